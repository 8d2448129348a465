import { Spinner } from './spinner';

/** Full-area loading state with a spoken status, e.g. 'Loading application...'. */
export function LoadingScreen({ text, fullScreen = false }: { text: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 p-8 text-text-muted ${fullScreen ? 'min-h-screen' : 'min-h-[50vh]'}`}
    >
      <Spinner />
      <p>{text}</p>
    </div>
  );
}
