import { useTranslation } from 'react-i18next';
import { LabelledProgress } from '@/components/labelled-progress';
import { useImportInvitations } from '../api/import-invitations';

/** An import's invitation emails as the job queue sends them: sent, waiting and failed, until none waits. */
export function InvitationProgress({ id, total }: { id: string; total: number }) {
  const { t } = useTranslation();
  const invitations = useImportInvitations(id);
  const counts = invitations.data ?? { total, done: 0, waiting: total, failed: 0 };
  return (
    <section aria-labelledby="import-invitations" className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
      <h2 id="import-invitations" className="text-lg font-bold">
        {t('dashboard.import.invitationsTitle')}
      </h2>
      <LabelledProgress
        label={t('dashboard.import.invitationsSent')}
        detail={t('dashboard.import.invitationsDetail', { done: counts.done, total: counts.total })}
        percent={counts.total ? (100 * counts.done) / counts.total : 100}
        valueText={t('dashboard.import.invitationsDetail', { done: counts.done, total: counts.total })}
      />
      <p role="status">{t('dashboard.import.invitationsCounts', counts)}</p>
      {invitations.isError ? <p className="text-danger">{t('dashboard.import.invitationsUnknown')}</p> : null}
      {counts.failed ? <p className="font-semibold text-danger">{t('dashboard.import.invitationsFailed')}</p> : null}
    </section>
  );
}
