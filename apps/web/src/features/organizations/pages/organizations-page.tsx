import type { Organization } from '@jal/contracts';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyOutcome } from '@/lib/notify-outcome';
import { useOrganizations, useToggleOrganization } from '../api/organizations';
import { AdminHeader } from '@/components/admin-header';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActiveState, DashboardList, ActionButton, RowActions, rowCardClass } from '@/components/dashboard-list';
import { SelectField } from '@/components/form-field';
import { SearchField } from '@/components/search-field';
import { useStateName } from '../lib/states';

/**
 * Organizations: search, status filter, paging; activate/deactivate (deactivation asks first).
 * Below them, the installation's base map of the district (`mapTilesSection`, handed in by the app).
 */
export function OrganizationsPage({ mapTilesSection: MapTilesSection }: { mapTilesSection: ComponentType }) {
  const { t } = useTranslation();
  const stateName = useStateName();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [page, setPage] = useState(1);
  const list = useOrganizations({ search: search || undefined, status: status || undefined, page, limit: 20 });
  const toggle = useToggleOrganization();
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const [confirming, setConfirming] = useState<Organization | null>(null);

  const runToggle = (organization: Organization) =>
    notifyOutcome(
      () => toggle.mutateAsync(organization.id),
      organization.isActive ? t('dashboard.admin.organizations.deactivated') : t('dashboard.admin.organizations.activated'),
    );

  return (
    <section>
      <AdminHeader
        title={t('dashboard.pages.masterOrganizations')}
        intro={t('dashboard.admin.organizations.intro')}
        actions={
          <ActionButton look="primary" label={t('dashboard.pages.createOrganization')} to="/dashboard/masters/organizations/create" />
        }
      />
      <DashboardList
        query={list}
        items={list.data?.items}
        empty={t('dashboard.admin.organizations.none')}
        listClass="grid gap-3 md:grid-cols-2"
        filters={{
          className: 'mb-4 sm:grid-cols-[1fr_14rem]',
          content: (
            <>
              <SearchField
                id="organization-search"
                label={t('dashboard.admin.organizations.search')}
                value={search}
                onSearch={(value) => (setSearch(value), setPage(1))}
              />
              <SelectField
                id="organization-status"
                label={t('dashboard.admin.common.status')}
                value={status}
                onChange={(event) => (setStatus(event.target.value as typeof status), setPage(1))}
                emptyChoice={t('dashboard.admin.common.all')}
                choices={[
                  { value: 'active', label: t('dashboard.admin.common.active') },
                  { value: 'inactive', label: t('dashboard.admin.common.inactive') },
                ]}
              />
            </>
          ),
        }}
        paging={{ page, totalPages, onPage: setPage }}
      >
        {(organization) => (
          <li key={organization.id} className={`flex flex-col gap-2 ${rowCardClass}`}>
            <h2 className="text-lg font-bold text-text">{organization.name}</h2>
            <p className="text-sm text-text-muted">
              {t(`dashboard.admin.organizations.types.${organization.type}`, { defaultValue: organization.type })}
              {organization.district || organization.state
                ? ` · ${[organization.district, stateName(organization.state)].filter(Boolean).join(', ')}`
                : ''}
            </p>
            <p className="text-sm text-text">
              {t('dashboard.admin.organizations.userCount', { count: organization.userCount })} ·{' '}
              <ActiveState active={organization.isActive} inactiveLabel={t('dashboard.admin.common.inactive')} />
            </p>
            <RowActions className="mt-auto">
              <ActionButton
                look="secondary"
                label={t('dashboard.admin.common.edit')}
                name={organization.name}
                to={`/dashboard/masters/organizations/${organization.id}`}
              />
              <ActionButton
                label={organization.isActive ? t('dashboard.admin.common.deactivate') : t('dashboard.admin.common.activate')}
                name={organization.name}
                disabled={toggle.isPending}
                onClick={() => (organization.isActive ? setConfirming(organization) : void runToggle(organization))}
              />
            </RowActions>
          </li>
        )}
      </DashboardList>
      <ConfirmDialog
        open={!!confirming}
        danger
        title={t('dashboard.admin.organizations.deactivateTitle')}
        message={t('dashboard.admin.organizations.deactivateMessage', { name: confirming?.name ?? '' })}
        confirmLabel={t('dashboard.admin.common.deactivate')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const target = confirming;
          setConfirming(null);
          if (target) void runToggle(target);
        }}
      />
      <MapTilesSection />
    </section>
  );
}
