import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { useEnroll } from '../api/enroll';
import { useCourseState } from '../api/get-lms';

const big = `${buttonClass.primary} px-6 text-lg`;

/**
 * A signed-in learner's next step on a course's page: start (enrol, then the first lesson),
 * continue with their progress, or review. The course page shows it where a visitor sees "sign in".
 */
export default function CourseLearnerAction({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lms = useCourseState(courseId);
  const enroll = useEnroll();
  // Until the LMS answers (or if it cannot), the course's learning page still decides.
  if (!lms.data) {
    return (
      <Link to={PATHS.courseLms(courseId)} className={big}>
        {t('courseDetail.start')}
      </Link>
    );
  }
  const { enrolled, completedAt, progress } = lms.data;
  if (!enrolled) {
    return (
      <div className="flex flex-col items-start gap-2">
        <button
          type="button"
          className={big}
          disabled={enroll.isPending}
          onClick={() =>
            enroll.mutate(courseId, { onSuccess: (result) => void navigate(PATHS.learn(courseId, result.currentLessonId ?? undefined)) })
          }
        >
          {enroll.isPending ? t('courseDetail.starting') : t('courseDetail.start')}
        </button>
        {enroll.isError ? (
          <p role="alert" className="text-danger">
            {t('courseDetail.enrolError')}
          </p>
        ) : null}
      </div>
    );
  }
  if (completedAt) {
    return (
      <Link to={PATHS.courseLms(courseId)} className={big}>
        {t('courseDetail.review')}
      </Link>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Link to={PATHS.learn(courseId)} className={big}>
        {t('courseDetail.continue')}
      </Link>
      <p className="text-sm text-text-muted">{t('courseDetail.progress', { percent: progress.percent })}</p>
    </div>
  );
}
