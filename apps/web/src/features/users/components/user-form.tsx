import { ASSIGNABLE_ROLES, createUserBody, isAdminRole, updateUserBody, type AdminUser, type CreateUserBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { choicesOf, FormField, SelectField } from '@/components/form-field';
import { useAuth } from '@/lib/auth/auth-context';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { BLANK_PASSWORD_MESSAGES } from '@/lib/password-messages';
import { saveForm } from '@/lib/save-form';
import { useSaveUser } from '../api/users';
import { organizationChoices, useOrganizationChoices } from '@/lib/organization-choices';
import { EditorForm, FormActions } from '@/components/editor-form';

type UserValues = {
  name: string;
  email: string;
  mobile: string;
  password: string;
  role: CreateUserBody['role'];
  organizationId: string;
};

/**
 * What is sent: the password only for a new user; role and organization only from an
 * administrator (a manager's users are always its own learners, and the server says so). A
 * learner imported with a mobile number only has no email: left empty, it is not sent.
 */
function bodyOf(values: UserValues, user: AdminUser | undefined, admin: boolean) {
  const common = {
    name: values.name,
    ...(values.email || !user?.mobile || user.email ? { email: values.email } : {}),
    // Left empty: none for a new user, removed on editing.
    ...(user || values.mobile.trim() ? { mobile: values.mobile.trim() || null } : {}),
    // A manager chooses only between a learner and a trainer; the organization is its own.
    ...(admin ? { role: values.role, organizationId: values.organizationId || null } : { role: values.role }),
  };
  return user ? common : { ...common, password: values.password };
}

const userFormSchema = (user: AdminUser | undefined, admin: boolean): z.ZodType<unknown, UserValues> =>
  bodySchema((values: UserValues) => bodyOf(values, user, admin), user ? updateUserBody : createUserBody);

/** What an organization manager may make of its users. */
const MANAGER_ASSIGNABLE_ROLES = ['USER', 'TRAINER'] as const;

const MESSAGES = { ...BLANK_PASSWORD_MESSAGES, mobile: 'dashboard.admin.users.mobileInvalid' };

/**
 * Create or edit a user. Administrators choose the role (only a SUPER_ADMIN can give SUPER_ADMIN)
 * and organization; a manager's users are always of its organization, learners or trainers.
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
  const organizations = useOrganizationChoices(admin);
  const save = useSaveUser();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<UserValues, unknown, unknown>({
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      mobile: user?.mobile ?? '',
      password: '',
      role: user?.role === 'admin' ? 'ADMIN' : (user?.role ?? 'USER'),
      organizationId: user?.organizationId ?? defaultOrganizationId ?? '',
    },
    resolver: formResolver(userFormSchema(user, admin), { messages: MESSAGES }),
  });
  const roles = admin
    ? ASSIGNABLE_ROLES.filter((role) => actor?.role === 'SUPER_ADMIN' || role !== 'SUPER_ADMIN')
    : MANAGER_ASSIGNABLE_ROLES;

  const submit = () =>
    // As typed, not as checked: the server trims and lower-cases with the same schema.
    saveForm(() => save.mutateAsync({ id: user?.id, body: bodyOf(getValues(), user, admin) }), {
      success: user ? t('dashboard.admin.users.saved') : t('dashboard.admin.users.created'),
      setError,
      then: onDone,
    });

  const prefix = user ? `user-${user.id}` : 'user-new';
  return (
    <EditorForm title={user ? t('dashboard.admin.users.edit') : t('dashboard.admin.users.create')} onSubmit={handleSubmit(submit)}>
      <FormField
        id={`${prefix}-name`}
        label={t('dashboard.admin.users.fields.name')}
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        id={`${prefix}-email`}
        type="email"
        autoComplete="off"
        label={t('dashboard.admin.users.fields.email')}
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        id={`${prefix}-mobile`}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        label={t('dashboard.admin.users.fields.mobile')}
        hint={t('dashboard.admin.users.mobileHint')}
        error={errors.mobile?.message}
        {...register('mobile')}
      />
      {user ? null : (
        <FormField
          id={`${prefix}-password`}
          type="password"
          autoComplete="new-password"
          label={t('dashboard.admin.users.fields.password')}
          hint={t('dashboard.admin.users.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
      )}
      {admin ? (
        <>
          <SelectField
            id={`${prefix}-role`}
            label={t('dashboard.admin.users.fields.role')}
            error={errors.role?.message}
            choices={choicesOf(roles, (role) => t(`role.${role}`))}
            {...register('role')}
          />
          <SelectField
            id={`${prefix}-organization`}
            label={t('dashboard.admin.users.fields.organization')}
            error={errors.organizationId?.message}
            emptyChoice={t('dashboard.admin.users.noOrganization')}
            choices={organizationChoices(organizations.data?.items)}
            {...register('organizationId')}
          />
        </>
      ) : (
        <>
          <SelectField
            id={`${prefix}-role`}
            label={t('dashboard.admin.users.fields.role')}
            error={errors.role?.message}
            choices={choicesOf(roles, (role) => t(`role.${role}`))}
            {...register('role')}
          />
          <p className="text-text-muted md:col-span-2">{t('dashboard.admin.users.managerNote')}</p>
        </>
      )}
      <FormActions
        error={errors.root?.server?.message}
        submitLabel={user ? t('dashboard.admin.common.save') : t('dashboard.admin.users.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </EditorForm>
  );
}
