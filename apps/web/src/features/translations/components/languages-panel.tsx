import { createLanguageBody, type CreateLanguageBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '@/components/editor-form';
import { FormField } from '@/components/form-field';
import { useCreateLanguage, useLanguages, useUpdateLanguage } from '../api/translations';
import { notifyOutcome } from '@/lib/notify-outcome';
import { formResolver } from '@/lib/form-resolver';
import { saveForm } from '@/lib/save-form';
import { QueryStates, ActionButton, RowActions } from '@/components/dashboard-list';

// The code's pattern is the API's rule; its message is worded for the form.
const CODE_MESSAGES = { 'code:invalid_format': 'dashboard.admin.languages.errors.code' };

/** Languages of the site: add one, switch it on or off, choose the default. */
export function LanguagesPanel() {
  const { t } = useTranslation();
  const languages = useLanguages();
  const create = useCreateLanguage();
  const update = useUpdateLanguage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateLanguageBody>({
    defaultValues: { code: '', name: '', nativeName: '' },
    resolver: formResolver(createLanguageBody, { messages: CODE_MESSAGES }),
  });

  const submit = (body: CreateLanguageBody) =>
    saveForm(() => create.mutateAsync(body), { success: t('dashboard.admin.languages.added'), setError, then: () => reset() });
  const change = (code: string, body: { isActive?: boolean; isDefault?: true }) =>
    notifyOutcome(() => update.mutateAsync({ code, ...body }), t('dashboard.admin.languages.saved'));

  return (
    <section aria-labelledby="languages-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="languages-title" className="text-xl font-bold text-text">
        {t('dashboard.admin.languages.title')}
      </h2>
      <QueryStates query={languages} />
      {languages.data ? (
        <ul className="mt-3 divide-y divide-border">
          {languages.data.map((language) => (
            <li key={language.code} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="text-text">
                <span className="font-semibold">{language.nativeName}</span> ({language.name}, <code>{language.code}</code>){' '}
                <span className="text-text-muted">
                  {language.isDefault
                    ? t('dashboard.admin.languages.default')
                    : language.isActive
                      ? t('dashboard.admin.common.active')
                      : t('dashboard.admin.common.inactive')}
                </span>
              </span>
              {language.isDefault ? null : (
                <RowActions>
                  <ActionButton
                    look="secondary"
                    label={language.isActive ? t('dashboard.admin.common.deactivate') : t('dashboard.admin.common.activate')}
                    name={language.name}
                    onClick={() => void change(language.code, { isActive: !language.isActive })}
                  />
                  {language.isActive ? (
                    <ActionButton
                      label={t('dashboard.admin.languages.makeDefault')}
                      name={language.name}
                      onClick={() => void change(language.code, { isDefault: true })}
                    />
                  ) : null}
                </RowActions>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="mt-4 grid gap-3 sm:grid-cols-3">
        <h3 className="font-semibold text-text sm:col-span-3">{t('dashboard.admin.languages.add')}</h3>
        <FormField
          id="language-code"
          label={t('dashboard.admin.languages.code')}
          hint={t('dashboard.admin.languages.codeHint')}
          error={errors.code?.message}
          {...register('code')}
        />
        <FormField id="language-name" label={t('dashboard.admin.languages.name')} error={errors.name?.message} {...register('name')} />
        <FormField
          id="language-native"
          label={t('dashboard.admin.languages.nativeName')}
          error={errors.nativeName?.message}
          {...register('nativeName')}
        />
        <FormActions
          error={errors.root?.server?.message}
          submitLabel={t('dashboard.admin.languages.add')}
          busy={create.isPending}
          span="sm:col-span-3"
        />
      </form>
    </section>
  );
}
