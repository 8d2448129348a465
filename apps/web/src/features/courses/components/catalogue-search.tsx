import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';

/** How long typing must pause before the list follows, so a slow phone is not sent a request per key. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The title search: follows the typing after a short pause, at once on Enter or the button, and
 * takes the URL's value when it changes from outside (Back, Clear filters).
 */
export function CatalogueSearch({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // A new value from the URL replaces the text, unless it is what is typed (give or take spaces:
  // the URL keeps the trimmed text, and the box must not eat the space just typed).
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== text.trim()) setText(value);
  }

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === value) return;
    const timer = window.setTimeout(() => onSearchRef.current(wanted), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={t('catalogue.filters')}
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() !== value) onSearch(text.trim());
      }}
    >
      <label htmlFor="catalogue-search" className="font-semibold text-text">
        {t('catalogue.search.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="catalogue-search"
          type="search"
          name="q"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="catalogue-search-hint"
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface px-3 py-2 text-text"
        />
        <button type="submit" className={buttonClass.primary}>
          {t('catalogue.search.submit')}
        </button>
      </div>
      <p id="catalogue-search-hint" className="system-devanagari text-sm text-text-muted">
        {t('catalogue.search.hint')}
      </p>
    </form>
  );
}
