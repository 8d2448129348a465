import { buttonClass } from './button-styles';
import { Spinner } from './spinner';

/** What a list (or the record a page edits) shows while it loads: announced, with a spinner. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center gap-3 rounded-xl border border-border bg-surface p-6 text-text-muted">
      <Spinner className="h-6 w-6" />
      <span>{label}</span>
    </div>
  );
}

/** An empty list, or no match for the filters: says which. */
export function ListEmpty({ message }: { message: string }) {
  return <p className="rounded-xl border border-dashed border-border-strong bg-surface-muted p-6 text-text">{message}</p>;
}

/** A failed load, announced at once, with a way to try again. */
export function ListError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-surface p-6">
      <p className="font-semibold text-danger">{message}</p>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
