import { useTranslation } from 'react-i18next';
import { selectLanguage, useTranslationState } from '@/lib/translations/translations-store';

/** Lists the languages the server offers, by their native names. */
export function LanguageSwitcher({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const { availableLanguages } = useTranslationState();
  if (availableLanguages.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('a11y.language')}
      </label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => selectLanguage(event.target.value)}
        className="language-select min-h-11 rounded-lg border border-border-strong bg-surface px-2 text-text"
      >
        {availableLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
