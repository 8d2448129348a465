import { canOpenDashboard, PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LoadingScreen } from '@/components/loading-screen';
import { usePageTitle } from '@/components/page-title';
import { signInPathWithReturn } from '../redirect-target';
import { useAuth } from '../auth-context';
import { useSettledAuth } from './use-settled-auth';

/**
 * A signed-in learner who opened the dashboard: two ways on, to their own learning or to sign in
 * as someone else (signed out on this device first, then back to the dashboard after sign-in).
 */
function AccessDenied() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  usePageTitle(t('dashboard.accessDenied.title'));
  const switchAccount = async () => {
    await signOut();
    await navigate(signInPathWithReturn(PATHS.dashboard, ''), { replace: true });
  };
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-danger">{t('dashboard.accessDenied.title')}</h1>
      <p className="mt-4 text-lg text-text">{t('dashboard.accessDenied.message')}</p>
      <p className="mt-2 text-text-muted">{t('dashboard.accessDenied.hint')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={PATHS.myLearning} className={buttonClass.primary}>
          {t('dashboard.accessDenied.myLearning')}
        </Link>
        <button type="button" className={buttonClass.secondary} onClick={() => void switchAccount()}>
          {t('dashboard.accessDenied.switchAccount')}
        </button>
      </div>
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
