import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${isActive ? 'border-primary text-primary' : 'border-transparent text-text-muted hover:text-text'}`;

/** Users and Batches: the two parts of the dashboard's users area. */
export function UsersAreaTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('programmes.tabs.label')} className="mb-6 flex gap-2 border-b border-border">
      <NavLink to="/dashboard/users" end className={tabClass}>
        {t('programmes.tabs.users')}
      </NavLink>
      <NavLink to="/dashboard/users/batches" className={tabClass}>
        {t('programmes.tabs.batches')}
      </NavLink>
    </nav>
  );
}

/** The users area's pages (users, batches, a batch, a learner's progress) below its tabs. */
export function UsersArea() {
  return (
    <>
      <UsersAreaTabs />
      <Outlet />
    </>
  );
}
