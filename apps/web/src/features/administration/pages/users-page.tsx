import { isOrganizationRole } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { useAuth } from '@/features/auth';
import { UsersAreaTabs } from '@/features/programmes';
import { AdminHeader } from '../components/admin-header';
import { UserForm } from '../components/user-form';
import { UsersList } from '../components/users-list';
import { OrganizationFigures } from './reports-page';

/** Users: administrators manage everyone they may; an organization manager its own learners. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [creating, setCreating] = useState(false);
  const manager = isOrganizationRole(user?.role);
  return (
    <section>
      <UsersAreaTabs />
      <AdminHeader
        title={t('dashboard.pages.users')}
        intro={manager ? t('dashboard.admin.users.introManager') : t('dashboard.admin.users.intro')}
        actions={
          <button type="button" className={buttonClass.primary} onClick={() => setCreating(true)}>
            {t('dashboard.admin.users.create')}
          </button>
        }
      />
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
