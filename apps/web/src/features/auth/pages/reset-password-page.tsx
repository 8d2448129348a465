import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthPage } from '../components/auth-page';
import { ResetPasswordForm } from '../components/reset-password-form';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return <AuthPage title={t('auth.reset.title')} intro={t('auth.reset.intro')} form={<ResetPasswordForm token={params.get('token')} />} />;
}

export default ResetPasswordPage;
