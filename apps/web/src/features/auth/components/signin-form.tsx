import { loginBody, type LoginBody } from '@jal/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '@/components/account-fields';
import { SubmitButton } from '@/components/submit-button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { usePreloadToaster } from '@/lib/toast';
import { DemoAccounts } from '@/features/demo-mode';
import { useAuth } from '../auth-context';
import { safeReturnTo } from '../redirect-target';

export function SignInForm() {
  usePreloadToaster();
  const { t } = useTranslation();
  const { signIn } = useAuth();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const {
    register,
    handleSubmit,
    setValue,
    clearErrors,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({ defaultValues: { email: '', password: '' }, resolver: formResolver(loginBody) });
  const [email, password] = useWatch({ control, name: ['email', 'password'] });

  // The button stays disabled while either field is empty or a request is in flight.
  const canSubmit = email.trim() !== '' && password !== '' && !isSubmitting;

  const submit = async (credentials: LoginBody) => {
    try {
      await signIn(credentials, returnTo);
    } catch (error) {
      // The auth context has already shown the toast; here the failure is only logged for whoever debugs it.
      console.error('Sign-in failed:', error);
      setServerFieldErrors(error, setError, { fields: ['email', 'password'] });
    }
  };

  return (
    <div className="mx-auto grid max-w-md gap-8 has-[>section]:max-w-none md:has-[>section]:grid-cols-2">
      <form
        onSubmit={(event) => void (canSubmit ? handleSubmit(submit)(event) : event.preventDefault())}
        noValidate
        className="flex flex-col gap-4"
        aria-describedby="signin-intro"
      >
        <p id="signin-intro" className="text-text-muted">
          {t('auth.signIn.intro')}
        </p>
        <EmailField id="signin-email" label={t('auth.fields.email')} error={errors.email?.message} {...register('email')} />
        <PasswordField id="signin-password" label={t('auth.fields.password')} error={errors.password?.message} {...register('password')} />
        <Link to="/forgot-password" className="self-start font-semibold text-primary underline">
          {t('auth.signIn.forgotLink')}
        </Link>
        <SubmitButton
          pending={isSubmitting}
          disabled={!canSubmit}
          label={t('auth.signIn.submit')}
          pendingLabel={t('auth.signIn.submitting')}
        />
        <p className="text-text-muted">
          {t('auth.signIn.noAccount')}{' '}
          <Link
            to={`/signup${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`}
            className="font-semibold text-primary underline"
          >
            {t('auth.signIn.registerLink')}
          </Link>
        </p>
      </form>
      <DemoAccounts
        onUse={(demoEmail, demoPassword) => {
          setValue('email', demoEmail);
          setValue('password', demoPassword);
          clearErrors();
        }}
      />
    </div>
  );
}
