import { batchBody, isAdminRole } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { buttonClass } from '@/components/button-styles';
import { FormField, SelectField } from '@/components/form-field';
import { useAuth } from '@/lib/auth/auth-context';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { saveForm } from '@/lib/save-form';
import { useCreateBatch, useOrganizationChoices } from '../api/batches';

type BatchFormValues = { name: string; startsOn: string; endsOn: string; organizationId: string };

// Empty date fields are "no date"; an organization manager sends no organization (the API uses its own).
const schema = bodySchema(
  (values: BatchFormValues) => ({
    name: values.name,
    startsOn: values.startsOn || null,
    endsOn: values.endsOn || null,
    ...(values.organizationId ? { organizationId: values.organizationId } : {}),
  }),
  batchBody,
);

/** A new batch: name, dates, and (administrators) whose it is. */
export function BatchForm({ onDone }: { onDone: (id?: string) => void }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const admin = isAdminRole(user?.role);
  const organizations = useOrganizationChoices(admin);
  const create = useCreateBatch();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BatchFormValues, unknown, z.output<typeof batchBody>>({
    defaultValues: { name: '', startsOn: '', endsOn: '', organizationId: '' },
    resolver: formResolver(schema),
  });
  const submit = (body: z.output<typeof batchBody>) =>
    saveForm(() => create.mutateAsync({ ...body, startsOn: body.startsOn ?? null, endsOn: body.endsOn ?? null }), {
      success: t('batches.saved'),
      setError,
      then: (saved) => onDone(saved.id),
    });
  return (
    <form
      onSubmit={(event) => void handleSubmit(submit)(event)}
      noValidate
      className="grid gap-4 rounded-2xl border border-border bg-surface p-4 md:grid-cols-2"
    >
      <FormField id="batch-name" label={t('batches.name')} required error={errors.name?.message} {...register('name')} />
      {admin ? (
        <SelectField
          id="batch-organization"
          label={t('batches.organization')}
          emptyChoice={t('batches.chooseOrganization')}
          choices={(organizations.data?.items ?? []).map((row) => ({ value: row.id, label: row.name }))}
          error={errors.organizationId?.message}
          {...register('organizationId')}
        />
      ) : null}
      <FormField id="batch-starts" type="date" label={t('batches.startsOn')} error={errors.startsOn?.message} {...register('startsOn')} />
      <FormField id="batch-ends" type="date" label={t('batches.endsOn')} error={errors.endsOn?.message} {...register('endsOn')} />
      <div className="flex flex-wrap gap-2 md:col-span-2">
        <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
          {t('batches.save')}
        </button>
        <button type="button" className={buttonClass.ghost} onClick={() => onDone()}>
          {t('batches.cancel')}
        </button>
      </div>
    </form>
  );
}
