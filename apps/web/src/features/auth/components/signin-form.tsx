import { usePreloadToaster } from '@/lib/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { FormField } from '@/components/form-field';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '../auth-context';
import { DemoAccounts } from './demo-accounts';

export function SignInForm() {
  usePreloadToaster();
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  // Spec §5: disabled while either field is empty or a request is in flight.
  const canSubmit = email.trim() !== '' && password !== '' && !submitting;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFieldErrors({});
    try {
      await signIn({ email: email.trim(), password }, params.get('returnTo'));
    } catch (error) {
      // The auth context has already shown the toast; here it is only logged (spec §8).
      console.error('Sign-in failed:', error);
      if (error instanceof ApiError) setFieldErrors(error.fieldErrors);
      setSubmitting(false);
    }
  };

  return (
    <div className="grid gap-8 md:grid-cols-2">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-describedby="signin-intro">
        <p id="signin-intro" className="text-text-muted">
          {t('auth.signIn.intro')}
        </p>
        <FormField
          id="signin-email"
          label={t('auth.fields.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <FormField
          id="signin-password"
          label={t('auth.fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        <button type="submit" className={buttonClass.primary} disabled={!canSubmit}>
          {submitting ? t('auth.signIn.submitting') : t('auth.signIn.submit')}
        </button>
        <p className="text-text-muted">
          {t('auth.signIn.noAccount')}{' '}
          <Link
            to={`/signup${params.get('returnTo') ? `?returnTo=${encodeURIComponent(params.get('returnTo') ?? '')}` : ''}`}
            className="font-semibold text-primary underline"
          >
            {t('auth.signIn.registerLink')}
          </Link>
        </p>
      </form>
      <DemoAccounts
        onUse={(demoEmail, demoPassword) => {
          setEmail(demoEmail);
          setPassword(demoPassword);
          setFieldErrors({});
        }}
      />
    </div>
  );
}
