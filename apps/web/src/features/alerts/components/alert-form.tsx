import { ALERT_TYPES, alertBody, type Alert, type AlertBody } from '@jal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { choicesOf, FormField, SelectField, TextAreaField } from '@/components/form-field';
import { bodySchema, formResolver } from '@/lib/form-resolver';
import { saveForm } from '@/lib/save-form';
import { useSaveAlert } from '../api/alerts';
import { fromLocalInput, toLocalInput } from '@/lib/datetime';
import { EditorForm, FormActions } from '@/components/editor-form';

type AlertValues = {
  message: { en: string; hi: string };
  alertType: Alert['alertType'];
  isActive: boolean;
  /** As the datetime-local inputs hold them: the viewer's local time, no zone. */
  startsAt: string;
  endsAt: string;
};

/** What is sent: a Hindi text only when there is one, the times as instants. */
function bodyOf(values: AlertValues): AlertBody {
  return {
    message: { en: values.message.en, ...(values.message.hi.trim() ? { hi: values.message.hi } : {}) },
    alertType: values.alertType,
    isActive: values.isActive,
    startsAt: fromLocalInput(values.startsAt),
    endsAt: fromLocalInput(values.endsAt),
  };
}

const alertFormSchema = bodySchema(bodyOf, alertBody);

// The API's two rules of its own, worded for the form.
const MESSAGES = {
  'message.en:custom': 'dashboard.admin.alerts.errors.englishRequired',
  'endsAt:custom': 'dashboard.admin.alerts.errors.endAfterStart',
};

/** Create or edit an alert: message per language, type, optional window in the viewer's local time. */
export function AlertForm({ alert, onDone }: { alert?: Alert; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAlert();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AlertValues, unknown, z.output<typeof alertBody>>({
    defaultValues: {
      message: { en: alert?.message.en ?? '', hi: alert?.message.hi ?? '' },
      alertType: alert?.alertType ?? 'info',
      isActive: alert?.isActive ?? true,
      startsAt: toLocalInput(alert?.startsAt),
      endsAt: toLocalInput(alert?.endsAt),
    },
    resolver: formResolver(alertFormSchema, { messages: MESSAGES }),
  });

  const submit = (body: z.output<typeof alertBody>) =>
    saveForm(() => save.mutateAsync({ id: alert?.id, body }), {
      success: t(alert ? 'dashboard.admin.alerts.saved' : 'dashboard.admin.alerts.created'),
      setError,
      then: onDone,
    });

  const prefix = alert ? `alert-${alert.id}` : 'alert-new';
  return (
    <EditorForm title={alert ? t('dashboard.admin.alerts.edit') : t('dashboard.admin.alerts.create')} onSubmit={handleSubmit(submit)}>
      <TextAreaField
        id={`${prefix}-en`}
        lang="en"
        label={t('dashboard.admin.alerts.messageEn')}
        error={errors.message?.en?.message ?? errors.message?.message}
        maxLength={500}
        {...register('message.en')}
      />
      <TextAreaField
        id={`${prefix}-hi`}
        lang="hi"
        label={t('dashboard.admin.alerts.messageHi')}
        error={errors.message?.hi?.message}
        maxLength={500}
        {...register('message.hi')}
      />
      <SelectField
        id={`${prefix}-type`}
        label={t('dashboard.admin.alerts.type')}
        error={errors.alertType?.message}
        choices={choicesOf(ALERT_TYPES, (type) => t(`dashboard.admin.alerts.types.${type}`))}
        {...register('alertType')}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-text">
        <input type="checkbox" className="h-5 w-5 accent-primary" {...register('isActive')} />
        {t('dashboard.admin.alerts.activeLabel')}
      </label>
      <FormField
        id={`${prefix}-start`}
        type="datetime-local"
        label={t('dashboard.admin.alerts.startsAt')}
        hint={t('dashboard.admin.alerts.timeHint')}
        error={errors.startsAt?.message}
        {...register('startsAt')}
      />
      <FormField
        id={`${prefix}-end`}
        type="datetime-local"
        label={t('dashboard.admin.alerts.endsAt')}
        error={errors.endsAt?.message}
        {...register('endsAt')}
      />
      <FormActions
        error={errors.root?.server?.message}
        submitLabel={alert ? t('dashboard.admin.common.save') : t('dashboard.admin.alerts.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </EditorForm>
  );
}
