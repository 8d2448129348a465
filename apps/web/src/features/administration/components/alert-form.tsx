import { ALERT_TYPES, alertBody, type Alert } from '@jal/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SelectField, TextAreaField } from '@/components/form-field';
import { notify } from '@/lib/toast';
import { useSaveAlert } from '../api/alerts';
import { fromLocalInput, toLocalInput } from '../lib/datetime';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../lib/form-errors';
import { EditorForm, FormActions } from './editor-form';

/** Create or edit an alert: message per language, type, optional window in the viewer's local time. */
export function AlertForm({ alert, onDone }: { alert?: Alert; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveAlert();
  const [form, setForm] = useState({
    en: alert?.message.en ?? '',
    hi: alert?.message.hi ?? '',
    alertType: alert?.alertType ?? 'info',
    isActive: alert?.isActive ?? true,
    startsAt: toLocalInput(alert?.startsAt),
    endsAt: toLocalInput(alert?.endsAt),
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const message: Record<string, string> = { en: form.en };
    if (form.hi.trim()) message.hi = form.hi;
    const parsed = alertBody.safeParse({
      message,
      alertType: form.alertType,
      isActive: form.isActive,
      startsAt: fromLocalInput(form.startsAt),
      endsAt: fromLocalInput(form.endsAt),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      await save.mutateAsync({ id: alert?.id, body: parsed.data });
      void notify.success(t(alert ? 'dashboard.admin.alerts.saved' : 'dashboard.admin.alerts.created'));
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error));
    }
  };

  const prefix = alert ? `alert-${alert.id}` : 'alert-new';
  return (
    <EditorForm title={alert ? t('dashboard.admin.alerts.edit') : t('dashboard.admin.alerts.create')} onSubmit={submit}>
      <TextAreaField
        id={`${prefix}-en`}
        lang="en"
        label={t('dashboard.admin.alerts.messageEn')}
        value={form.en}
        error={errors['message.en'] ?? errors.message}
        maxLength={500}
        onChange={(event) => setForm({ ...form, en: event.target.value })}
      />
      <TextAreaField
        id={`${prefix}-hi`}
        lang="hi"
        label={t('dashboard.admin.alerts.messageHi')}
        value={form.hi}
        error={errors['message.hi']}
        maxLength={500}
        onChange={(event) => setForm({ ...form, hi: event.target.value })}
      />
      <SelectField
        id={`${prefix}-type`}
        label={t('dashboard.admin.alerts.type')}
        value={form.alertType}
        error={errors.alertType}
        onChange={(event) => setForm({ ...form, alertType: event.target.value as Alert['alertType'] })}
      >
        {ALERT_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`dashboard.admin.alerts.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <label className="flex min-h-11 items-center gap-2 self-end text-text">
        <input
          type="checkbox"
          className="h-5 w-5 accent-primary"
          checked={form.isActive}
          onChange={(event) => setForm({ ...form, isActive: event.target.checked })}
        />
        {t('dashboard.admin.alerts.activeLabel')}
      </label>
      <FormField
        id={`${prefix}-start`}
        type="datetime-local"
        label={t('dashboard.admin.alerts.startsAt')}
        hint={t('dashboard.admin.alerts.timeHint')}
        value={form.startsAt}
        error={errors.startsAt}
        onChange={(event) => setForm({ ...form, startsAt: event.target.value })}
      />
      <FormField
        id={`${prefix}-end`}
        type="datetime-local"
        label={t('dashboard.admin.alerts.endsAt')}
        value={form.endsAt}
        error={errors.endsAt}
        onChange={(event) => setForm({ ...form, endsAt: event.target.value })}
      />
      <FormActions
        error={errors.form}
        submitLabel={alert ? t('dashboard.admin.common.save') : t('dashboard.admin.alerts.create')}
        busy={save.isPending}
        onCancel={onDone}
      />
    </EditorForm>
  );
}
