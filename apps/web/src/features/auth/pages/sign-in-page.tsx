import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { PasswordChangedNotice } from '../components/password-changed-notice';
import { SignInForm } from '../components/signin-form';

export function SignInPage() {
  const { t } = useTranslation();
  return <AuthPage title={t('auth.signIn.title')} notice={<PasswordChangedNotice />} form={<SignInForm />} />;
}

export default SignInPage;
