// The Admin badge and button show for every administrator role, however it is spelt: lowercase `admin`, ADMIN, SUPER_ADMIN.
import { avatarInitial, displayName, isAdminRole, isOrganizationRole } from '@jal/contracts/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { AccountMenu } from '@/features/account';
import { useAuth } from '@/features/auth';
import { DownloadsLink } from '@/features/offline';

export function UserArea({ onNavigate }: { onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  if (!user) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <Link to="/signup" onClick={onNavigate} className={buttonClass.ghost}>
          {t('nav.register')}
        </Link>
        <Link to="/signin" onClick={onNavigate} className={buttonClass.primary}>
          {t('nav.login')}
        </Link>
      </div>
    );
  }

  const name = displayName(user.nameVariants ?? user.name, i18n.language);
  const inDashboard = location.pathname.startsWith('/dashboard');
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-full bg-secondary font-bold text-primary-contrast"
      >
        {avatarInitial(name)}
      </span>
      {/* The greeting is the account menu's button; until its code arrives it shows as plain text. */}
      <Suspense fallback={<span className="px-2 font-semibold text-text">{t('nav.welcome', { name })}</span>}>
        <AccountMenu name={name} onNavigate={onNavigate} />
      </Suspense>
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
      <DownloadsLink onNavigate={onNavigate} />
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
