import { COURSE_ADMIN_LIMITS, moduleBody } from '@jal/contracts';
import { useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { fieldOf, type Bilingual } from '../lib/course-form-values';
import { useDraftForm } from '../lib/use-draft-form';
import { DraftActions } from './draft-actions';
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

const moduleFormSchema = bodySchema(
  (draft: ModuleDraft) => ({ titleTranslations: draft.title, descriptionTranslations: draft.description }),
  moduleBody,
);

// An empty English title is the one problem worded for this form; the rest take the general messages.
const MESSAGES = { 'title.en:too_small': 'courseAdmin.module.titleRequired' };

/** A module's title and description in both languages, checked with the API's schema before saving. */
export function ModuleForm({ initial, isNew, busy, onSave, onCancel, onDirty }: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useDraftForm(initial, formResolver(moduleFormSchema, { fieldOf, messages: MESSAGES }), onDirty);
  const { control, handleSubmit, getValues } = form;
  const { errors } = form.formState;
  useEffect(() => heading.current?.focus(), []);

  const focusFirstError = () => requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  const textErrors = (field: 'title' | 'description') => ({ en: errors[field]?.en?.message, hi: errors[field]?.hi?.message });
  /** A text of the module in both languages, held by the form. */
  const textPair = (name: 'title' | 'description', label: string, limits: { maxLength: number; required?: boolean; rows?: number }) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextPair
          id={`module-form-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          errors={textErrors(name)}
          {...limits}
        />
      )}
    />
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void handleSubmit(() => onSave(getValues()), focusFirstError)(event)}
      noValidate
      aria-labelledby="module-form-heading"
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-surface p-3 sm:p-4"
    >
      <h3 id="module-form-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-text">
        {isNew ? t('courseAdmin.module.addTitle') : t('courseAdmin.module.editTitle')}
      </h3>
      {textPair('title', t('courseAdmin.module.title'), { maxLength: COURSE_ADMIN_LIMITS.title, required: true })}
      {textPair('description', t('courseAdmin.module.description'), { maxLength: COURSE_ADMIN_LIMITS.description, rows: 3 })}
      <DraftActions busy={busy} saveLabel={t('courseAdmin.module.save')} onCancel={onCancel} />
    </form>
  );
}
