import { canOpenDashboard } from '@jal/contracts/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { LoadingScreen } from '@/components/loading-screen';
import { bootString } from '@/lib/translations/boot-strings';
import { signInPathWithReturn } from '@/lib/auth/redirect-target';
import { useAuth } from '@/lib/auth/auth-context';
import { useSettledAuth } from './use-settled-auth';

// Only a signed-in learner who opens the dashboard sees it: its code stays out of every first view.
const AccessDenied = lazy(() => import('./access-denied'));

/** /dashboard: sign-in required (a visitor is sent to sign in and back), and the role admin or organization (others see access denied). */
export function DashboardGuard() {
  const { t, i18n } = useTranslation();
  const { user, settled } = useSettledAuth();
  const location = useLocation();
  if (!settled) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user) return <Redirect to={signInPathWithReturn(location.pathname, location.search)} />;
  if (!canOpenDashboard(user.role)) {
    return (
      <Suspense fallback={<LoadingScreen text={t('common.checkingAccess')} />}>
        <AccessDenied />
      </Suspense>
    );
  }
  // The dashboard's code loads below this boundary: a page still loading suspends here, never
  // above the guard, which would start its wait all over again once the code has arrived.
  return (
    <Suspense fallback={<LoadingScreen text={bootString('loadingPage', i18n.language)} />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * A dashboard child open to some roles only; the others are sent back to /dashboard. It sits
 * below DashboardGuard, which has already waited for auth to settle.
 */
export function RoleGuard({ allow }: { allow: (role: string) => boolean }) {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen text={t('common.checkingAccess')} />;
  if (!user || !allow(user.role)) return <Redirect to="/dashboard" />;
  return <Outlet />;
}
