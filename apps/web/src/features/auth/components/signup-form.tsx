import { PATHS, PRIVACY_NOTICE_VERSION } from '@jal/contracts/core';
import { signupBody, type SignupBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmailField, NameField, PasswordField } from '@/components/account-fields';
import { FieldNotes, FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { failureMessage, setServerFieldErrors } from '@/lib/form-errors';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { BLANK_PASSWORD_MESSAGES } from '@/lib/password-messages';
import { notify, usePreloadToaster } from '@/lib/toast';
import { signup } from '../api/signup';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthForm } from './auth-form';

// One plain message per field: the schema decides what is valid, these say how to fix it.
const MESSAGES = {
  name: 'auth.signUp.errors.name',
  email: 'auth.signUp.errors.email',
  password: 'auth.signUp.errors.password',
  nameHindi: 'account.errors.nameHindi',
  acceptedPrivacyNotice: 'auth.signUp.errors.consent',
  ...BLANK_PASSWORD_MESSAGES,
};
const FIELDS = ['name', 'email', 'password', 'nameHindi', 'acceptedPrivacyNotice'] as const;

/** The form's values: the Hindi name may stay empty, and the consent is a tick. */
type SignUpValues = Omit<SignupBody, 'nameHindi' | 'acceptedPrivacyNotice'> & { nameHindi: string; acceptedPrivacyNotice: boolean };

/**
 * The body the API takes: the Hindi name only when given, and the ticked consent as the version
 * of the notice the person read. This form always asks for that consent (other clients may not).
 */
const toBody = ({ nameHindi, acceptedPrivacyNotice, ...rest }: SignUpValues) => ({
  ...rest,
  ...(nameHindi.trim() ? { nameHindi } : {}),
  acceptedPrivacyNotice: acceptedPrivacyNotice ? PRIVACY_NOTICE_VERSION : undefined,
});
const signUpForm = bodySchema(toBody, signupBody.required({ acceptedPrivacyNotice: true }));

const PRIVACY = '<privacy>';
const TERMS = '<terms>';

/** "I have read the Privacy notice and accept the Terms of use", its two names links that open in a new tab. */
function ConsentText() {
  const { t } = useTranslation();
  const link = (to: string, key: string) => (
    <Link key={key} to={to} target="_blank" rel="noopener" className="font-semibold text-primary underline">
      {t(key)}
    </Link>
  );
  // The sentence's word order is the language's own: the links go where its placeholders are.
  const parts = t('auth.signUp.consent', { privacy: PRIVACY, terms: TERMS }).split(/(<privacy>|<terms>)/);
  return parts.map((part) => {
    if (part === PRIVACY) return link(PATHS.privacy, 'auth.signUp.consentPrivacy');
    if (part === TERMS) return link(PATHS.terms, 'auth.signUp.consentTerms');
    return part;
  });
}

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
  } = useForm<SignUpValues, unknown, SignupBody>({
    defaultValues: { name: '', nameHindi: '', email: '', password: '', acceptedPrivacyNotice: false },
    resolver: formResolver(signUpForm, { messages: MESSAGES }),
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
      <FormField
        id="signup-name-hindi"
        lang="hi"
        autoComplete="off"
        label={t('account.fields.nameHindi')}
        hint={t('account.fields.nameHindiHint')}
        error={errors.nameHindi?.message}
        {...register('nameHindi')}
      />
      <EmailField id="signup-email" label={t('auth.fields.email')} error={errors.email?.message} {...register('email')} />
      <PasswordField
        id="signup-password"
        label={t('auth.fields.password')}
        isNew
        hint={t('auth.signUp.passwordHint')}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id="signup-consent"
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-primary"
            aria-invalid={errors.acceptedPrivacyNotice ? true : undefined}
            aria-describedby={errors.acceptedPrivacyNotice ? 'signup-consent-hint signup-consent-error' : 'signup-consent-hint'}
            {...register('acceptedPrivacyNotice')}
          />
          <label htmlFor="signup-consent" className="text-text">
            <ConsentText />
          </label>
        </div>
        <FieldNotes id="signup-consent" hint={t('auth.signUp.consentHint')} error={errors.acceptedPrivacyNotice?.message} />
      </div>
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
