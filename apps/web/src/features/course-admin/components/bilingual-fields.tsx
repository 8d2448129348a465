import { useEffect, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldNotes } from '@/components/form-field';
import { EDIT_LANGUAGES, type EditLanguage } from '../lib/course-form-values';

type Field = {
  name: string;
  label: string;
  maxLength: number;
  multiline?: boolean;
  required?: boolean;
  /** The control of one language, as the form registers it. */
  control: (language: EditLanguage) => UseFormRegisterReturn;
  /** The message about one language's text, if any. */
  error: (language: EditLanguage) => string | undefined;
};

const control =
  'w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text placeholder:text-text-muted aria-invalid:border-danger';

/**
 * English and Hindi side by side on wide screens; on a phone one language at a time, chosen
 * with a switch, so each field keeps a usable width. Both stay in the form either way.
 */
export function BilingualFields({ idPrefix, fields }: { idPrefix: string; fields: Field[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<EditLanguage>('en');
  // A problem in the language hidden on a phone brings that language into view.
  const errorLanguage = EDIT_LANGUAGES.find((language) => fields.some((field) => field.error(language)));
  useEffect(() => {
    if (errorLanguage) setShown(errorLanguage);
  }, [errorLanguage]);
  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t('courseAdmin.form.languageSwitch')} className="flex gap-2 sm:hidden">
        {EDIT_LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            aria-pressed={shown === language}
            onClick={() => setShown(language)}
            className={`min-h-11 flex-1 rounded-lg border px-3 font-semibold ${shown === language ? 'border-primary bg-primary text-primary-contrast' : 'border-border-strong bg-surface text-text'}`}
          >
            {t(`courseAdmin.language.${language}`)}
          </button>
        ))}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {EDIT_LANGUAGES.map((language) => (
          <fieldset key={language} className={`flex-col gap-4 ${shown === language ? 'flex' : 'hidden sm:flex'}`}>
            <legend className="mb-2 text-lg font-bold text-text">{t(`courseAdmin.language.${language}`)}</legend>
            {fields.map((field) => {
              const id = `${idPrefix}-${field.name}-${language}`;
              const error = field.error(language);
              const required = field.required && language === 'en';
              const props = {
                ...field.control(language),
                id,
                lang: language,
                maxLength: field.maxLength,
                required,
                'aria-invalid': error ? true : undefined,
                'aria-describedby': describedBy(id, undefined, error),
                className: control,
              };
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <label htmlFor={id} className="font-semibold text-text">
                    {field.label} ({t(`courseAdmin.language.${language}`)}){required ? ' *' : ''}
                  </label>
                  {field.multiline ? <textarea {...props} rows={5} /> : <input {...props} className={`${control} min-h-11`} />}
                  <FieldNotes id={id} error={error} />
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
