import { INDIAN_STATES, ORGANIZATION_TYPES, organizationBody, type Organization } from '@jal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions } from './editor-form';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { useSaveOrganization } from '../api/organizations';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../lib/form-errors';

const FIELDS = ['name', 'contactPerson', 'email', 'phone', 'district'] as const;
const [NAME, CONTACT, EMAIL, PHONE, DISTRICT] = FIELDS;

/** Name, type, contact, email, Indian phone, state/UT, district and address; checked with the API's schema. */
export function OrganizationForm({ organization, onSaved }: { organization?: Organization; onSaved: (saved: Organization) => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveOrganization();
  const [form, setForm] = useState({
    name: organization?.name ?? '',
    type: organization?.type ?? 'ngo',
    contactPerson: organization?.contactPerson ?? '',
    email: organization?.email ?? '',
    phone: organization?.phone ?? '',
    state: organization?.state ?? '',
    district: organization?.district ?? '',
    address: organization?.address ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = organizationBody.safeParse({ ...form, state: form.state || null });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      // The raw form is sent: the server applies the same schema (and its trimming) itself.
      const saved = await save.mutateAsync({ id: organization?.id, body: { ...form, type: parsed.data.type, state: parsed.data.state } });
      void notify.success(t('dashboard.admin.organizations.saved'));
      onSaved(saved);
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const input = (field: (typeof FIELDS)[number]) => (
    <FormField
      key={field}
      id={`organization-${field}`}
      label={t(`dashboard.admin.organizations.fields.${field}`)}
      hint={field === 'phone' ? t('dashboard.admin.organizations.phoneHint') : undefined}
      type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
      autoComplete={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'off'}
      required={field === 'name'}
      value={form[field]}
      error={errors[field]}
      onChange={(event) => setForm({ ...form, [field]: event.target.value })}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4 md:grid-cols-2">
      {input(NAME)}
      <SelectField
        id="organization-type"
        label={t('dashboard.admin.organizations.fields.type')}
        value={form.type}
        error={errors.type}
        onChange={(event) => setForm({ ...form, type: event.target.value })}
      >
        {ORGANIZATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`dashboard.admin.organizations.types.${type}`)}
          </option>
        ))}
      </SelectField>
      {input(CONTACT)}
      {input(EMAIL)}
      {input(PHONE)}
      <SelectField
        id="organization-state"
        label={t('dashboard.admin.organizations.fields.state')}
        value={form.state}
        error={errors.state}
        onChange={(event) => setForm({ ...form, state: event.target.value })}
      >
        <option value="">{t('dashboard.admin.organizations.chooseState')}</option>
        {INDIAN_STATES.map((state) => (
          <option key={state.en} value={state.en}>
            {i18n.language === 'hi' ? state.hi : state.en}
          </option>
        ))}
      </SelectField>
      {input(DISTRICT)}
      <div className="md:col-span-2">
        <TextAreaField
          id="organization-address"
          label={t('dashboard.admin.organizations.fields.address')}
          value={form.address}
          error={errors.address}
          onChange={(event) => setForm({ ...form, address: event.target.value })}
        />
      </div>
      <FormActions
        error={errors.form}
        submitLabel={organization ? t('dashboard.admin.common.save') : t('dashboard.pages.createOrganization')}
        busy={save.isPending}
      />
    </form>
  );
}
