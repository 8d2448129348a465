import type { AdminLesson, AdminModule } from '@jal/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { localized } from '@/lib/localized';
import { DANGER_GHOST } from '../lib/course-status';

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

const small = 'min-h-11 px-3 text-sm';

/** A module of the curriculum with its lessons; every action is a button, so all of it works from a keyboard. */
export function ModuleCard(props: Props) {
  const { module, index, moduleCount, busy, editor } = props;
  const { t, i18n } = useTranslation();
  const title = localized(module.titleTranslations, i18n.language, module.title);
  return (
    <li className="rounded-xl border border-border bg-surface-muted p-3 sm:p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-bold break-words text-text">{t('courseAdmin.module.heading', { number: index + 1, title })}</h3>
        <div className="flex flex-wrap gap-1">
          <button
            id={`module-up-${module.id}`}
            type="button"
            className={`${buttonClass.ghost} ${small}`}
            disabled={busy || index === 0}
            onClick={() => props.onMoveModule(-1)}
            aria-label={t('courseAdmin.module.moveUp', { title })}
          >
            {t('courseAdmin.actions.up')}
          </button>
          <button
            id={`module-down-${module.id}`}
            type="button"
            className={`${buttonClass.ghost} ${small}`}
            disabled={busy || index === moduleCount - 1}
            onClick={() => props.onMoveModule(1)}
            aria-label={t('courseAdmin.module.moveDown', { title })}
          >
            {t('courseAdmin.actions.down')}
          </button>
          <button
            type="button"
            className={`${buttonClass.ghost} ${small}`}
            disabled={busy}
            onClick={props.onEditModule}
            aria-label={t('courseAdmin.module.edit', { title })}
          >
            {t('courseAdmin.actions.edit')}
          </button>
          <button
            type="button"
            className={`${DANGER_GHOST} ${small}`}
            disabled={busy}
            onClick={props.onRemoveModule}
            aria-label={t('courseAdmin.module.remove', { title })}
          >
            {t('courseAdmin.actions.remove')}
          </button>
        </div>
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
                <div className="flex flex-wrap gap-1">
                  <button
                    id={`lesson-up-${lesson.id}`}
                    type="button"
                    className={`${buttonClass.ghost} ${small}`}
                    disabled={busy || !props.canMoveLesson(lesson, -1)}
                    onClick={() => props.onMoveLesson({ lesson, by: -1 })}
                    aria-label={t('courseAdmin.lesson.moveUp', { title: lessonTitle })}
                  >
                    {t('courseAdmin.actions.up')}
                  </button>
                  <button
                    id={`lesson-down-${lesson.id}`}
                    type="button"
                    className={`${buttonClass.ghost} ${small}`}
                    disabled={busy || !props.canMoveLesson(lesson, 1)}
                    onClick={() => props.onMoveLesson({ lesson, by: 1 })}
                    aria-label={t('courseAdmin.lesson.moveDown', { title: lessonTitle })}
                  >
                    {t('courseAdmin.actions.down')}
                  </button>
                  <button
                    type="button"
                    className={`${buttonClass.ghost} ${small}`}
                    disabled={busy}
                    onClick={() => props.onEditLesson(lesson)}
                    aria-label={t('courseAdmin.lesson.edit', { title: lessonTitle })}
                  >
                    {t('courseAdmin.actions.edit')}
                  </button>
                  <button
                    type="button"
                    className={`${DANGER_GHOST} ${small}`}
                    disabled={busy}
                    onClick={() => props.onRemoveLesson(lesson)}
                    aria-label={t('courseAdmin.lesson.remove', { title: lessonTitle })}
                  >
                    {t('courseAdmin.actions.remove')}
                  </button>
                </div>
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
