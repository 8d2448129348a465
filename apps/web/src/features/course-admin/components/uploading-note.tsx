import { Spinner } from '@/components/spinner';

/** Says, with a spinner, that a file is on its way up; announced when it appears. */
export function UploadingNote({ text }: { text: string }) {
  return (
    <span role="status" className="flex items-center gap-2 text-text-muted">
      <Spinner className="h-5 w-5" />
      {text}
    </span>
  );
}
