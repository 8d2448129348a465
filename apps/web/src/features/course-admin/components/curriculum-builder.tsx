import { API } from '@jal/contracts/core';
import type { AdminLesson, CourseAdminDetail } from '@jal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button-styles';
import { ApiError } from '@/lib/api-client';
import { localized } from '@/lib/localized';
import { notify } from '@/lib/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useChangeCurriculum, type CurriculumChange } from '../api/change-curriculum';
import { bodyOfLesson, draftOf, emptyLesson, type LessonDraft } from '../lib/lesson-draft';
import { planLessonMove, planModuleMove } from '../lib/curriculum-moves';
import { LessonEditor } from './lesson-editor';
import { ModuleCard } from './module-card';
import { ModuleForm, type ModuleDraft } from './module-form';

type Editor = { type: 'module'; moduleId?: string } | { type: 'lesson'; moduleId: string; lesson?: AdminLesson } | null;
type Removal = { type: 'module' | 'lesson'; id: string; title: string } | null;

/** Modules and lessons of a course: add, edit, reorder (up and down buttons) and remove. */
export function CurriculumBuilder({ course, onDirty: reportDirty }: { course: CourseAdminDetail; onDirty: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const change = useChangeCurriculum(course.id);
  const [editor, setEditor] = useState<Editor>(null);
  const [removal, setRemoval] = useState<Removal>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<string | null>(null);
  const busy = change.isPending;
  const titleOf = (item: { titleTranslations: Record<string, string>; title: string }) =>
    localized(item.titleTranslations, i18n.language, item.title);
  const onDirty = useCallback((dirty: boolean) => reportDirty(dirty), [reportDirty]);

  // After a move the focus stays on the moved item's button (or its other one at an end).
  useEffect(() => {
    const [first, second] = (focusAfter.current ?? '').split('|');
    focusAfter.current = null;
    const target = [first, second]
      .map((id) => (id ? document.getElementById(id) : null))
      .find((element) => element && !(element as HTMLButtonElement).disabled);
    target?.focus();
  }, [course]);

  const run = async (request: CurriculumChange, done: string) => {
    try {
      await change.mutateAsync(request);
      setAnnouncement(done);
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverMessage ?? error.message) : t('courseAdmin.states.failed');
      void notify.error(message);
      setServerError(message);
      return false;
    }
  };
  const close = () => {
    setEditor(null);
    reportDirty(false);
    setServerError(null);
  };

  const saveModule = async (draft: ModuleDraft, moduleId?: string) => {
    const body = { titleTranslations: draft.title, descriptionTranslations: draft.description };
    const ok = moduleId
      ? await run({ method: 'PUT', path: API.adminCourseModule(course.id, moduleId), body }, t('courseAdmin.announce.moduleSaved'))
      : await run({ method: 'POST', path: API.adminCourseModules(course.id), body }, t('courseAdmin.announce.moduleAdded'));
    if (ok) close();
  };

  const saveLesson = async (draft: LessonDraft, lesson?: AdminLesson) => {
    setServerError(null);
    const body = bodyOfLesson(draft);
    let ok = lesson
      ? await run({ method: 'PUT', path: API.adminCourseLesson(course.id, lesson.id), body }, t('courseAdmin.announce.lessonSaved'))
      : await run(
          { method: 'POST', path: API.adminCourseModuleLessons(course.id, draft.moduleId), body },
          t('courseAdmin.announce.lessonAdded'),
        );
    if (ok && lesson && draft.moduleId !== lesson.moduleId) {
      ok = await run(
        { method: 'PUT', path: API.adminCourseLessonMove(course.id, lesson.id), body: { moduleId: draft.moduleId } },
        t('courseAdmin.announce.lessonSaved'),
      );
    }
    if (ok) close();
  };

  const moveModule = (index: number, by: -1 | 1) => {
    const module = course.modules[index];
    if (!module) return;
    focusAfter.current = by < 0 ? `module-up-${module.id}|module-down-${module.id}` : `module-down-${module.id}|module-up-${module.id}`;
    void run(
      { method: 'PUT', path: API.adminCourseModulesOrder(course.id), body: { ids: planModuleMove(course, index, by) } },
      t('courseAdmin.announce.moved', { title: titleOf(module) }),
    );
  };

  const moveLesson = (lesson: AdminLesson, by: -1 | 1) => {
    const plan = planLessonMove(course, lesson, by);
    if (!plan) return;
    focusAfter.current = by < 0 ? `lesson-up-${lesson.id}|lesson-down-${lesson.id}` : `lesson-down-${lesson.id}|lesson-up-${lesson.id}`;
    const request: CurriculumChange =
      plan.type === 'reorder'
        ? { method: 'PUT', path: API.adminCourseModuleLessonsOrder(course.id, plan.moduleId), body: { ids: plan.ids } }
        : { method: 'PUT', path: API.adminCourseLessonMove(course.id, lesson.id), body: { moduleId: plan.moduleId, index: plan.index } };
    void run(request, t('courseAdmin.announce.moved', { title: titleOf(lesson) }));
  };

  const confirmRemoval = async () => {
    if (!removal) return;
    const path = removal.type === 'module' ? API.adminCourseModule(course.id, removal.id) : API.adminCourseLesson(course.id, removal.id);
    await run({ method: 'DELETE', path }, t('courseAdmin.announce.removed', { title: removal.title }));
    setRemoval(null);
  };

  const editingModule = editor?.type === 'module' ? course.modules.find((module) => module.id === editor.moduleId) : undefined;
  return (
    <section aria-labelledby="curriculum-heading" className="flex flex-col gap-4">
      <h2 id="curriculum-heading" className="text-xl font-bold text-text">
        {t('courseAdmin.curriculum.title')}
      </h2>
      <p className="text-text-muted">{t('courseAdmin.curriculum.intro')}</p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {course.modules.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border-strong p-4 text-text">{t('courseAdmin.curriculum.empty')}</p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {course.modules.map((module, index) =>
          editingModule?.id === module.id ? (
            <li key={module.id}>
              <ModuleForm
                isNew={false}
                busy={busy}
                initial={{
                  title: { en: module.titleTranslations.en ?? module.title, hi: module.titleTranslations.hi ?? '' },
                  description: { en: module.descriptionTranslations.en ?? module.description, hi: module.descriptionTranslations.hi ?? '' },
                }}
                onSave={(draft) => void saveModule(draft, module.id)}
                onCancel={close}
                onDirty={onDirty}
              />
            </li>
          ) : (
            <ModuleCard
              key={module.id}
              module={module}
              index={index}
              moduleCount={course.modules.length}
              busy={busy || editor !== null}
              canMoveLesson={(lesson, by) => planLessonMove(course, lesson, by) !== null}
              onMoveModule={(by) => moveModule(index, by)}
              onEditModule={() => setEditor({ type: 'module', moduleId: module.id })}
              onRemoveModule={() => setRemoval({ type: 'module', id: module.id, title: titleOf(module) })}
              onAddLesson={() => setEditor({ type: 'lesson', moduleId: module.id })}
              onEditLesson={(lesson) => setEditor({ type: 'lesson', moduleId: module.id, lesson })}
              onMoveLesson={({ lesson, by }) => moveLesson(lesson, by)}
              onRemoveLesson={(lesson) => setRemoval({ type: 'lesson', id: lesson.id, title: titleOf(lesson) })}
              editor={
                editor?.type === 'lesson' && editor.moduleId === module.id ? (
                  <LessonEditor
                    key={editor.lesson?.id ?? 'new'}
                    isNew={!editor.lesson}
                    initial={editor.lesson ? draftOf(editor.lesson) : emptyLesson(module.id)}
                    modules={course.modules}
                    busy={busy}
                    serverError={serverError}
                    onSave={(draft) => void saveLesson(draft, editor.lesson)}
                    onCancel={close}
                    onDirty={onDirty}
                  />
                ) : null
              }
            />
          ),
        )}
      </ol>
      {editor?.type === 'module' && !editor.moduleId ? (
        <ModuleForm
          isNew
          busy={busy}
          initial={{ title: { en: '', hi: '' }, description: { en: '', hi: '' } }}
          onSave={(draft) => void saveModule(draft)}
          onCancel={close}
          onDirty={onDirty}
        />
      ) : (
        <button
          type="button"
          className={`${buttonClass.primary} self-start`}
          disabled={busy || editor !== null}
          onClick={() => setEditor({ type: 'module' })}
        >
          {t('courseAdmin.module.add')}
        </button>
      )}
      <ConfirmDialog
        open={removal !== null}
        title={removal?.type === 'module' ? t('courseAdmin.remove.moduleTitle') : t('courseAdmin.remove.lessonTitle')}
        message={
          removal?.type === 'module'
            ? t('courseAdmin.remove.moduleMessage', { title: removal.title })
            : t('courseAdmin.remove.lessonMessage', { title: removal?.title ?? '' })
        }
        confirmLabel={t('courseAdmin.actions.remove')}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setRemoval(null)}
        busy={busy}
        danger
      />
    </section>
  );
}
