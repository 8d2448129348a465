import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import { useEnrolments } from '../../api/get-enrolments';
import { ContinueLink } from './continue-link';
import { EnrolmentProgress } from './enrolment-progress';
import { splitEnrolments } from './my-enrolment';

/**
 * Above the catalogue for a signed-in learner: the course worked on most recently, its progress
 * and Continue to the exact lesson. Nothing while loading, on failure, or with no course in progress.
 */
export function ContinueBand() {
  const { t, i18n } = useTranslation();
  const query = useEnrolments();
  const [latest] = splitEnrolments(query.data?.enrolments ?? []).inProgress;
  if (!latest) return null;
  const title = localized(latest.course.titleTranslations, i18n.language, latest.course.title);
  return (
    // On the page header's background, between its intro and the catalogue's filters.
    <div className="bg-surface-muted">
      <section aria-labelledby="continue-band-heading" className="mx-auto max-w-6xl px-4 pb-8">
        <div className="flex w-full flex-col gap-4 rounded-2xl border border-border bg-hero p-5 shadow-sm md:flex-row md:items-center md:gap-8">
          <div className="min-w-0 flex-1">
            <h2 id="continue-band-heading" className="text-base font-semibold text-primary">
              {t('myLearning.band.title')}
            </h2>
            <p className="mt-1 text-xl font-bold text-text">{title}</p>
            <div className="mt-3 max-w-xl">
              <EnrolmentProgress progress={latest.progress} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <ContinueLink enrolment={latest} title={title} />
            <Link
              to={PATHS.myLearning}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
            >
              {t('myLearning.band.all')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

export default ContinueBand;
