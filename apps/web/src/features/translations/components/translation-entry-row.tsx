import type { TranslationEntry } from '@jal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { controlClass } from '@/components/form-field';

type Props = {
  entry: TranslationEntry;
  languages: { code: string; name: string }[];
  draft: Record<string, string> | undefined;
  onDraft: (language: string, text: string) => void;
  onSave: () => void;
  onDelete: () => void;
  saving: boolean;
};

/** One key: its text in each language side by side, editable in place. */
export function TranslationEntryRow({ entry, languages, draft, onDraft, onSave, onDelete, saving }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const dirty = !!draft && Object.entries(draft).some(([language, text]) => text !== (entry.values[language] ?? ''));
  return (
    <li className="rounded-lg border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <code className="min-w-0 text-sm break-all text-text-muted">{entry.key}</code>
        <div className="flex gap-2">
          <button type="button" className={buttonClass.primary} onClick={onSave} disabled={!dirty || saving}>
            {t('dashboard.admin.common.save')}
            <span className="sr-only">{` ${entry.key}`}</span>
          </button>
          <button type="button" className={buttonClass.ghost} onClick={onDelete}>
            {t('dashboard.admin.common.delete')}
            <span className="sr-only">{` ${entry.key}`}</span>
          </button>
        </div>
      </div>
      <div className="mt-2 grid gap-3 md:grid-cols-2">
        {languages.map((language) => {
          const value = draft?.[language.code] ?? entry.values[language.code] ?? '';
          const missing = !value.trim();
          return (
            <div key={language.code} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${language.code}`} className="text-sm font-semibold text-text">
                {language.name}
                {missing ? (
                  <span className="ml-2 rounded bg-accent-soft px-2 text-text">{t('dashboard.admin.translations.missing')}</span>
                ) : null}
              </label>
              <textarea
                id={`${id}-${language.code}`}
                lang={language.code}
                rows={Math.min(6, Math.max(1, Math.ceil(value.length / 60)))}
                className={controlClass}
                value={value}
                onChange={(event) => onDraft(language.code, event.target.value)}
              />
            </div>
          );
        })}
      </div>
    </li>
  );
}
