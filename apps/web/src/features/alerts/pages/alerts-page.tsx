import type { Alert } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localized } from '@/lib/localized';
import { notifyOutcome } from '@/lib/notify-outcome';
import { useAdminAlerts, useDeleteAlert, useToggleAlert } from '../api/alerts';
import { AdminHeader } from '@/components/admin-header';
import { AlertForm } from '../components/alert-form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DashboardList, ActionButton, RowActions, rowCardClass } from '@/components/dashboard-list';
import { formatDateTime } from '@/lib/locale-format';

/** Whether the banner would show this alert now (docs/decisions/003-current-alert.md). */
const inWindow = (alert: Alert, now: number) =>
  alert.isActive && (!alert.startsAt || Date.parse(alert.startsAt) <= now) && (!alert.endsAt || Date.parse(alert.endsAt) > now);

/** Alerts: the list (the one the banner shows marked), create, edit, switch on/off, delete. */
export function AlertsPage() {
  const { t, i18n } = useTranslation();
  const alerts = useAdminAlerts();
  const toggle = useToggleAlert();
  const remove = useDeleteAlert();
  const [editing, setEditing] = useState<Alert | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Alert | null>(null);
  const now = Date.now();
  const currentId = alerts.data?.find((alert) => inWindow(alert, now))?.id;

  return (
    <section>
      <AdminHeader
        title={t('dashboard.pages.alerts')}
        intro={t('dashboard.admin.alerts.intro')}
        actions={<ActionButton look="primary" label={t('dashboard.admin.alerts.create')} onClick={() => setEditing('new')} />}
      />
      {editing === 'new' ? (
        <div className="mb-6">
          <AlertForm onDone={() => setEditing(null)} />
        </div>
      ) : null}
      <DashboardList query={alerts} items={alerts.data} empty={t('dashboard.admin.alerts.none')} listClass="flex flex-col gap-3">
        {(alert) =>
          editing !== 'new' && editing?.id === alert.id ? (
            <li key={alert.id}>
              <AlertForm alert={alert} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={alert.id} className={rowCardClass}>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="rounded bg-surface-muted px-2 py-1 font-semibold text-text">
                  {t(`dashboard.admin.alerts.types.${alert.alertType}`)}
                </span>
                <span className="text-text-muted">
                  {alert.isActive ? t('dashboard.admin.common.active') : t('dashboard.admin.common.inactive')}
                </span>
                {alert.id === currentId ? (
                  <span className="rounded bg-secondary-soft px-2 py-1 font-semibold text-text">
                    {t('dashboard.admin.alerts.showingNow')}
                  </span>
                ) : null}
              </div>
              <p className="mt-2 text-text">{localized(alert.message, i18n.language)}</p>
              <p className="mt-1 text-sm text-text-muted">
                {alert.startsAt || alert.endsAt
                  ? t('dashboard.admin.alerts.window', {
                      start: alert.startsAt ? formatDateTime(alert.startsAt, i18n.language) : t('dashboard.admin.alerts.open'),
                      end: alert.endsAt ? formatDateTime(alert.endsAt, i18n.language) : t('dashboard.admin.alerts.open'),
                    })
                  : t('dashboard.admin.alerts.always')}
              </p>
              <RowActions className="mt-3">
                <ActionButton look="secondary" label={t('dashboard.admin.common.edit')} onClick={() => setEditing(alert)} />
                <ActionButton
                  look="secondary"
                  label={alert.isActive ? t('dashboard.admin.common.deactivate') : t('dashboard.admin.common.activate')}
                  disabled={toggle.isPending}
                  onClick={() =>
                    void notifyOutcome(
                      () => toggle.mutateAsync(alert.id),
                      alert.isActive ? t('dashboard.admin.alerts.switchedOff') : t('dashboard.admin.alerts.switchedOn'),
                    )
                  }
                />
                <ActionButton label={t('dashboard.admin.common.delete')} onClick={() => setDeleting(alert)} />
              </RowActions>
            </li>
          )
        }
      </DashboardList>
      <ConfirmDialog
        open={!!deleting}
        danger
        busy={remove.isPending}
        title={t('dashboard.admin.alerts.deleteTitle')}
        message={t('dashboard.admin.alerts.deleteMessage')}
        confirmLabel={t('dashboard.admin.common.delete')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const target = deleting;
          setDeleting(null);
          if (target) void notifyOutcome(() => remove.mutateAsync(target.id), t('dashboard.admin.alerts.deleted'));
        }}
      />
    </section>
  );
}
