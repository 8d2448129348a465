import { PATHS } from '@jal/contracts/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import type { MyEnrolment } from './my-enrolment';

/** Continue: straight to the lesson the learner left off at (the course's first lesson when none is known). */
export function ContinueLink({ enrolment, title }: { enrolment: MyEnrolment; title: string }) {
  const { t } = useTranslation();
  const lessonId = enrolment.resumeLessonId ?? enrolment.currentLessonId ?? undefined;
  return (
    <Link to={PATHS.learn(enrolment.course.id, lessonId)} className={buttonClass.primary}>
      {t('myLearning.course.continue')}
      {/* Several courses each have a Continue: a screen reader hears which course it goes on with. */}
      <span className="sr-only">: {title}</span>
    </Link>
  );
}
