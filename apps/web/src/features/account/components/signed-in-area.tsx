// The Admin badge and button show for every administrator role, however it is spelt: lowercase `admin`, ADMIN, SUPER_ADMIN.
import { avatarInitial, isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { useAuth } from '@/lib/auth/auth-context';
import { choosePreferences } from '../preference-sync';
import { AccountMenu } from './account-menu';
import { PreferenceSyncHost } from './preference-sync-host';

// The profile saves its preferences through this chunk's copy of the sync, which every signed-in page has loaded.
export { choosePreferences };

/**
 * The header's part for a signed-in person: their initial, their name as the account menu, their
 * role's dashboard link, and Logout; and while it shows, this device follows their account's
 * preferences. Its own chunk: a visitor's first view never loads it.
 */
export default function SignedInArea({ name, onNavigate }: { name: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  if (!user) return null;
  const inDashboard = location.pathname.startsWith('/dashboard');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <PreferenceSyncHost userId={user.id} preferences={user.preferences} />
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-secondary font-bold text-primary-contrast"
      >
        {avatarInitial(name)}
      </span>
      <AccountMenu name={name} onNavigate={onNavigate} />
      {isAdminRole(user.role) ? (
        <span className="rounded-full bg-secondary-soft px-2 py-0.5 text-sm font-semibold text-secondary-strong">
          {t('nav.adminBadge')}
        </span>
      ) : null}
      {isAdminRole(user.role) && !inDashboard ? (
        <Link to="/dashboard" onClick={onNavigate} className={buttonClass.secondary}>
          {t('nav.adminDashboard')}
        </Link>
      ) : null}
      {isOrganizationRole(user.role) && !inDashboard ? (
        <Link to="/dashboard/users" onClick={onNavigate} className={buttonClass.secondary}>
          {t('nav.organizationDashboard')}
        </Link>
      ) : null}
      <button
        type="button"
        className={buttonClass.ghost}
        onClick={() => {
          onNavigate?.();
          void signOut().then(() => navigate('/'));
        }}
      >
        {t('nav.logout')}
      </button>
    </div>
  );
}
