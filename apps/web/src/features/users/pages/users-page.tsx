import { isOrganizationRole } from '@jal/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { useAuth } from '@/lib/auth/auth-context';
import { AdminHeader } from '@/components/admin-header';
import { UserForm } from '../components/user-form';
import { UsersList } from '../components/users-list';

/**
 * Users: administrators manage everyone they may; an organization manager its own learners, with
 * its organization's figures around the list (`organizationSummary` above, `organizationFigures`
 * below, handed in by the app: reports').
 */
export function UsersPage({
  organizationSummary: OrganizationSummary,
  organizationFigures: OrganizationFigures,
}: {
  organizationSummary: ComponentType;
  organizationFigures: ComponentType;
}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const manager = isOrganizationRole(user?.role);
  return (
    <section>
      <AdminHeader
        title={t('dashboard.pages.users')}
        intro={manager ? t('dashboard.admin.users.introManager') : t('dashboard.admin.users.intro')}
        actions={
          <>
            <Link to="/dashboard/users/import" className={buttonClass.secondary}>
              {t('dashboard.import.action')}
            </Link>
            <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
              {t('dashboard.admin.users.create')}
            </button>
          </>
        }
      />
      {manager ? <OrganizationSummary /> : null}
      {creating ? (
        <div className="mb-6">
          <UserForm onDone={() => setCreating(false)} />
        </div>
      ) : null}
      <UsersList />
      {manager ? <OrganizationFigures /> : null}
    </section>
  );
}
