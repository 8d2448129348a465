import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { buttonClass } from './button-styles';

type SearchFieldProps = {
  id: string;
  label: string;
  /** The search in force (from the URL or the list's state); the box follows it when it changes from outside. */
  value: string;
  /** Called with the trimmed text. */
  onSearch: (text: string) => void;
  /** The form's name for assistive technology (it is a search landmark). */
  formLabel?: string;
  /** With a label, a submit button beside the box. */
  submitLabel?: string;
  hint?: string;
  placeholder?: string;
};

/**
 * A search box that follows the typing after a short pause, at once on Enter or its button, and
 * takes a new value from outside (Back, Clear filters) unless it is what is typed.
 */
export function SearchField({ id, label, value, onSearch, formLabel, submitLabel, hint, placeholder }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // A new value from outside replaces the text, unless it is what is typed (give or take spaces:
  // the value is the trimmed text, and the box must not eat the space just typed).
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  // Only a settled text that differs from the search in force is sent: after Enter the same text
  // settles too, and after Back the old text settles into the value the URL already shows.
  const settled = useDebouncedValue(text.trim());
  const valueRef = useRef(value);
  valueRef.current = value;
  useEffect(() => {
    if (settled !== valueRef.current) onSearchRef.current(settled);
  }, [settled]);

  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <form
      role="search"
      aria-label={formLabel}
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="font-semibold text-text">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={placeholder}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted"
        />
        {submitLabel ? (
          <button type="submit" className={buttonClass.primary}>
            {submitLabel}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="system-devanagari text-sm text-text-muted">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
