import { PATHS } from '@jal/contracts/core';
import type { LmsModule } from '@jal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import { LessonKindIcon, LessonStateIcon, STATE_TEXT_CLASS } from './lesson-icons';

type Props = { courseId: string; modules: LmsModule[]; lessonId: string; onNavigate?: () => void };

/** The course's lessons with their states; the open one is marked, locked ones are not links. */
export function OutlineList({ courseId, modules, lessonId, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="space-y-4">
      {modules.map((module, index) => (
        <li key={module.id}>
          <h3 className="text-sm font-bold text-text">
            {t('lms.moduleTitle', { number: index + 1, title: localized(module.titleTranslations, i18n.language, module.title) })}
          </h3>
          <ol className="mt-1 space-y-0.5">
            {module.lessons.map((lesson) => {
              const title = localized(lesson.titleTranslations, i18n.language, lesson.title);
              const state = (
                <span className={`flex items-center gap-1 text-xs font-semibold ${STATE_TEXT_CLASS[lesson.state]}`}>
                  <LessonStateIcon state={lesson.state} size={14} />
                  {t(`learn.state.${lesson.state}`)}
                </span>
              );
              const inner = (
                <>
                  <span className="mt-0.5 text-text-muted">
                    <LessonKindIcon kind={lesson.kind} size={18} />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block">{title}</span>
                    {state}
                  </span>
                </>
              );
              const current = lesson.id === lessonId;
              return (
                <li key={lesson.id}>
                  {lesson.state === 'locked' ? (
                    <span className="flex min-h-11 items-start gap-2 rounded-lg px-2 py-2 text-text-muted">{inner}</span>
                  ) : (
                    <Link
                      to={PATHS.learn(courseId, lesson.id)}
                      aria-current={current ? 'page' : undefined}
                      onClick={onNavigate}
                      className={`flex min-h-11 items-start gap-2 rounded-lg px-2 py-2 text-text hover:bg-surface-muted ${
                        current ? 'bg-surface-muted font-semibold ring-2 ring-primary ring-inset' : ''
                      }`}
                    >
                      {inner}
                    </Link>
                  )}
                </li>
              );
            })}
          </ol>
        </li>
      ))}
    </ol>
  );
}
