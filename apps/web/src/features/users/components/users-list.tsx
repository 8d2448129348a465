import { isAdminRole, ROLES, type AdminUser } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/locale-format';
import { notify } from '@/lib/toast';
import { useAuth } from '@/lib/auth/auth-context';
import { useDeleteUser, useEndUserSessions, useResetPassword, useSetUserStatus, useUsers } from '../api/users';
import { failureMessage } from '@/lib/form-errors';
import { notifyOutcome } from '@/lib/notify-outcome';
import { useMediaQuery } from '@/lib/use-media-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActiveState, DashboardList, ActionButton, RowActions, rowCardClass } from '@/components/dashboard-list';
import { MoreActions, type MoreAction } from '@/components/more-actions';
import { choicesOf, SelectField, type Choice } from '@/components/form-field';
import { SearchField } from '@/components/search-field';
import { organizationChoices, useOrganizationChoices } from '@/lib/organization-choices';
import { UserForm } from './user-form';

type ConfirmedKind = 'disable' | 'delete' | 'reset' | 'endSessions';
type Pending = { kind: ConfirmedKind; user: AdminUser } | null;

/**
 * Whether the person still has to choose their own password (an imported learner, a new account
 * or a reset), and until when the password they were given works: the manager sees whom to
 * give a new one-time password.
 */
