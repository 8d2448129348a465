import type { SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { describedBy, FieldNotes } from '../../../components/form-field';

const control =
  'rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted aria-invalid:border-danger';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { id: string; label: string; error?: string; hint?: string };

/** A labelled multi-line field, its hint and error tied to it as FormField does for inputs. */
export function TextAreaField({ id, label, error, hint, ...textarea }: TextAreaFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        className={`${control} min-h-36 resize-y`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...textarea}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  label: string;
  error?: string;
  options: { value: string; label: string }[];
};

export function SelectField({ id, label, error, options, ...select }: SelectFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <select
        id={id}
        className={`${control} min-h-11`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} error={error} />
    </div>
  );
}
