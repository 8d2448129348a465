import { isAdminRole, ROLES, type AdminUser } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { notify } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { useOrganizations } from '../api/organizations';
import { useDeleteUser, useResetPassword, useSetUserStatus, useUsers } from '../api/users';
import { failureMessage } from '@/lib/form-errors';
import { usePagerText } from '../lib/pager-text';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SelectField } from '@/components/form-field';
import { Pager } from '@/components/pager';
import { SearchField } from '@/components/search-field';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { UserForm } from './user-form';

type Pending = { kind: 'disable' | 'delete' | 'reset'; user: AdminUser } | null;

/** Users with search and filters (role, organization and status for administrators), and their actions. */
export function UsersList({ fixedOrganizationId }: { fixedOrganizationId?: string }) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const admin = isAdminRole(actor?.role);
  const [filter, setFilter] = useState({ search: '', role: '', organizationId: fixedOrganizationId ?? '', status: '', page: 1 });
  const users = useUsers({ ...filter, limit: 20 });
  const organizations = useOrganizations({ limit: 100 }, admin && !fixedOrganizationId);
  const totalPages = users.data?.pagination.totalPages ?? 0;
  const pagerText = usePagerText(filter.page, totalPages);
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [temporary, setTemporary] = useState<{ name: string; password: string } | null>(null);
  const update = (patch: Partial<typeof filter>) => setFilter((current) => ({ ...current, ...patch, page: patch.page ?? 1 }));

  const confirm = async () => {
    const action = pending;
    setPending(null);
    if (!action) return;
    try {
      if (action.kind === 'disable') {
        await setStatus.mutateAsync({ id: action.user.id, status: 'disabled' });
        void notify.success(t('dashboard.admin.users.disabled'));
      } else if (action.kind === 'delete') {
        await remove.mutateAsync(action.user.id);
        void notify.success(t('dashboard.admin.users.deleted'));
      } else {
        const result = await reset.mutateAsync({ id: action.user.id });
        setTemporary({ name: action.user.name, password: result.temporaryPassword });
      }
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };
  const enable = async (user: AdminUser) => {
    try {
      await setStatus.mutateAsync({ id: user.id, status: 'active' });
      void notify.success(t('dashboard.admin.users.enabled'));
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };

  return (
    <div>
      <div className={`mb-4 grid gap-3 ${admin ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2'}`}>
        <SearchField
          id={`users-search${fixedOrganizationId ? '-org' : ''}`}
          label={t('dashboard.admin.users.search')}
          value={filter.search}
          onSearch={(search) => update({ search })}
        />
        {admin ? (
          <SelectField
            id="users-role"
            label={t('dashboard.admin.users.fields.role')}
            value={filter.role}
            onChange={(event) => update({ role: event.target.value })}
          >
            <option value="">{t('dashboard.admin.common.all')}</option>
            {ROLES.filter((role) => role !== 'admin').map((role) => (
              <option key={role} value={role}>
                {t(`dashboard.admin.users.roles.${role}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {admin && !fixedOrganizationId ? (
          <SelectField
            id="users-organization"
            label={t('dashboard.admin.users.fields.organization')}
            value={filter.organizationId}
            onChange={(event) => update({ organizationId: event.target.value })}
          >
            <option value="">{t('dashboard.admin.common.all')}</option>
            {organizations.data?.items.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <SelectField
          id={`users-status${fixedOrganizationId ? '-org' : ''}`}
          label={t('dashboard.admin.common.status')}
          value={filter.status}
          onChange={(event) => update({ status: event.target.value })}
        >
          <option value="">{t('dashboard.admin.common.all')}</option>
          <option value="active">{t('dashboard.admin.common.active')}</option>
          <option value="disabled">{t('dashboard.admin.users.statusDisabled')}</option>
        </SelectField>
      </div>
      {users.isPending ? <ListLoading label={t('dashboard.admin.common.loading')} /> : null}
      {users.isError ? (
        <ListError
          message={t('dashboard.admin.common.loadFailed')}
          retryLabel={t('dashboard.admin.common.retry')}
          onRetry={() => void users.refetch()}
        />
      ) : null}
      {users.data && !users.data.items.length ? <ListEmpty message={t('dashboard.admin.users.none')} /> : null}
      <ul className="flex flex-col gap-3">
        {users.data?.items.map((user) =>
          editing?.id === user.id ? (
            <li key={user.id}>
              <UserForm user={user} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={user.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
              <div className="min-w-0">
                <p className="font-bold break-words text-text">{user.name}</p>
                <p className="text-sm break-all text-text-muted">{user.email}</p>
                <p className="text-sm text-text">
                  {t(`dashboard.admin.users.roles.${user.role}`)}
                  {user.organizationName ? ` · ${user.organizationName}` : ''} ·{' '}
                  <span className={user.status === 'active' ? 'text-text' : 'font-semibold text-danger'}>
                    {user.status === 'active' ? t('dashboard.admin.common.active') : t('dashboard.admin.users.statusDisabled')}
                  </span>
                </p>
              </div>
              {user.canManage ? (
                <div className="flex flex-wrap gap-2">
                  <button type="button" className={buttonClass.secondary} onClick={() => setEditing(user)}>
                    {t('dashboard.admin.common.edit')}
                    <span className="sr-only">{` ${user.name}`}</span>
                  </button>
                  <button
                    type="button"
                    className={buttonClass.ghost}
                    onClick={() => (user.status === 'active' ? setPending({ kind: 'disable', user }) : void enable(user))}
                  >
                    {user.status === 'active' ? t('dashboard.admin.users.disable') : t('dashboard.admin.users.enable')}
                    <span className="sr-only">{` ${user.name}`}</span>
                  </button>
                  <button type="button" className={buttonClass.ghost} onClick={() => setPending({ kind: 'reset', user })}>
                    {t('dashboard.admin.users.resetPassword')}
                    <span className="sr-only">{` ${user.name}`}</span>
                  </button>
                  <button type="button" className={buttonClass.ghost} onClick={() => setPending({ kind: 'delete', user })}>
                    {t('dashboard.admin.common.delete')}
                    <span className="sr-only">{` ${user.name}`}</span>
                  </button>
                </div>
              ) : null}
            </li>
          ),
        )}
      </ul>
      <Pager page={filter.page} totalPages={totalPages} text={pagerText} onPage={(page) => update({ page })} />
      <ConfirmDialog
        open={!!pending}
        danger={pending?.kind !== 'reset'}
        title={t(`dashboard.admin.users.confirm.${pending?.kind ?? 'delete'}Title`)}
        message={t(`dashboard.admin.users.confirm.${pending?.kind ?? 'delete'}Message`, { name: pending?.user.name ?? '' })}
        confirmLabel={t(`dashboard.admin.users.confirm.${pending?.kind ?? 'delete'}Action`)}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      />
      <ConfirmDialog
        open={!!temporary}
        title={t('dashboard.admin.users.temporaryTitle')}
        message={t('dashboard.admin.users.temporaryMessage', { name: temporary?.name ?? '', password: temporary?.password ?? '' })}
        confirmLabel={t('dashboard.admin.users.temporaryDone')}
        onCancel={() => setTemporary(null)}
        onConfirm={() => setTemporary(null)}
      />
    </div>
  );
}
