import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { SignUpForm } from '../components/signup-form';

export function SignUpPage() {
  const { t } = useTranslation();
  return <AuthPage title={t('auth.signUp.title')} intro={t('auth.signUp.intro')} form={<SignUpForm />} />;
}

export default SignUpPage;
