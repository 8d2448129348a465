import type { JobItem } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { JobKindName } from './job-kind-name';

type Props = { jobs: JobItem[]; onRerun: (job: JobItem) => void; running: string | null };

/** The parked jobs, each with its last failure and a button that runs it again. */
export function ParkedJobs({ jobs, onRerun, running }: Props) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul aria-label={t('jobs.parkedList')} className="flex flex-col gap-3">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold text-text">
              <JobKindName kind={job.kind} />
            </span>
            <span className="text-sm text-text-muted">
              {t('jobs.parkedAt')} <time dateTime={job.updatedAt}>{when.format(new Date(job.updatedAt))}</time>
            </span>
          </div>
          <p className="text-text-muted">{t('jobs.tries', { count: job.attempts })}</p>
          {job.lastError ? (
            <p className="break-words">
              <span className="font-semibold">{t('jobs.lastError')} </span>
              <code className="text-sm">{job.lastError}</code>
            </p>
          ) : null}
          <button
            type="button"
            className={`${buttonClass.secondary} self-start`}
            disabled={running === job.id}
            onClick={() => onRerun(job)}
          >
            {running === job.id ? t('jobs.rerunning') : t('jobs.rerun')}
          </button>
        </li>
      ))}
    </ul>
  );
}
