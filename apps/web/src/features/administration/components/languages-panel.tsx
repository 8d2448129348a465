import { createLanguageBody, type CreateLanguageBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { FormActions } from './editor-form';
import { FormField } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { useCreateLanguage, useLanguages, useUpdateLanguage } from '../api/translations';
import { failureMessage, showServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { ListError, ListLoading } from '@/components/list-states';

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

  const submit = async (body: CreateLanguageBody) => {
    try {
      await create.mutateAsync(body);
      reset();
      void notify.success(t('dashboard.admin.languages.added'));
    } catch (error) {
      showServerErrors(error, setError);
    }
  };
  const change = async (code: string, body: { isActive?: boolean; isDefault?: true }) => {
    try {
      await update.mutateAsync({ code, ...body });
      void notify.success(t('dashboard.admin.languages.saved'));
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };

  return (
    <section aria-labelledby="languages-title" className="rounded-xl border border-border bg-surface p-4">
      <h2 id="languages-title" className="text-xl font-bold text-text">
        {t('dashboard.admin.languages.title')}
      </h2>
      {languages.isPending ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {languages.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void languages.refetch()}
        />
      ) : null}
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
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => void change(language.code, { isActive: !language.isActive })}
                  >
                    {language.isActive ? t('dashboard.admin.common.deactivate') : t('dashboard.admin.common.activate')}
                    <span className="sr-only">{` ${language.name}`}</span>
                  </button>
                  {language.isActive ? (
                    <button type="button" className={buttonClass.ghost} onClick={() => void change(language.code, { isDefault: true })}>
                      {t('dashboard.admin.languages.makeDefault')}
                      <span className="sr-only">{` ${language.name}`}</span>
                    </button>
                  ) : null}
                </span>
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