function OwnPasswordState({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation();
  if (!user.mustChangePassword) return null;
  const expiresAt = user.passwordExpiresAt;
  const expired = expiresAt !== null && new Date(expiresAt).getTime() <= Date.now();
  return (
    <p className={`text-sm ${expired ? 'font-bold text-danger' : 'text-text-muted'}`}>
      {expired
        ? t('dashboard.admin.users.oneTimePasswordExpired')
        : t('dashboard.admin.users.awaitingOwnPassword', { date: formatDateTime(expiresAt, i18n.language) })}
    </p>
  );
}

type UserActionsProps = {
  user: AdminUser;
  /** The name the row shows, read after each button's label ("Edit Asha Verma"). */
  shownName: string;
  /** The signed-in person's own row: no "Sign out everywhere" (My devices is theirs for that). */
  isSelf: boolean;
  wide: boolean;
  onEdit: () => void;
  onEnable: () => void;
  onConfirm: (kind: ConfirmedKind) => void;
};

/**
 * A row's actions: the learner's progress and Edit as buttons; the rest (disable or enable, a new
 * password, sign out everywhere, delete) beside them on a wide screen, behind "More actions" on a
 * narrow one, where six buttons would wrap onto three lines.
 */
function UserActions({ user, shownName, isSelf, wide, onEdit, onEnable, onConfirm }: UserActionsProps) {
  const { t } = useTranslation();
  if (!user.canManage && user.role !== 'USER') return null;
  const active = user.status === 'active';
  const others: MoreAction[] = user.canManage
    ? [
        {
          key: 'status',
          label: active ? t('dashboard.admin.users.disable') : t('dashboard.admin.users.enable'),
          onSelect: () => (active ? onConfirm('disable') : onEnable()),
        },
        {
          key: 'reset',
          label: t(user.mustChangePassword ? 'dashboard.admin.users.newOneTimePassword' : 'dashboard.admin.users.resetPassword'),
          onSelect: () => onConfirm('reset'),
        },
        ...(isSelf
          ? []
          : [{ key: 'endSessions', label: t('dashboard.admin.users.endSessions'), onSelect: () => onConfirm('endSessions') }]),
        { key: 'delete', label: t('dashboard.admin.common.delete'), onSelect: () => onConfirm('delete'), danger: true },
      ]
    : [];
  return (
    <RowActions className={wide ? '' : 'w-full'}>
      {user.role === 'USER' ? (
        <ActionButton look="secondary" label={t('learner.openFromUsers')} name={shownName} to={`/dashboard/users/${user.id}/progress`} />
      ) : null}
      {user.canManage ? <ActionButton look="secondary" label={t('dashboard.admin.common.edit')} name={shownName} onClick={onEdit} /> : null}
      {wide ? (
        others.map((action) => <ActionButton key={action.key} label={action.label} name={shownName} onClick={action.onSelect} />)
      ) : others.length ? (
        <MoreActions label={t('dashboard.admin.common.moreActions')} name={shownName} actions={others} />
      ) : null}
    </RowActions>
  );
}

/** Users with search and filters (role, organization and status for administrators), and their actions. */
export function UsersList({ fixedOrganizationId }: { fixedOrganizationId?: string }) {
  const { t, i18n } = useTranslation();
  const { user: actor } = useAuth();
  // Every action side by side where they fit on a line; on a narrower screen the rarer ones behind "More actions".
  const wide = useMediaQuery('(min-width: 64rem)');
  /** A Hindi page names a person by their Hindi name when they have one. */
  const shownName = (user: AdminUser) => (i18n.language === 'hi' && user.nameVariants?.hindi?.trim()) || user.name;
  const admin = isAdminRole(actor?.role);
  const [filter, setFilter] = useState({ search: '', role: '', organizationId: fixedOrganizationId ?? '', status: '', page: 1 });
  const users = useUsers({ ...filter, limit: 20 });
  const organizations = useOrganizationChoices(admin && !fixedOrganizationId);
  const totalPages = users.data?.pagination.totalPages ?? 0;
  const setStatus = useSetUserStatus();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const endSessions = useEndUserSessions();
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
      } else if (action.kind === 'endSessions') {
        const { ended } = await endSessions.mutateAsync(action.user.id);
        void notify.success(t('dashboard.admin.users.sessionsEnded', { count: ended }));
      } else {
        const result = await reset.mutateAsync({ id: action.user.id });
        setTemporary({ name: shownName(action.user), password: result.temporaryPassword });
      }
    } catch (error) {
      void notify.error(failureMessage(error));
    }
  };
  const enable = (user: AdminUser) =>
    notifyOutcome(() => setStatus.mutateAsync({ id: user.id, status: 'active' }), t('dashboard.admin.users.enabled'));
  /** A filter of the list: a select bound to its field of the filter, "All" first. */
  const filterSelect = (field: 'role' | 'organizationId' | 'status', id: string, label: string, choices: Choice[]) => (
    <SelectField
      id={id}
      label={label}
      value={filter[field]}
      onChange={(event) => update({ [field]: event.target.value })}
      emptyChoice={t('dashboard.admin.common.all')}
      choices={choices}
    />
  );

  return (
    <div>
      <DashboardList
        query={users}
        items={users.data?.items}
        empty={t('dashboard.admin.users.none')}
        listClass="flex flex-col gap-3"
        filters={{
          className: `mb-4 ${admin ? 'sm:grid-cols-2 xl:grid-cols-4' : 'sm:grid-cols-2'}`,
          content: (
            <>
              <SearchField
                id={`users-search${fixedOrganizationId ? '-org' : ''}`}
                label={t('dashboard.admin.users.search')}
                value={filter.search}
                onSearch={(search) => update({ search })}
              />
              {admin
                ? filterSelect(
                    'role',
                    'users-role',
                    t('dashboard.admin.users.fields.role'),
                    choicesOf(
                      ROLES.filter((role) => role !== 'admin'),
                      (role) => t(`role.${role}`),
                    ),
                  )
                : null}
              {admin && !fixedOrganizationId
                ? filterSelect(
                    'organizationId',
                    'users-organization',
                    t('dashboard.admin.users.fields.organization'),
                    organizationChoices(organizations.data?.items),
                  )
                : null}
              {filterSelect('status', `users-status${fixedOrganizationId ? '-org' : ''}`, t('dashboard.admin.common.status'), [
                { value: 'active', label: t('dashboard.admin.common.active') },
                { value: 'disabled', label: t('dashboard.admin.users.statusDisabled') },
              ])}
            </>
          ),
        }}
        paging={{ page: filter.page, totalPages, onPage: (page) => update({ page }) }}
      >
        {(user) =>
          editing?.id === user.id ? (
            <li key={user.id}>
              <UserForm user={user} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={user.id} className={`flex flex-wrap items-center justify-between gap-3 ${rowCardClass}`}>
              <div className="min-w-0">
                <p className="font-bold break-words text-text">{shownName(user)}</p>
                <p className="text-sm break-all text-text-muted">
                  {[user.email, user.mobile ? t('dashboard.admin.users.mobileShown', { mobile: user.mobile }) : '']
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-sm text-text">
                  {t(`role.${user.role}`)}
                  {user.organizationName ? ` · ${user.organizationName}` : ''} ·{' '}
                  <ActiveState active={user.status === 'active'} inactiveLabel={t('dashboard.admin.users.statusDisabled')} />
                </p>
                <OwnPasswordState user={user} />
              </div>
              <UserActions
                user={user}
                shownName={shownName(user)}
                isSelf={user.id === actor?.id}
                wide={wide}
                onEdit={() => setEditing(user)}
                onEnable={() => void enable(user)}
                onConfirm={(kind) => setPending({ kind, user })}
              />
            </li>
          )
        }
      </DashboardList>
      <ConfirmDialog
        open={!!pending}
        danger={pending?.kind !== 'reset'}
        title={t(`dashboard.admin.users.confirm.${pending?.kind ?? 'delete'}Title`)}
        message={t(`dashboard.admin.users.confirm.${pending?.kind ?? 'delete'}Message`, { name: pending ? shownName(pending.user) : '' })}
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
