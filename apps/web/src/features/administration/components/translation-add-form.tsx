import { createTranslationBody } from '@jal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './editor-form';
import { FormField, TextAreaField } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { useCreateTranslation } from '../api/translations';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../lib/form-errors';

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
  const [form, setForm] = useState({ page, key: '', values: {} as Record<string, string> });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTranslationBody.safeParse(form);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      await create.mutateAsync(parsed.data);
      void notify.success(t('dashboard.admin.translations.keyAdded'));
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-surface-muted p-4 md:grid-cols-2"
    >
      <h2 className="text-lg font-bold text-text md:col-span-2">{t('dashboard.admin.translations.addKey')}</h2>
      <FormField
        id="new-key-page"
        label={t('dashboard.admin.translations.page')}
        value={form.page}
        error={errors.page}
        onChange={(event) => setForm({ ...form, page: event.target.value })}
      />
      <FormField
        id="new-key-key"
        label={t('dashboard.admin.translations.key')}
        hint={t('dashboard.admin.translations.keyHint')}
        value={form.key}
        error={errors.key}
        onChange={(event) => setForm({ ...form, key: event.target.value })}
      />
      {languages.map((language) => (
        <TextAreaField
          key={language.code}
          id={`new-key-${language.code}`}
          lang={language.code}
          label={language.name}
          value={form.values[language.code] ?? ''}
          error={errors[`values.${language.code}`] ?? (language.code === 'en' ? errors.values : undefined)}
          onChange={(event) => setForm({ ...form, values: { ...form.values, [language.code]: event.target.value } })}
        />
      ))}
      <FormActions error={errors.form} submitLabel={t('dashboard.admin.translations.addKey')} busy={create.isPending} onCancel={onDone} />
    </form>
  );
}
