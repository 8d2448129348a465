import { COURSE_ADMIN_LIMITS } from '@jal/contracts';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { TextBody } from '@/components/text-body';
import { EDIT_LANGUAGES, type Bilingual } from '../lib/course-form-values';

/** The lesson text per language, with the format's rules beside it and the learner's view below. */
export function TextLessonEditor({ idPrefix, body, onChange }: { idPrefix: string; body: Bilingual; onChange: (body: Bilingual) => void }) {
  const { t } = useTranslation();
  // The preview follows typing without slowing it on a cheap phone.
  const preview = useDeferredValue(body);
  return (
    <div className="flex flex-col gap-4">
      <div id={`${idPrefix}-format`} className="rounded-lg border border-border bg-surface-muted p-3 text-sm text-text">
        <p className="font-semibold">{t('courseAdmin.text.formatTitle')}</p>
        <ul className="mt-1 list-disc ps-5">
          <li>{t('courseAdmin.text.formatParagraphs')}</li>
          <li>{t('courseAdmin.text.formatHeadings')}</li>
          <li>{t('courseAdmin.text.formatLists')}</li>
          <li>{t('courseAdmin.text.formatBold')}</li>
          <li>{t('courseAdmin.text.formatImages')}</li>
        </ul>
      </div>
      {EDIT_LANGUAGES.map((language) => {
        const id = `${idPrefix}-body-${language}`;
        const languageName = t(`courseAdmin.language.${language}`);
        return (
          <div key={language} className="grid gap-3 lg:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={id} className="font-semibold text-text">
                {t('courseAdmin.text.body', { language: languageName })}
              </label>
              <textarea
                id={id}
                lang={language}
                rows={10}
                maxLength={COURSE_ADMIN_LIMITS.body}
                value={body[language]}
                aria-describedby={`${idPrefix}-format`}
                onChange={(event) => onChange({ ...body, [language]: event.target.value })}
                className="w-full rounded-lg border border-border-strong bg-surface px-3 py-2 font-mono text-sm text-text"
              />
            </div>
            <section
              aria-label={t('courseAdmin.text.preview', { language: languageName })}
              className="min-w-0 rounded-lg border border-dashed border-border-strong bg-surface p-3"
            >
              <p className="mb-2 text-sm font-semibold text-text-muted">{t('courseAdmin.text.preview', { language: languageName })}</p>
              {preview[language].trim() ? (
                <TextBody body={preview[language]} lang={language} />
              ) : (
                <p className="text-text-muted">{t('courseAdmin.text.previewEmpty')}</p>
              )}
            </section>
          </div>
        );
      })}
    </div>
  );
}
