import { useTranslation } from 'react-i18next';
import { AuthPage } from '../components/auth-page';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return <AuthPage title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} form={<ForgotPasswordForm />} />;
}

export default ForgotPasswordPage;
