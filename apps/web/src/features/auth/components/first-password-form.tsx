import { newPasswordField } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { notify } from '@/lib/toast';
import { setFirstPassword } from '../api/first-password';
import { useAuth } from '@/lib/auth/auth-context';
import { storeUser } from '@/lib/auth/auth-storage';
import { AuthForm } from './auth-form';

type Values = { newPassword: string; confirm: string };

const schema = z
  .object({ newPassword: newPasswordField('New password'), confirm: z.string() })
  .refine((values) => values.newPassword === values.confirm, { path: ['confirm'] });

const MESSAGES = { 'newPassword:custom': 'validation.password.blank', confirm: 'auth.firstPassword.mismatch' };

/** The password a person chooses after signing in with a one-time one; then they go where they were going. */
export function FirstPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { refetch } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { newPassword: '', confirm: '' }, resolver: formResolver(schema, { messages: MESSAGES }) });

  const submit = async ({ newPassword }: Values) => {
    try {
      storeUser(await setFirstPassword({ newPassword }));
      refetch();
      void notify.success(t('auth.firstPassword.saved'));
      onDone();
    } catch (error) {
      if (!setServerFieldErrors(error, setError, { fields: ['newPassword'] })) {
        setError('root.server', { type: 'server', message: failureMessage(error, 'auth.firstPassword.failed') });
      }
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit(submit)}>
      <p className="text-text-muted">{t('auth.firstPassword.intro')}</p>
      <PasswordField
        id="first-password"
        isNew
        label={t('auth.firstPassword.newPassword')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id="first-password-confirm"
        isNew
        label={t('auth.firstPassword.confirm')}
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      {errors.root?.server ? (
        <p role="alert" className="font-semibold text-danger">
          {errors.root.server.message}
        </p>
      ) : null}
      <SubmitButton pending={isSubmitting} label={t('auth.firstPassword.submit')} pendingLabel={t('auth.firstPassword.submitting')} />
    </AuthForm>
  );
}
