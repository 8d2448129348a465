import type { AdminLesson, AdminModule } from '@jal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { localized } from '@/lib/localized';
import { CurriculumItemActions } from './curriculum-item-actions';

export type LessonMove = { lesson: AdminLesson; by: -1 | 1 };

type Props = {
  module: AdminModule;
  index: number;
  moduleCount: number;
  /** Whether a lesson can go up or down (also across into the neighbouring module). */
  canMoveLesson: (lesson: AdminLesson, by: -1 | 1) => boolean;
  busy: boolean;
  onMoveModule: (by: -1 | 1) => void;
  onEditModule: () => void;
  onRemoveModule: () => void;
  onAddLesson: () => void;
  onEditLesson: (lesson: AdminLesson) => void;
  onMoveLesson: (move: LessonMove) => void;
  onRemoveLesson: (lesson: AdminLesson) => void;
  /** The lesson editor, shown inside this module while open. */
  editor: ReactNode;
};

/** A module of the curriculum with its lessons; every action is a button, so all of it works from a keyboard. */
export function ModuleCard(props: Props) {
  const { module, index, moduleCount, busy, editor } = props;
  const { t, i18n } = useTranslation();
  const title = localized(module.titleTranslations, i18n.language, module.title);
  return (
    <li className="rounded-xl border border-border bg-surface-muted p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-words text-text">{t('courseAdmin.module.heading', { number: index + 1, title })}</h3>
        <CurriculumItemActions
          kind="module"
          itemId={module.id}
          title={title}
          busy={busy}
          canMove={(by) => (by === -1 ? index > 0 : index < moduleCount - 1)}
          onMove={props.onMoveModule}
          onEdit={props.onEditModule}
          onRemove={props.onRemoveModule}
        />
      </div>
      {module.lessons.length ? (
        <ol className="mt-3 flex flex-col gap-2">
          {module.lessons.map((lesson) => {
            const lessonTitle = localized(lesson.titleTranslations, i18n.language, lesson.title);
            return (
              <li
                key={lesson.id}
                className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-text">{lessonTitle}</p>
                  <p className="text-sm text-text-muted">
                    {t(`courseAdmin.kind.${lesson.kind}`)} · {t('courseAdmin.lesson.minutesShort', { count: lesson.durationMinutes })}
                  </p>
                </div>
                <CurriculumItemActions
                  kind="lesson"
                  itemId={lesson.id}
                  title={lessonTitle}
                  busy={busy}
                  canMove={(by) => props.canMoveLesson(lesson, by)}
                  onMove={(by) => props.onMoveLesson({ lesson, by })}
                  onEdit={() => props.onEditLesson(lesson)}
                  onRemove={() => props.onRemoveLesson(lesson)}
                />
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mt-3 text-text-muted">{t('courseAdmin.module.noLessons')}</p>
      )}
      {editor ? <div className="mt-3">{editor}</div> : null}
      {!editor ? (
        <button
          type="button"
          className={`${buttonClass.secondary} mt-3`}
          disabled={busy}
          onClick={props.onAddLesson}
          aria-label={t('courseAdmin.lesson.addTo', { title })}
        >
          {t('courseAdmin.lesson.add')}
        </button>
      ) : null}
    </li>
  );
}
