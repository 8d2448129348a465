import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '@/lib/auth/auth-context';
import { signInPathWithReturn } from '@/lib/auth/redirect-target';

/** Pages for any signed-in user (LMS, learning player). */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user) return <Redirect to={signInPathWithReturn(location.pathname, location.search)} />;
  return <Outlet />;
}
