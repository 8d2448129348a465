import type { JobItem } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListError, ListLoading } from '@/components/list-states';
import { usePageTitle } from '@/components/page-title';
import { failureMessage } from '@/lib/form-errors';
import { useJobSummary, useParkedJobs, useRerunJob } from '../api/jobs';
import { JobCounts } from '../components/job-counts';
import { ParkedJobs } from '../components/parked-jobs';

/**
 * The job queue (administrators): how much work after the request waits, runs and is done, and
 * the parked jobs, which failed on every try, each with its last failure and a way to run it again.
 * Both are read again every few seconds while the page is open.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const title = t('dashboard.pages.jobs');
  usePageTitle(title);
  const summary = useJobSummary();
  const parked = useParkedJobs();
  const rerun = useRerunJob();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const runAgain = (job: JobItem) => {
    setOutcome(null);
    rerun.mutate(job.id, {
      onSuccess: () => setOutcome({ ok: true, text: t('jobs.rerunDone') }),
      onError: (error) => setOutcome({ ok: false, text: failureMessage(error, 'jobs.rerunFailed') }),
    });
  };

  return (
    <section aria-labelledby="jobs-title" className="flex flex-col gap-6">
      <header>
        <h1 id="jobs-title" className="text-2xl font-bold text-text sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 max-w-3xl text-text-muted">{t('jobs.intro')}</p>
      </header>

      <section aria-labelledby="jobs-counts" className="flex flex-col gap-3">
        <h2 id="jobs-counts" className="text-xl font-bold">
          {t('jobs.countsTitle')}
        </h2>
        {summary.isPending ? (
          <ListLoading label={t('jobs.loading')} />
        ) : summary.isError ? (
          <ListError message={t('jobs.loadFailed')} retryLabel={t('jobs.retry')} onRetry={() => void summary.refetch()} />
        ) : !summary.data.kinds.length ? (
          <ListEmpty message={t('jobs.none')} />
        ) : (
          <JobCounts kinds={summary.data.kinds} />
        )}
      </section>

      <section aria-labelledby="jobs-parked" className="flex flex-col gap-3">
        <h2 id="jobs-parked" className="text-xl font-bold">
          {t('jobs.parkedTitle')}
        </h2>
        <p className="max-w-3xl text-text-muted">{t('jobs.parkedIntro')}</p>
        <p role="status" className={outcome && !outcome.ok ? 'font-semibold text-danger' : 'font-semibold'}>
          {outcome?.text ?? ''}
        </p>
        {parked.isPending ? (
          <ListLoading label={t('jobs.loadingParked')} />
        ) : parked.isError ? (
          <ListError message={t('jobs.loadFailed')} retryLabel={t('jobs.retry')} onRetry={() => void parked.refetch()} />
        ) : !parked.data.items.length ? (
          <ListEmpty message={t('jobs.noneParked')} />
        ) : (
          <ParkedJobs jobs={parked.data.items} onRerun={runAgain} running={rerun.isPending ? (rerun.variables ?? null) : null} />
        )}
      </section>
    </section>
  );
}
