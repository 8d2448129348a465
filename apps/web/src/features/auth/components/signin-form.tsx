import { emailSignInBody, mobileSignInBody, type LoginBody, type SecondFactorChallenge } from '@jal/contracts';
import { useRef, useState, type ComponentType } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField, PasswordField } from '@/components/account-fields';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { setServerFieldErrors } from '@/lib/form-errors';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { usePreloadToaster } from '@/lib/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { safeReturnTo } from '@/lib/auth/redirect-target';
import { SecondFactorStep } from './second-factor-step';

type SignInValues = { email: string; mobile: string; password: string };
const SIGN_IN_METHODS = ['email', 'mobile'] as const;
type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** Each way of signing in checks its own field only, with the API's own rules. */
const RESOLVERS: Record<SignInMethod, Resolver<SignInValues, unknown, LoginBody>> = {
  email: formResolver(bodySchema(({ email, password }: SignInValues) => ({ email, password }), emailSignInBody)),
  mobile: formResolver(
    bodySchema(({ mobile, password }: SignInValues) => ({ mobile, password }), mobileSignInBody),
    {
      messages: { 'mobile:custom': 'auth.fields.mobileInvalid' },
    },
  ),
};

/**
 * Signing in with an email (the email-type field of the spec) or, for learners who have none, a
 * mobile number: two choices above one field, so each keeps its own keyboard and autofill.
 */
/** Accounts offered beside the form (the app hands in demo mode's); `onUse` fills the form with one. */
export type SignInSuggestions = ComponentType<{ onUse: (email: string, password: string) => void }>;

export function SignInForm({ demoAccounts: DemoAccounts }: { demoAccounts?: SignInSuggestions }) {
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
  } = useForm<SignInValues, unknown, LoginBody>({
    defaultValues: { email: '', mobile: '', password: '' },
    resolver: (values, context, options) => RESOLVERS[methodRef.current](values, context, options),
  });
  const [method, setMethod] = useState<SignInMethod>('email');
  // Set when the password was right and the account asks for a second step.
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const methodRef = useRef<SignInMethod>('email');
  const [email, mobile, password] = useWatch({ control, name: ['email', 'mobile', 'password'] });
  const choose = (chosen: SignInMethod) => {
    methodRef.current = chosen;
    setMethod(chosen);
    clearErrors();
  };

  // The button stays disabled while either field is empty or a request is in flight.
  const account = method === 'email' ? email : mobile;
  const canSubmit = account.trim() !== '' && password !== '' && !isSubmitting;

  const submit = async (credentials: LoginBody) => {
    try {
      const secondStep = await signIn(credentials, returnTo);
      if (secondStep) {
        setValue('password', '');
        setChallenge(secondStep);
      }
    } catch (error) {
      // The auth context has already shown the toast; here the failure is only logged for whoever debugs it.
      console.error('Sign-in failed:', error);
      setServerFieldErrors(error, setError, { fields: ['email', 'mobile', 'password'] });
    }
  };

  if (challenge) return <SecondFactorStep challenge={challenge} returnTo={returnTo} onRestart={() => setChallenge(null)} />;

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
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <legend className="float-left mr-2 font-semibold">{t('auth.signIn.withLabel')}</legend>
          {SIGN_IN_METHODS.map((choice) => (
            <label key={choice} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="signin-method"
                value={choice}
                className="h-5 w-5"
                checked={method === choice}
                onChange={() => choose(choice)}
              />
              {t(choice === 'email' ? 'auth.signIn.withEmail' : 'auth.signIn.withMobile')}
            </label>
          ))}
        </fieldset>
        {method === 'email' ? (
          <EmailField id="signin-email" label={t('auth.fields.email')} error={errors.email?.message} {...register('email')} />
        ) : (
          <FormField
            id="signin-mobile"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            label={t('auth.fields.mobile')}
            hint={t('auth.fields.mobileHint')}
            error={errors.mobile?.message}
            {...register('mobile')}
          />
        )}
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
      {DemoAccounts ? (
        <DemoAccounts
          onUse={(demoEmail, demoPassword) => {
            choose('email');
            setValue('email', demoEmail);
            setValue('password', demoPassword);
            clearErrors();
          }}
        />
      ) : null}
    </div>
  );
}
