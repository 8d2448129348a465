import { isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useAuth } from '../../features/auth/auth-context';
import { DASHBOARD_PAGES } from '../routes/dashboard/dashboard-pages';

/** Side navigation of the dashboard pages the role may open, then the page. */
export function DashboardLayout() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const role = user?.role ?? '';
  const pages = DASHBOARD_PAGES.filter((page) => (page.organization && isOrganizationRole(role)) || isAdminRole(role));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 lg:flex-row">
      <nav aria-label={t('dashboard.navigation')} className="lg:w-64 lg:shrink-0">
        <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible">
          {pages.map((page) => (
            <li key={page.path} className="shrink-0">
              <NavLink
                to={`/dashboard/${page.path}`}
                end={page.path === 'courses'}
                className={({ isActive }) =>
                  `flex min-h-11 items-center rounded-lg px-3 font-semibold ${isActive ? 'bg-primary text-primary-contrast' : 'text-text hover:bg-surface-muted'}`
                }
              >
                {t(page.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
