import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { PasswordChangedNotice } from '../components/password-changed-notice';
import { SignInForm, type SignInSuggestions } from '../components/signin-form';

/** `demoAccounts`: the demo accounts offered while demo mode is on, handed in by the app. */
export function SignInPage({ demoAccounts }: { demoAccounts?: SignInSuggestions }) {
  const { t } = useTranslation();
  return <AuthPage title={t('auth.signIn.title')} notice={<PasswordChangedNotice />} form={<SignInForm demoAccounts={demoAccounts} />} />;
}

export default SignInPage;
