import { forwardRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const controlBase =
  'w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted aria-invalid:border-danger';
/** The look of every text control: full width, at least a 44 px target, the error border. */
export const controlClass = `min-h-11 ${controlBase}`;

/**
 * A field for a short code, as wide as the code and not the line: six digits from an
 * authenticator app, or a recovery code (abcde-12345), spaced out and in fixed-width figures so
 * that each character is easy to check against the screen it is copied from.
 */
export const codeControlClass = {
  digits: `${controlClass} max-w-44 font-mono text-xl tracking-[0.3em]`,
  recovery: `${controlClass} max-w-64 font-mono text-xl tracking-wider`,
} as const;

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

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** More classes for the field's frame. */ frameClass?: string;
};

/** What every field shares: its label above, the control, and its hint and error under it. */
function FieldFrame({ id, label, error, hint, frameClass, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={frameClass ? `flex flex-col gap-1 ${frameClass}` : 'flex flex-col gap-1'}>
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** The attributes that tie a control to its frame: its id, the error state and the notes. */
const controlProps = ({ id, hint, error }: FieldProps) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

export type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & FieldProps;

/**
 * A labelled input whose error is announced and tied to it with aria-describedby. The ref reaches
 * the input, so a form library can read it and focus it when it is the first field in error.
 */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, error, hint, frameClass, ...input },
  ref,
) {
  const field = { id, label, error, hint, frameClass };
  return (
    <FieldFrame {...field}>
      <input ref={ref} className={controlClass} {...controlProps(field)} {...input} />
    </FieldFrame>
  );
});

/** One option of a select: the value it stands for and the words shown. */
export type Choice = { value: string; label: string };

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  FieldProps & {
    choices: readonly Choice[];
    /** The words of a first option with no value ("All", "Choose…"), when there is one. */
    emptyChoice?: string;
  };

/** A labelled select of its choices, its hint and error tied to it as FormField does for inputs. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, hint, frameClass, choices, emptyChoice, ...select },
  ref,
) {
  const field = { id, label, error, hint, frameClass };
  return (
    <FieldFrame {...field}>
      <select ref={ref} className={controlClass} {...controlProps(field)} {...select}>
        {emptyChoice === undefined ? null : <option value="">{emptyChoice}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & {
    /** Height classes: one line's height by default; longer messages ask for more. */
    heightClass?: string;
  };

/** A labelled multi-line field, its hint and error tied to it as FormField does for inputs. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, hint, frameClass, heightClass = 'min-h-11', rows = 3, ...area },
  ref,
) {
  const field = { id, label, error, hint, frameClass };
  return (
    <FieldFrame {...field}>
      <textarea ref={ref} rows={rows} className={`${controlBase} ${heightClass}`} {...controlProps(field)} {...area} />
    </FieldFrame>
  );
});

/** Choices named by a translation of each value, e.g. `choicesOf(LEVELS, (level) => t(`level.${level}`))`. */
export const choicesOf = <T extends string>(values: readonly T[], label: (value: T) => string): Choice[] =>
  values.map((value) => ({ value, label: label(value) }));
