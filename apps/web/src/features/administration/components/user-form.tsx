import { ASSIGNABLE_ROLES, createUserBody, isAdminRole, updateUserBody, type AdminUser } from '@jal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { useAuth } from '@/features/auth';
import { useOrganizations } from '../api/organizations';
import { useSaveUser } from '../api/users';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../lib/form-errors';
import { EditorForm, FormActions } from './editor-form';

/**
 * Create or edit a user. Administrators choose the role (only a SUPER_ADMIN can give SUPER_ADMIN)
 * and organization; a manager's users are always learners of its organization, so it sees neither.
 */
export function UserForm({
  user,
  defaultOrganizationId,
  onDone,
}: {
  user?: AdminUser;
  defaultOrganizationId?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { user: actor } = useAuth();
  const admin = isAdminRole(actor?.role);
  const organizations = useOrganizations({ limit: 100 }, admin);
  const save = useSaveUser();
  const [form, setForm] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    role: user?.role === 'admin' ? 'ADMIN' : (user?.role ?? 'USER'),
    organizationId: user?.organizationId ?? defaultOrganizationId ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const roles = ASSIGNABLE_ROLES.filter((role) => actor?.role === 'SUPER_ADMIN' || role !== 'SUPER_ADMIN');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const common = {
      name: form.name,
      email: form.email,
      ...(admin ? { role: form.role, organizationId: form.organizationId || null } : {}),
    };
    const parsed = user ? updateUserBody.safeParse(common) : createUserBody.safeParse({ ...common, password: form.password });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: user?.id, body: user ? common : { ...common, password: form.password } } as Parameters<
        typeof save.mutateAsync
      >[0]);
      void notify.success(user ? t('dashboard.admin.users.saved') : t('dashboard.admin.users.created'));
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const prefix = user ? `user-${user.id}` : 'user-new';
  return (
    <EditorForm title={user ? t('dashboard.admin.users.edit') : t('dashboard.admin.users.create')} onSubmit={submit}>
      <FormField
        id={`${prefix}-name`}
        label={t('dashboard.admin.users.fields.name')}
        autoComplete="off"
        value={form.name}
        error={errors.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <FormField
        id={`${prefix}-email`}
        type="email"
        autoComplete="off"
        label={t('dashboard.admin.users.fields.email')}
        value={form.email}
        error={errors.email}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      {user ? null : (
        <FormField
          id={`${prefix}-password`}
          type="password"
          autoComplete="new-password"
          label={t('dashboard.admin.users.fields.password')}
          hint={t('dashboard.admin.users.passwordHint')}
          value={form.password}
          error={errors.password}
          onChange={(event) => setForm({ ...form, password: event.target.value })}
        />
      )}
      {admin ? (
        <>
          <SelectField
            id={`${prefix}-role`}
            label={t('dashboard.admin.users.fields.role')}
            value={form.role}
            error={errors.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as typeof form.role })}
          >
            {roles.map((role) => (
              <option key={role} value={role}>
                {t(`dashboard.admin.users.roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={`${prefix}-organization`}
            label={t('dashboard.admin.users.fields.organization')}
            value={form.organizationId}
            error={errors.organizationId}
            onChange={(event) => setForm({ ...form, organizationId: event.target.value })}
          >
            <option value="">{t('dashboard.admin.users.noOrganization')}</option>
            {organizations.data?.items.map((organization) => (
              <option key={organization.id} value={organization.id}>
                {organization.name}
              </option>
            ))}
          </SelectField>
        </>
      ) : (
        <p className="text-text-muted md:col-span-2">{t('dashboard.admin.users.managerNote')}</p>
      )}
      <FormActions
        error={errors.form}
        submitLabel={user ? t('dashboard.admin.common.save') : t('dashboard.admin.users.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </EditorForm>
  );
}
