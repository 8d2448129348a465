import { signupBody, type SignupBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField, NameField, PasswordField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { BLANK_PASSWORD_MESSAGES } from '@/lib/password-messages';
import { notify, usePreloadToaster } from '@/lib/toast';
import { signup } from '../api/signup';
import { useAuth } from '../auth-context';
import { AuthForm } from './auth-form';

// One plain message per field: the schema decides what is valid, these say how to fix it.
const MESSAGES = {
  name: 'auth.signUp.errors.name',
  email: 'auth.signUp.errors.email',
  password: 'auth.signUp.errors.password',
  ...BLANK_PASSWORD_MESSAGES,
};
const FIELDS = ['name', 'email', 'password'] as const;

/** Sign-up: checks the shared schema before sending, then shows the server's field messages. */
export function SignUpForm() {
  usePreloadToaster();
  const { t } = useTranslation();
  const { signInWithSession } = useAuth();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupBody>({
    defaultValues: { name: '', email: '', password: '' },
    resolver: formResolver(signupBody, { messages: MESSAGES }),
  });

  const submit = async (body: SignupBody) => {
    try {
      const result = await signup(body);
      signInWithSession(result.token, result.user, params.get('returnTo'));
    } catch (error) {
      setServerFieldErrors(error, setError, { fields: FIELDS });
      void notify.error(failureMessage(error, 'auth.signUp.failed'));
    }
  };

  return (
    <AuthForm onSubmit={handleSubmit(submit)}>
      <NameField id="signup-name" label={t('auth.fields.name')} error={errors.name?.message} {...register('name')} />
      <EmailField id="signup-email" label={t('auth.fields.email')} error={errors.email?.message} {...register('email')} />
      <PasswordField
        id="signup-password"
        label={t('auth.fields.password')}
        isNew
        hint={t('auth.signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <SubmitButton pending={isSubmitting} label={t('auth.signUp.submit')} pendingLabel={t('auth.signUp.submitting')} />
      <p className="text-text-muted">
        {t('auth.signUp.haveAccount')}{' '}
        <Link to="/signin" className="font-semibold text-primary underline">
          {t('auth.signUp.signInLink')}
        </Link>
      </p>
    </AuthForm>
  );
}
