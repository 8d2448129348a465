import { useTranslation } from 'react-i18next';
import { describedBy, FieldNotes } from '@/components/form-field';
import { EDIT_LANGUAGES, type Bilingual, type EditLanguage } from '../lib/course-form-values';

type Props = {
  id: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  maxLength: number;
  rows?: number;
  required?: boolean;
  /** A message about one language's text, shown beside it and tied to it. */
  errors?: Partial<Record<EditLanguage, string>>;
};

const control = 'w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-text aria-invalid:border-danger';

/** A short text in English and Hindi, side by side from the small breakpoint up. */
export function TextPair({ id, label, value, onChange, maxLength, rows, required, errors }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {EDIT_LANGUAGES.map((language) => {
        const fieldId = `${id}-${language}`;
        const error = errors?.[language];
        const common = {
          id: fieldId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(fieldId, undefined, error),
          lang: language,
          value: value[language],
          maxLength,
          required: required && language === 'en',
          onChange: (event: { target: { value: string } }) => onChange({ ...value, [language]: event.target.value }),
        };
        return (
          <div key={language} className="flex flex-col gap-1">
            <label htmlFor={fieldId} className="font-semibold text-text">
              {label} ({t(`courseAdmin.language.${language}`)})
            </label>
            {rows ? <textarea {...common} rows={rows} className={control} /> : <input {...common} className={`${control} min-h-11`} />}
            <FieldNotes id={fieldId} error={error} />
          </div>
        );
      })}
    </div>
  );
}
