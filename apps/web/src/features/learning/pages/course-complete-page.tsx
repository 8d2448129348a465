import { PATHS } from '@jal/contracts/core';
import type { CourseLms } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Redirect } from '@/lib/redirect';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';
import { LoadingScreen } from '@/components/loading-screen';
import { usePageTitle } from '@/components/page-title';
import { localized } from '@/lib/localized';
import { useLms } from '../api/use-lms';
import { CertificateCard } from '../components/certificate-card';
import { isMissing, isOfflineFailure, LearningNotFound, LoadError, OfflineNotDownloaded } from '../components/page-states';
import { ShareVerification } from '../components/share-verification';

/** Finished: the server says so, or every lesson is done on the phone (waiting to be sent). */
export function isCourseComplete(lms: CourseLms): boolean {
  if (!lms.enrolled) return false;
  const { completedLessons, totalLessons } = lms.progress;
  return lms.completedAt !== null || (totalLessons > 0 && completedLessons === totalLessons);
}

/** The celebration: still and quiet (no motion), the certificate, and where to go next. */
function Celebration({ lms }: { lms: CourseLms }) {
  const { t, i18n } = useTranslation();
  const title = localized(lms.course.titleTranslations, i18n.language, lms.course.title);
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-8 sm:py-12">
      <div className="text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-secondary-soft text-secondary-strong">
          <LineIcon size={36}>
            <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0z" />
            <path d="M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
          </LineIcon>
        </span>
        <p className="mt-4 text-lg font-semibold text-secondary-strong">{t('player.celebration.eyebrow')}</p>
        <h1 className="mt-1 text-2xl font-bold break-words text-text sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-text">{t('player.celebration.done')}</p>
      </div>
      {lms.certificate ? (
        <div className="space-y-3">
          <CertificateCard certificate={lms.certificate} />
          <ShareVerification verifyPath={lms.certificate.verifyPath} courseTitle={title} />
        </div>
      ) : (
        <p className="rounded-lg bg-alert-info-bg p-4 text-alert-info-text">{t('player.celebration.pending')}</p>
      )}
      <nav aria-labelledby="next-heading">
        <h2 id="next-heading" className="text-xl font-bold text-text">
          {t('player.celebration.next')}
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Link to={PATHS.myLearning} className={buttonClass.primary}>
            {t('player.celebration.myLearning')}
          </Link>
          <Link to={PATHS.courses} className={buttonClass.secondary}>
            {t('player.celebration.moreCourses')}
          </Link>
          <Link to={PATHS.courseLms(lms.course.id)} className={buttonClass.ghost}>
            {t('player.celebration.coursePage')}
          </Link>
        </div>
      </nav>
    </div>
  );
}

/** /courses/:id/complete — after a course's last lesson; a course not finished yet sends to its page. */
export function CourseCompletePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const query = useLms(id);
  if (isOfflineFailure(query)) return <OfflineNotDownloaded retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <LoadingScreen text={t('lms.loading')} />;
  if (query.isError) {
    if (isMissing(query.error)) return <LearningNotFound />;
    return <LoadError text={t('lms.error')} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (!isCourseComplete(query.data)) return <Redirect to={PATHS.courseLms(id)} />;
  return <Celebration lms={query.data} />;
}

export default CourseCompletePage;
