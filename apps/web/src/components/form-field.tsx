import type { InputHTMLAttributes } from 'react';

/** The ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, hint?: string, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and its announced error, under any control. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; error?: string; hint?: string };

/** A labelled input whose error is announced and tied to it with aria-describedby. */
export function FormField({ id, label, error, hint, ...input }: FormFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <input
        id={id}
        className="min-h-11 w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted aria-invalid:border-danger"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
