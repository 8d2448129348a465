import { createTranslationBody, type CreateTranslationBody } from '@jal/contracts';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/editor-form';
import { FormField, TextAreaField } from '@/components/form-field';
import { useCreateTranslation } from '../api/translations';
import { formResolver } from '@/lib/form-resolver';
import { saveForm } from '@/lib/save-form';

// The API's rules for a key and its texts, worded for the form.
const MESSAGES = {
  'key:invalid_format': 'dashboard.admin.translations.errors.key',
  'values:custom': 'dashboard.admin.translations.errors.values',
};

/** Adds a key to a page with its English and Hindi text. */
export function TranslationAddForm({
  page,
  languages,
  onDone,
}: {
  page: string;
  languages: { code: string; name: string }[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTranslation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CreateTranslationBody>({
    defaultValues: { page, key: '', values: {} },
    resolver: formResolver(createTranslationBody, { messages: MESSAGES }),
  });

  // A text's own problem, or (beside English) the rule that some language must have text.
  const textError = (language: string) => {
    const texts = errors.values as (FieldError & Partial<Record<string, FieldError>>) | undefined;
    return texts?.[language]?.message ?? (language === 'en' ? texts?.message : undefined);
  };

  const submit = (body: CreateTranslationBody) =>
    saveForm(() => create.mutateAsync(body), { success: t('dashboard.admin.translations.keyAdded'), setError, then: onDone });

  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-surface-muted p-4 md:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-text md:col-span-2">{t('dashboard.admin.translations.addKey')}</h2>
      <FormField id="new-key-page" label={t('dashboard.admin.translations.page')} error={errors.page?.message} {...register('page')} />
      <FormField
        id="new-key-key"
        label={t('dashboard.admin.translations.key')}
        hint={t('dashboard.admin.translations.keyHint')}
        error={errors.key?.message}
        {...register('key')}
      />
      {languages.map((language) => (
        <TextAreaField
          key={language.code}
          id={`new-key-${language.code}`}
          lang={language.code}
          label={language.name}
          error={textError(language.code)}
          {...register(`values.${language.code}`)}
        />
      ))}
      <FormActions
        error={errors.root?.server?.message}
        submitLabel={t('dashboard.admin.translations.addKey')}
        busy={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}
