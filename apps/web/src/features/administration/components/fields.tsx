import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from '../../../components/form-field';

const control =
  'min-h-11 w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted aria-invalid:border-danger';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
};

/** A labelled select whose error is announced and tied to it. */
export function SelectField({ id, label, error, hint, children, ...select }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <select
        id={id}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {children}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; error?: string; hint?: string };

export function TextAreaField({ id, label, error, hint, ...area }: TextAreaFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export const controlClass = control;
