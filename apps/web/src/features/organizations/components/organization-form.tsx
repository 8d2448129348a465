import { INDIAN_STATES, ORGANIZATION_TYPES, organizationBody, type Organization } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { choicesOf, FormField, SelectField, TextAreaField } from '@/components/form-field';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { saveForm } from '@/lib/save-form';
import { useSaveOrganization } from '../api/organizations';
import { FormActions } from '@/components/editor-form';

type OrganizationValues = {
  name: string;
  type: string;
  contactPerson: string;
  email: string;
  phone: string;
  state: string;
  district: string;
  address: string;
};

const FIELDS = ['name', 'contactPerson', 'email', 'phone', 'district'] as const;
const [NAME, CONTACT, EMAIL, PHONE, DISTRICT] = FIELDS;

// "No state chosen" is the empty option of the list; the API takes it as null.
const organizationFormSchema = bodySchema((values: OrganizationValues) => ({ ...values, state: values.state || null }), organizationBody);

// The phone rule is the API's own; its message is worded for the form.
const MESSAGES = { 'phone:custom': 'dashboard.admin.organizations.errors.phone' };

/** Name, type, contact, email, Indian phone, state/UT, district and address; checked with the API's schema. */
export function OrganizationForm({ organization, onSaved }: { organization?: Organization; onSaved: (saved: Organization) => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveOrganization();
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors },
  } = useForm<OrganizationValues, unknown, z.output<typeof organizationBody>>({
    defaultValues: {
      name: organization?.name ?? '',
      type: organization?.type ?? 'ngo',
      contactPerson: organization?.contactPerson ?? '',
      email: organization?.email ?? '',
      phone: organization?.phone ?? '',
      state: organization?.state ?? '',
      district: organization?.district ?? '',
      address: organization?.address ?? '',
    },
    resolver: formResolver(organizationFormSchema, { messages: MESSAGES }),
  });

  const submit = (parsed: z.output<typeof organizationBody>) =>
    // The raw form is sent: the server applies the same schema (and its trimming) itself.
    saveForm(() => save.mutateAsync({ id: organization?.id, body: { ...getValues(), type: parsed.type, state: parsed.state } }), {
      success: t('dashboard.admin.organizations.saved'),
      setError,
      then: onSaved,
    });

  const input = (field: (typeof FIELDS)[number]) => (
    <FormField
      key={field}
      id={`organization-${field}`}
      label={t(`dashboard.admin.organizations.fields.${field}`)}
      hint={field === 'phone' ? t('dashboard.admin.organizations.phoneHint') : undefined}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'off'}
      required={field === 'name'}
      error={errors[field]?.message}
      {...register(field)}
    />
  );

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className="grid gap-4 md:grid-cols-2">
      {input(NAME)}
      <SelectField
        id="organization-type"
        label={t('dashboard.admin.organizations.fields.type')}
        error={errors.type?.message}
        choices={choicesOf(ORGANIZATION_TYPES, (type) => t(`dashboard.admin.organizations.types.${type}`))}
        {...register('type')}
      />
      {input(CONTACT)}
      {input(EMAIL)}
      {input(PHONE)}
      <SelectField
        id="organization-state"
        label={t('dashboard.admin.organizations.fields.state')}
        error={errors.state?.message}
        emptyChoice={t('dashboard.admin.organizations.chooseState')}
        choices={INDIAN_STATES.map((state) => ({ value: state.en, label: i18n.language === 'hi' ? state.hi : state.en }))}
        {...register('state')}
      />
      {input(DISTRICT)}
      <div className="md:col-span-2">
        <TextAreaField
          id="organization-address"
          label={t('dashboard.admin.organizations.fields.address')}
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <FormActions
        error={errors.root?.server?.message}
        submitLabel={organization ? t('dashboard.admin.common.save') : t('dashboard.pages.createOrganization')}
        busy={save.isPending}
      />
    </form>
  );
}
