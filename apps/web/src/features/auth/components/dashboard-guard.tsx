import { canOpenDashboard } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { usePageTitle } from '@/components/page-title';
import { signInPathWithReturn } from '../redirect-target';
import { useAuth } from '../auth-context';
import { useSettledAuth } from './use-settled-auth';

function AccessDenied() {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.accessDenied.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-danger">{t('dashboard.accessDenied.title')}</h1>
      <p className="mt-4 text-lg text-text">{t('dashboard.accessDenied.message')}</p>
      <p className="mt-2 text-text-muted">{t('dashboard.accessDenied.hint')}</p>
    </div>
  );
}

/** /dashboard: sign-in required (a visitor is sent to sign in and back), and the role admin or organization (others see access denied). */
export function DashboardGuard() {
  const { t } = useTranslation();
  const { user, settled } = useSettledAuth();
  const location = useLocation();
  if (!settled) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user) return <Navigate to={signInPathWithReturn(location.pathname, location.search)} replace />;
  if (!canOpenDashboard(user.role)) return <AccessDenied />;
  return <Outlet />;
}

/**
 * A dashboard child open to some roles only; the others are sent back to /dashboard. It sits
 * below DashboardGuard, which has already waited for auth to settle.
 */
export function RoleGuard({ allow }: { allow: (role: string) => boolean }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user || !allow(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
