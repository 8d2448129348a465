import { PATHS } from '@jal/contracts/core';
import type { PlayerLesson } from '@jal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button-styles';
import { LineIcon } from '@/components/line-icon';

type Props = {
  lesson: PlayerLesson;
  /** The kind's completing action, or null when there is none yet (a quiz not passed). */
  action: { label: string; onClick: () => void; pending: boolean } | null;
  /** The way to the course's outline below the wide layout (which shows it beside the lesson). */
  outline?: ReactNode;
};

const back = <path d="m15 18-6-6 6-6" />;
const forward = <path d="m9 18 6-6-6-6" />;

/**
 * Previous, the outline and the way on. A phone keeps it stuck to the bottom of the screen,
 * within thumb reach, Previous as an arrow with a spoken name; a wide screen shows it below the
 * lesson.
 */
export function LessonBar({ lesson, action, outline }: Props) {
  const { t } = useTranslation();
  const done = lesson.state === 'completed';
  // A wide screen shows the outline beside the lesson: with no Previous and nothing to do yet (a
  // practical waiting for its review), the bar would be an empty frame there.
  const emptyWhenWide = !lesson.previousLessonId && !done && !action;
  return (
    <nav
      aria-label={t('learn.bar.label')}
      className={`sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-2 border-t border-border bg-surface px-4 py-2 sm:gap-3 sm:py-3 lg:static lg:mx-0 lg:mt-10 lg:rounded-2xl lg:border lg:px-5 ${emptyWhenWide ? 'lg:hidden' : ''}`}
    >
      <div className="flex items-center gap-2 sm:gap-3">
        {lesson.previousLessonId ? (
          <Link to={PATHS.learn(lesson.courseId, lesson.previousLessonId)} className={`${buttonClass.ghost} max-sm:px-2.5`}>
            <span className="inline-flex">
              <LineIcon>{back}</LineIcon>
            </span>
            <span className="max-sm:sr-only">{t('learn.bar.previous')}</span>
          </Link>
        ) : null}
        {outline ? <div className="lg:hidden">{outline}</div> : null}
      </div>
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
