import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { useCourseState, useEnroll } from '@/features/learning';

const big = `${buttonClass.primary} px-6 text-lg`;

/** Signed in: start (enrol, then the first lesson), continue with progress, or review. */
function LearnerAction({ courseId }: { courseId: string }) {
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

/** Signed in: the learner's next step in this course. Signed out: sign in first, then back here. */
export function CourseCallToAction({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation();
  if (signedIn) return <LearnerAction courseId={courseId} />;
  return (
    <div className="flex flex-col items-start gap-2">
      <Link to={`${PATHS.signIn}?returnTo=${encodeURIComponent(PATHS.course(courseId))}`} className={big}>
        {t('courseDetail.signInToStart')}
      </Link>
      <p className="text-sm text-text-muted">{t('courseDetail.signInNote')}</p>
    </div>
  );
}
