import { signupBody } from '@jal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { FormField } from '@/components/form-field';
import { notify, usePreloadToaster } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { signup } from '../api/signup';
import { useAuth } from '../auth-context';

type Field = 'name' | 'email' | 'password';

/** Sign-up: checks the shared schema before sending, then shows the server's field messages. */
export function SignUpForm() {
  usePreloadToaster();
  const { t } = useTranslation();
  const { signInWithSession } = useAuth();
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signupBody.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= t(`auth.signUp.errors.${field}`);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await signup(parsed.data);
      signInWithSession(result.token, result.user, params.get('returnTo'));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors).length) setErrors(error.fieldErrors);
      notify.error(
        (error instanceof ApiError && error.serverMessage) || (error instanceof Error && error.message) || t('auth.signUp.failed'),
      );
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto flex max-w-md flex-col gap-4">
      <FormField
        id="signup-name"
        label={t('auth.fields.name')}
        name="name"
        autoComplete="name"
        required
        value={values.name}
        onChange={update('name')}
        error={errors.name}
      />
      <FormField
        id="signup-email"
        label={t('auth.fields.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={update('email')}
        error={errors.email}
      />
      <FormField
        id="signup-password"
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('auth.signUp.passwordHint')}
        value={values.password}
        onChange={update('password')}
        error={errors.password}
      />
      <button type="submit" className={buttonClass.primary} disabled={submitting}>
        {submitting ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </button>
      <p className="text-text-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/signin" className="font-semibold text-primary underline">
          {t('auth.signUp.signInLink')}
        </Link>
      </p>
    </form>
  );
}
