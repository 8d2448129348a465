import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LineIcon } from '@/components/line-icon';
import { useAuth } from '@/lib/auth/auth-context';
import { useDemoAccounts } from '../api/demo-accounts';

export const DEMO_MODE_PATH = '/dashboard/demo-mode';

/**
 * On every dashboard page while demo mode is on: anyone can sign in with the published
 * password. A super admin gets the way to end it; anyone else is told whom to ask.
 */
export function DemoModeWarning() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { data } = useDemoAccounts();
  if (!data?.active) return null;
  const superAdminOpen = data.accounts.some((account) => account.role === 'SUPER_ADMIN');
  return (
    <div role="alert" className="mb-6 rounded-xl border border-alert-warning-text/30 bg-alert-warning-bg p-4 text-alert-warning-text">
      <div className="flex items-start gap-3">
        <LineIcon className="mt-0.5 shrink-0">
          <path d="M12 8v5m0 3.5v.01M10.3 3.9 2.4 17.5A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
        </LineIcon>
        <div className="min-w-0 flex-1">
          <p className="font-bold">{t('demoMode.warning.title')}</p>
          <p className="mt-1">{t(superAdminOpen ? 'demoMode.warning.superAdmin' : 'demoMode.warning.demoAccounts')}</p>
          {user?.role !== 'SUPER_ADMIN' ? (
            <p className="mt-1">{t('demoMode.warning.askSuperAdmin')}</p>
          ) : pathname !== DEMO_MODE_PATH ? (
            <Link
              to={DEMO_MODE_PATH}
              className="mt-2 inline-flex min-h-11 items-center font-semibold underline underline-offset-4 hover:no-underline"
            >
              {t('demoMode.warning.end')}
            </Link>
          ) : null}
        </div>
      </div>
    </div>
  );
}
