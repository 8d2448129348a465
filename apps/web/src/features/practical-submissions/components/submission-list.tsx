import type { PracticalSubmission } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { fileSizeText } from '@/lib/file-size';
import { formatDateTime, formatNumber } from '@/lib/locale-format';
import type { Waiting } from '../hooks/use-waiting';

/** What the learner is told of each submission, in words. */
export type ShownState = 'waiting' | 'sent' | 'accepted' | 'returned';

export function shownState(submission: PracticalSubmission): ShownState {
  if (submission.state === 'accepted') return 'accepted';
  if (submission.state === 'returned') return 'returned';
  return 'sent';
}

const BADGE: Record<ShownState, string> = {
  waiting: 'bg-alert-warning-bg text-alert-warning-text',
  sent: 'bg-alert-info-bg text-alert-info-text',
  accepted: 'bg-alert-success-bg text-alert-success-text',
  returned: 'bg-alert-error-bg text-alert-error-text',
};

type Props = {
  waiting: Waiting[];
  submissions: PracticalSubmission[];
  /** Where a returned submission's "Send again" leads: the form, shown above. */
  onSendAgain: (() => void) | null;
};

/** The learner's submissions of this practical, the latest first: what waits on the phone, then what the server holds. */
export function SubmissionList({ waiting, submissions, onSendAgain }: Props) {
  const { t, i18n } = useTranslation();
  if (waiting.length === 0 && submissions.length === 0) return null;
  const latestId = submissions[0]?.id;
  const item = (key: string, state: ShownState, time: string, body: React.ReactNode) => (
    <li key={key} className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${BADGE[state]}`}>
          {t(`practicalSubmissions.list.state.${state}`)}
        </span>
        <span className="text-sm text-text-muted">{formatDateTime(time, i18n.language)}</span>
      </div>
      {body}
    </li>
  );
  return (
    <section aria-labelledby="practical-list-heading" className="space-y-3">
      <h2 id="practical-list-heading" className="text-lg font-bold text-text">
        {t('practicalSubmissions.list.title')}
      </h2>
      <ul className="space-y-3">
        {waiting.map((one) =>
          item(
            one.idempotencyKey,
            'waiting',
            one.submittedAt,
            <p className="mt-2 text-sm text-text">
              {one.sent
                ? t('practicalSubmissions.list.sentOf', {
                    sent: fileSizeText(one.sent.sentBytes, i18n.language),
                    total: fileSizeText(one.sent.totalBytes, i18n.language),
                  })
                : t('practicalSubmissions.list.waitingNote')}
            </p>,
          ),
        )}
        {submissions.map((submission) => {
          const state = shownState(submission);
          const { score } = submission;
          return item(
            submission.id,
            state,
            submission.submittedAt,
            <div className="mt-2 space-y-2 text-sm text-text">
              <p>{t('practicalSubmissions.list.photos', { count: submission.photos.length })}</p>
              {typeof score === 'number' ? (
                <p className="font-semibold">{t('practicalSubmissions.list.score', { score: formatNumber(score, i18n.language) })}</p>
              ) : null}
              {submission.feedback ? (
                <div className="rounded-lg bg-surface-muted p-2">
                  <p className="font-semibold">{t('practicalSubmissions.list.feedback')}</p>
                  <p className="whitespace-pre-line">{submission.feedback}</p>
                </div>
              ) : null}
              {state === 'sent' ? <p className="text-text-muted">{t('practicalSubmissions.list.sentNote')}</p> : null}
              {state === 'returned' && submission.id === latestId && waiting.length === 0 && onSendAgain ? (
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline"
                  onClick={onSendAgain}
                >
                  {t('practicalSubmissions.list.sendAgain')}
                </button>
              ) : null}
            </div>,
          );
        })}
      </ul>
    </section>
  );
}
