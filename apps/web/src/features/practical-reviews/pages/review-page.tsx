import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryStates } from '@/components/dashboard-list';
import { usePageTitle } from '@/components/page-title';
import { LocalizedTextBody } from '@/components/text-body';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/locale-format';
import { localized } from '@/lib/localized';
import { useMapTilesStatus } from '@/lib/map-tiles-status';
import { useReview } from '../api/reviews';
import { ReviewSignals } from '../components/review-signals';
import { RubricForm } from '../components/rubric-form';
import { SubmissionEvidence } from '../components/submission-evidence';
import { REVIEWS_PATH } from '../review-paths';

/**
 * One submission for its reviewer: what the practical asks, what was sent, the signals, and the
 * rubric to mark it. On a phone everything is one column, the rubric last; on a wide screen the
 * rubric and the signals stay beside the evidence.
 */
export function ReviewPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const query = useReview(id);
  // Asked beside the submission, not after it: the base map of the district, if one is loaded.
  const mapTiles = useMapTilesStatus();
  // What the last review here did: it stays once the form is gone (an accepted submission).
  const [reviewed, setReviewed] = useState('');
  const review = query.data;
  const title = review ? localized(review.lesson.titleTranslations, i18n.language, review.lesson.title) : t('dashboard.pages.reviews');
  usePageTitle(title);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <section aria-labelledby="review-title" className="flex flex-col gap-6">
      <Link
        to={REVIEWS_PATH}
        className="-ms-1 inline-flex min-h-11 items-center self-start px-1 text-primary underline-offset-4 hover:underline"
      >
        ← {t('reviews.back')}
      </Link>
      {notFound ? (
        <p role="alert" className="rounded-lg bg-alert-error-bg p-3 text-alert-error-text">
          {t('reviews.notFound')}
        </p>
      ) : !review ? (
        <QueryStates query={query} />
      ) : (
        <>
          <header>
            <p className="text-sm font-semibold text-secondary-strong">
              {localized(review.course.titleTranslations, i18n.language, review.course.title)}
            </p>
            <h1 id="review-title" className="text-2xl font-bold break-words text-text sm:text-3xl">
              {title}
            </h1>
            <p className="mt-1 text-text">{t('reviews.detail.by', { name: review.learner.name })}</p>
            <p className="text-sm text-text-muted">
              {t('reviews.detail.sentAt', {
                when: formatDateTime(review.submission.submittedAt, i18n.language),
                received: formatDateTime(review.submission.receivedAt, i18n.language),
              })}{' '}
              · {t(`reviews.state.${review.submission.state}`)}
            </p>
            {review.review ? (
              <p className="mt-2 text-text">
                {t('reviews.last', {
                  when: formatDateTime(review.review.reviewedAt, i18n.language),
                  name: review.review.reviewer?.name ?? '—',
                  outcome: t(`reviews.state.${review.review.outcome}`),
                  score: review.review.score,
                })}
              </p>
            ) : null}
          </header>
          <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
            <div className="flex flex-col gap-6">
              <details className="rounded-2xl border border-border bg-surface-muted p-4">
                <summary className="min-h-11 cursor-pointer font-semibold text-text">{t('reviews.detail.instructions')}</summary>
                <div className="mt-2 max-w-[70ch]">
                  <LocalizedTextBody map={review.lesson.practical.instructions} />
                </div>
              </details>
              <SubmissionEvidence review={review} mapTiles={mapTiles.data?.archive ?? null} />
            </div>
            <div className="flex flex-col gap-6 lg:sticky lg:top-4">
              <p role="status" className="rounded-lg bg-secondary-soft p-3 font-semibold text-secondary-strong empty:hidden">
                {reviewed}
              </p>
              <ReviewSignals review={review} />
              {review.submission.state === 'accepted' ? null : <RubricForm review={review} onReviewed={setReviewed} />}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
