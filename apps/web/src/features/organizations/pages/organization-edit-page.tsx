import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrganization } from '../api/organizations';
import { AdminHeader } from '@/components/admin-header';
import { QueryStates } from '@/components/dashboard-list';
import { OrganizationForm } from '../components/organization-form';

/** masters/organizations/create and masters/organizations/:id (with its users: `usersList`, handed in by the app: users'). */
export function OrganizationEditPage({ usersList: UsersList }: { usersList: ComponentType<{ fixedOrganizationId: string }> }) {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const organization = useOrganization(id);
  const back = (
    <Link to="/dashboard/masters/organizations" className="inline-flex min-h-11 items-center font-semibold text-primary underline">
      {t('dashboard.admin.organizations.back')}
    </Link>
  );
  if (!id) {
    return (
      <section>
        <AdminHeader title={t('dashboard.pages.createOrganization')} actions={back} />
        <OrganizationForm onSaved={(saved) => void navigate(`/dashboard/masters/organizations/${saved.id}`, { replace: true })} />
      </section>
    );
  }
  return (
    <section>
      <AdminHeader title={organization.data?.name ?? t('dashboard.admin.organizations.edit')} actions={back} />
      <QueryStates query={organization} />
      {organization.data ? (
        <>
          <OrganizationForm key={organization.data.id} organization={organization.data} onSaved={() => undefined} />
          <h2 className="mt-10 mb-4 text-xl font-bold text-text">{t('dashboard.admin.organizations.itsUsers')}</h2>
          <UsersList fixedOrganizationId={organization.data.id} />
        </>
      ) : null}
    </section>
  );
}
