import { newPasswordField, PATHS } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { PasswordField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { ApiError } from '@/lib/api-client';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { BLANK_PASSWORD_MESSAGES } from '@/lib/password-messages';
import { resetPasswordWithLink } from '../api/password-reset';
import { useAuth } from '@/lib/auth/auth-context';
import { clearSession } from '@/lib/auth/auth-storage';
import { AuthForm } from './auth-form';
import { Notice } from './notice';

type Values = { password: string; confirm: string };

// The API's own rule for the password, and the repeat must match it.
const resetFormSchema = z
  .object({ password: newPasswordField(), confirm: z.string() })
  .refine((values) => values.password === values.confirm, { path: ['confirm'] });

const MESSAGES = { ...BLANK_PASSWORD_MESSAGES, confirm: 'auth.reset.mismatch' };

/** The way back when a link cannot be used: ask for a new one. */
function RequestNewLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Notice tone="error">
      <p>{message}</p>
      <p className="mt-2">
        <Link to={PATHS.forgotPassword} className="font-semibold underline">
          {t('auth.reset.requestNew')}
        </Link>
      </p>
    </Notice>
  );
}

/**
 * Sets a new password with the token of an emailed link. Afterwards every session of the account
 * has ended, this browser's too, so the person is sent to sign in, where the page says it worked.
 */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { refetch } = useAuth();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ defaultValues: { password: '', confirm: '' }, resolver: formResolver(resetFormSchema, { messages: MESSAGES }) });

  if (!token) return <RequestNewLink message={t('auth.reset.noToken')} />;

  const submit = async ({ password }: Values) => {
    try {
      await resetPasswordWithLink({ token, password });
      clearSession();
      refetch();
      await navigate(PATHS.signIn, { replace: true, state: { passwordChanged: true } });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.token) {
        setError('root.link', { type: 'server', message: t('auth.reset.linkInvalid') });
      } else if (!setServerFieldErrors(error, setError, { fields: ['password'] })) {
        setError('root.server', { type: 'server', message: failureMessage(error, 'auth.reset.failed') });
      }
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit(submit)}>
      {errors.root?.link?.message ? <RequestNewLink message={errors.root.link.message} /> : null}
      {errors.root?.server?.message ? <Notice tone="error">{errors.root.server.message}</Notice> : null}
      <PasswordField
        id="reset-password"
        label={t('auth.reset.password')}
        isNew
        hint={t('auth.reset.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField id="reset-confirm" label={t('auth.reset.confirm')} isNew error={errors.confirm?.message} {...register('confirm')} />
      <SubmitButton pending={isSubmitting} label={t('auth.reset.submit')} pendingLabel={t('auth.reset.submitting')} />
    </AuthForm>
  );
}
