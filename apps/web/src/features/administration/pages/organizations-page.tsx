import type { Organization } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { notify } from '@/lib/toast';
import { useOrganizations, useToggleOrganization } from '../api/organizations';
import { AdminHeader } from '../components/admin-header';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField } from '@/components/form-field';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { failureMessage } from '@/lib/form-errors';
import { usePagerText } from '../lib/pager-text';
import { useStateName } from '../lib/states';

/** Organizations: search, status filter, paging; activate/deactivate (deactivation asks first). */
export function OrganizationsPage() {
  const { t } = useTranslation();
  const stateName = useStateName();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'inactive'>('');
  const [page, setPage] = useState(1);
  const list = useOrganizations({ search: search || undefined, status: status || undefined, page, limit: 20 });
  const toggle = useToggleOrganization();
  const totalPages = list.data?.pagination.totalPages ?? 0;
  const pagerText = usePagerText(page, totalPages);
  const [confirming, setConfirming] = useState<Organization | null>(null);

  const runToggle = async (organization: Organization) => {
    try {
      await toggle.mutateAsync(organization.id);
      void notify.success(
        organization.isActive ? t('dashboard.admin.organizations.deactivated') : t('dashboard.admin.organizations.activated'),
      );
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };

  return (
    <section>
      <AdminHeader
        title={t('dashboard.pages.masterOrganizations')}
        intro={t('dashboard.admin.organizations.intro')}
        actions={
          <Link to="/dashboard/masters/organizations/create" className={buttonClass.primary}>
            {t('dashboard.pages.createOrganization')}
          </Link>
        }
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-[1fr_14rem]">
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
        >
          <option value="">{t('dashboard.admin.common.all')}</option>
          <option value="active">{t('dashboard.admin.common.active')}</option>
          <option value="inactive">{t('dashboard.admin.common.inactive')}</option>
        </SelectField>
      </div>
      {list.isPending ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {list.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      {list.data && !list.data.items.length ? <ListEmpty message={t('dashboard.admin.organizations.none')} /> : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {list.data?.items.map((organization) => (
          <li key={organization.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
            <h2 className="text-lg font-bold text-text">{organization.name}</h2>
            <p className="text-sm text-text-muted">
              {t(`dashboard.admin.organizations.types.${organization.type}`, { defaultValue: organization.type })}
              {organization.district || organization.state
                ? ` · ${[organization.district, stateName(organization.state)].filter(Boolean).join(', ')}`
                : ''}
            </p>
            <p className="text-sm text-text">
              {t('dashboard.admin.organizations.userCount', { count: organization.userCount })} ·{' '}
              <span className={organization.isActive ? 'text-text' : 'font-semibold text-danger'}>
                {organization.isActive ? t('dashboard.admin.common.active') : t('dashboard.admin.common.inactive')}
              </span>
            </p>
            <div className="mt-auto flex flex-wrap gap-2">
              <Link to={`/dashboard/masters/organizations/${organization.id}`} className={buttonClass.secondary}>
                {t('dashboard.admin.common.edit')}
                <span className="sr-only">{` ${organization.name}`}</span>
              </Link>
              <button
                type="button"
                className={buttonClass.ghost}
                disabled={toggle.isPending}
                onClick={() => (organization.isActive ? setConfirming(organization) : void runToggle(organization))}
              >
                {organization.isActive ? t('dashboard.admin.common.deactivate') : t('dashboard.admin.common.activate')}
                <span className="sr-only">{` ${organization.name}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} text={pagerText} onPage={setPage} />
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
    </section>
  );
}
