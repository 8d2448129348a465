import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { AuthPage } from '../components/auth-page';
import { FirstPasswordForm } from '../components/first-password-form';
import { useAuth } from '@/lib/auth/auth-context';
import { postSignInTarget, signInPathWithReturn } from '@/lib/auth/redirect-target';

/** Where a person who signed in with a one-time password chooses their own. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (!user) return <Redirect to={signInPathWithReturn('/set-password', '')} />;
  const target = postSignInTarget(params.get('returnTo'), user.role);
  if (!user.mustChangePassword) return <Redirect to={target} />;
  return (
    <AuthPage title={t('auth.firstPassword.title')} form={<FirstPasswordForm onDone={() => void navigate(target, { replace: true })} />} />
  );
}

export default SetPasswordPage;
