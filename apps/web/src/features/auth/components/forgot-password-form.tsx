import { forgotPasswordBody, PATHS, type ForgotPasswordBody } from '@jal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { FormField } from '@/components/form-field';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { i18n } from '@/lib/i18n';
import { requestResetLink } from '../api/password-reset';
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
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="mx-auto flex max-w-md flex-col gap-4">
      {sent ? (
        <Notice tone="success">
          <p className="font-bold">{t('auth.forgot.sentTitle')}</p>
          <p className="mt-1">{t('auth.forgot.sent')}</p>
        </Notice>
      ) : null}
      {errors.root?.server?.message ? <Notice tone="error">{errors.root.server.message}</Notice> : null}
      <FormField
        id="forgot-email"
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        error={errors.email?.message}
        {...register('email', { onChange: () => setSent(false) })}
      />
      <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
        {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
      </button>
      <p>
        <Link to={PATHS.signIn} className="font-semibold text-primary underline">
          {t('auth.forgot.backToSignIn')}
        </Link>
      </p>
    </form>
  );
}
