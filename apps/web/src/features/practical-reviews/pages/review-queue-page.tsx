import { PRACTICAL_SUBMISSION_STATES, type PracticalReviewQueueItem } from '@jal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { DashboardPager, FiltersRow, QueryStates } from '@/components/dashboard-list';
import { controlClass } from '@/components/form-field';
import { ListEmpty } from '@/components/list-states';
import { usePageTitle } from '@/components/page-title';
import { formatDateTime } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { useReviewQueue } from '../api/reviews';
import { REVIEW_FLAGS, reviewPath } from '../review-paths';

type State = (typeof PRACTICAL_SUBMISSION_STATES)[number];

function QueueItem({ item }: { item: PracticalReviewQueueItem }) {
  const { t, i18n } = useTranslation();
  const title = (titled: { title: string; titleTranslations: Record<string, string> }) =>
    localized(titled.titleTranslations, i18n.language, titled.title);
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-text">{item.learner.name}</p>
        <p className="break-words text-text">
          {title(item.lesson)} · <span className="text-text-muted">{title(item.course)}</span>
        </p>
        <p className="text-sm text-text-muted">
          {t('reviews.list.received', { when: formatDateTime(item.receivedAt, i18n.language) })} ·{' '}
          {t('reviews.list.photos', { count: item.photoCount })}
          {item.hasVoiceNote ? ` · ${t('reviews.list.voiceNote')}` : ''}
        </p>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('reviews.signals.title')}>
          {item.flags.length === 0 ? (
            <li className="text-sm text-text-muted">{t('reviews.list.noFlags')}</li>
          ) : (
            item.flags.map((flag) => (
              <li key={flag} className="rounded-full border border-danger px-2 text-sm font-semibold text-danger">
                {t(`reviews.flag.${flag}`, { defaultValue: flag })}
              </li>
            ))
          )}
        </ul>
      </div>
      <Link to={reviewPath(item.id)} className={`${buttonClass.secondary} shrink-0 self-start sm:self-center`}>
        {t('reviews.list.open')}
        <span className="sr-only">: {item.learner.name}</span>
      </Link>
    </li>
  );
}

/** The review queue: submissions in a state, oldest first, narrowed by a signal. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const title = t('dashboard.pages.reviews');
  usePageTitle(title);
  const [state, setState] = useState<State>('submitted');
  const [flag, setFlag] = useState('');
  const [page, setPage] = useState(1);
  const queue = useReviewQueue({ state, flag: flag || undefined, page });
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-6">
      <header>
        <h1 id="reviews-title" className="text-2xl font-bold text-text sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 max-w-3xl text-text-muted">{t('reviews.intro')}</p>
      </header>
      <FiltersRow className="sm:grid-cols-2 sm:max-w-2xl">
        <label className="flex flex-col gap-1 font-semibold text-text">
          {t('reviews.filter.state')}
          <select
            className={controlClass}
            value={state}
            onChange={(event) => {
              setState(event.currentTarget.value as State);
              setPage(1);
            }}
          >
            {PRACTICAL_SUBMISSION_STATES.map((option) => (
              <option key={option} value={option}>
                {t(`reviews.state.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-semibold text-text">
          {t('reviews.filter.flag')}
          <select
            className={controlClass}
            value={flag}
            onChange={(event) => {
              setFlag(event.currentTarget.value);
              setPage(1);
            }}
          >
            <option value="">{t('reviews.filter.anyFlag')}</option>
            {REVIEW_FLAGS.map((option) => (
              <option key={option} value={option}>
                {t(`reviews.flag.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </FiltersRow>
      <QueryStates query={queue} />
      {queue.data ? (
        queue.data.items.length === 0 ? (
          <ListEmpty message={t('reviews.list.empty')} />
        ) : (
          <>
            <ul aria-label={t('reviews.list.label')} className="flex flex-col gap-3">
              {queue.data.items.map((item) => (
                <QueueItem key={item.id} item={item} />
              ))}
            </ul>
            <DashboardPager page={page} totalPages={queue.data.pagination.totalPages} onPage={setPage} />
          </>
        )
      ) : null}
    </section>
  );
}
