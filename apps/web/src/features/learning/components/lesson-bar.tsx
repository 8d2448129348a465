import { PATHS } from '@jal/contracts/core';
import type { PlayerLesson } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';

type Props = {
  lesson: PlayerLesson;
  /** The kind's completing action, or null when there is none yet (a quiz not passed). */
  action: { label: string; onClick: () => void; pending: boolean } | null;
};

const back = <path d="m15 18-6-6 6-6" />;
const forward = <path d="m9 18 6-6-6-6" />;

/**
 * Previous and the way on. A phone keeps it stuck to the bottom of the screen, within thumb
 * reach; a wide screen shows it below the lesson.
 */
export function LessonBar({ lesson, action }: Props) {
  const { t } = useTranslation();
  const done = lesson.state === 'completed';
  return (
    <nav
      aria-label={t('learn.bar.label')}
      className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-border bg-surface px-4 py-3 lg:static lg:mx-0 lg:mt-10 lg:rounded-2xl lg:border lg:px-5"
    >
      {lesson.previousLessonId ? (
        <Link to={PATHS.learn(lesson.courseId, lesson.previousLessonId)} className={buttonClass.ghost}>
          <span className="inline-flex">
            <LineIcon>{back}</LineIcon>
          </span>
          {t('learn.bar.previous')}
        </Link>
      ) : (
        <span />
      )}
      {done ? (
        <Link
          to={lesson.nextLessonId ? PATHS.learn(lesson.courseId, lesson.nextLessonId) : PATHS.courseLms(lesson.courseId)}
          className={buttonClass.primary}
        >
          {lesson.nextLessonId ? t('learn.bar.next') : t('learn.bar.finish')}
          <LineIcon>{forward}</LineIcon>
        </Link>
      ) : action ? (
        <button type="button" className={`${buttonClass.primary} text-start`} disabled={action.pending} onClick={action.onClick}>
          {action.label}
          <LineIcon>{forward}</LineIcon>
        </button>
      ) : null}
    </nav>
  );
}
