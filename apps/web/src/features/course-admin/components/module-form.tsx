import { COURSE_ADMIN_LIMITS } from '@jal/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import type { Bilingual } from '../lib/course-form-values';
import { TextPair } from './text-pair';

export type ModuleDraft = { title: Bilingual; description: Bilingual };

type Props = {
  initial: ModuleDraft;
  isNew: boolean;
  busy: boolean;
  onSave: (draft: ModuleDraft) => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
};

/** A module's title and description in both languages. */
export function ModuleForm({ initial, isNew, busy, onSave, onCancel, onDirty }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [error, setError] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.title.en.trim()) {
      setError(true);
      document.getElementById('module-form-title-en')?.focus();
      return;
    }
    onSave(draft);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="module-form-heading"
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-surface p-3 sm:p-4"
    >
      <h3 id="module-form-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-text">
        {isNew ? t('courseAdmin.module.addTitle') : t('courseAdmin.module.editTitle')}
      </h3>
      {error ? (
        <p role="alert" className="font-semibold text-danger">
          {t('courseAdmin.module.titleRequired')}
        </p>
      ) : null}
      <TextPair
        id="module-form-title"
        label={t('courseAdmin.module.title')}
        value={draft.title}
        onChange={(title) => setDraft({ ...draft, title })}
        maxLength={COURSE_ADMIN_LIMITS.title}
        required
      />
      <TextPair
        id="module-form-description"
        label={t('courseAdmin.module.description')}
        value={draft.description}
        onChange={(description) => setDraft({ ...draft, description })}
        maxLength={COURSE_ADMIN_LIMITS.description}
        rows={3}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {busy ? t('courseAdmin.form.saving') : t('courseAdmin.module.save')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel} disabled={busy}>
          {t('courseAdmin.actions.cancel')}
        </button>
      </div>
    </form>
  );
}
