import { forgotPasswordBody, PATHS, type ForgotPasswordBody } from '@jal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { i18n } from '@/lib/i18n';
import { requestResetLink } from '../api/password-reset';
import { AuthForm } from './auth-form';
import { Notice } from './notice';

type Values = { email: string };

/**
 * Asks for a reset link. The answer never says whether the address has an account, so the
 * page says the same after every request: a link has gone out if there is one.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ForgotPasswordBody>({
    defaultValues: { email: '' },
    resolver: formResolver(forgotPasswordBody),
  });

  const submit = async ({ email }: ForgotPasswordBody) => {
    setSent(false);
    try {
      // The email is written in the language of the page the person is reading.
      await requestResetLink({ email, language: i18n.language });
      setSent(true);
    } catch (error) {
      if (!setServerFieldErrors(error, setError, { fields: ['email'] })) {
        setError('root.server', { type: 'server', message: failureMessage(error, 'auth.forgot.failed') });
      }
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit(submit)}>
      {sent ? (
        <Notice tone="success">
          <p className="font-bold">{t('auth.forgot.sentTitle')}</p>
          <p className="mt-1">{t('auth.forgot.sent')}</p>
        </Notice>
      ) : null}
      {errors.root?.server?.message ? <Notice tone="error">{errors.root.server.message}</Notice> : null}
      <EmailField
        id="forgot-email"
        label={t('auth.fields.email')}
        error={errors.email?.message}
        {...register('email', { onChange: () => setSent(false) })}
      />
      <SubmitButton pending={isSubmitting} label={t('auth.forgot.submit')} pendingLabel={t('auth.forgot.submitting')} />
      <p>
        <Link to={PATHS.signIn} className="font-semibold text-primary underline">
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </AuthForm>
  );
}
