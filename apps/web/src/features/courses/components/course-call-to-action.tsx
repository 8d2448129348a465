import { PATHS } from '@jal/contracts/core';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';

const big = `${buttonClass.primary} px-6 text-lg`;

/** A signed-in learner's next step in a course (the app hands in learning's), in its own chunk. */
export type LearnerAction = ComponentType<{ courseId: string }>;

/** Signed in: the learner's next step in this course. Signed out: sign in first, then back here. */
export function CourseCallToAction({
  courseId,
  signedIn,
  learnerAction: Action,
}: {
  courseId: string;
  signedIn: boolean;
  learnerAction?: LearnerAction;
}) {
  const { t } = useTranslation();
  if (signedIn) {
    // While its code loads, the course's learning page decides, as it does until the learner's state is known.
    const start = (
      <Link to={PATHS.courseLms(courseId)} className={big}>
        {t('courseDetail.start')}
      </Link>
    );
    if (!Action) return start;
    return (
      <Suspense fallback={start}>
        <Action courseId={courseId} />
      </Suspense>
    );
  }
  return (
    <div className="flex flex-col items-start gap-2">
      <Link to={`${PATHS.signIn}?returnTo=${encodeURIComponent(PATHS.course(courseId))}`} className={big}>
        {t('courseDetail.signInToStart')}
      </Link>
      <p className="text-sm text-text-muted">{t('courseDetail.signInNote')}</p>
    </div>
  );
}
