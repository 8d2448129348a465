import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { useAuth } from '../auth-context';
import { signInPathWithReturn } from '../redirect-target';

/** Pages for any signed-in user (LMS, learning player). */
export function RequireAuth() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user) return <Navigate to={signInPathWithReturn(location.pathname, location.search)} replace />;
  return <Outlet />;
}
