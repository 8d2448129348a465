import { COURSE_ADMIN_LIMITS, LESSON_KINDS, type AdminModule } from '@jal/contracts';
import { useEffect, useRef } from 'react';
import { useWatch, type FieldErrors, type PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choicesOf, SelectField } from '@/components/form-field';
import { NumberField } from '@/components/number-field';
import { formResolver } from '@/lib/form-resolver';
import { localized } from '@/lib/localized';
import { EDIT_LANGUAGES } from '../lib/course-form-values';
import { useDraftForm } from '../lib/use-draft-form';
import { lessonDraftSchema, lessonIssueMessage, type LessonDraft, type LessonKind } from '../lib/lesson-draft';
import { DraftActions } from './draft-actions';
import { MediaUploadField } from './media-upload-field';
import { QuizBuilder } from './quiz-builder';
import { TextLessonEditor } from './text-lesson-editor';
import { TextPair } from './text-pair';

type Props = {
  initial: LessonDraft;
  isNew: boolean;
  modules: AdminModule[];
  busy: boolean;
  serverError: string | null;
  onSave: (draft: LessonDraft) => void;
  onCancel: () => void;
  onDirty: (dirty: boolean) => void;
};

const MB = 1024 * 1024;

/** Every message of a form's errors, each once, in the order of the fields. */
function messagesOf(errors: FieldErrors | Record<string, unknown>, found = new Set<string>()): string[] {
  for (const [name, value] of Object.entries(errors)) {
    if (name === 'ref' || !value || typeof value !== 'object') continue;
    const { message } = value as { message?: unknown };
    if (typeof message === 'string' && message) found.add(message);
    messagesOf(value, found);
  }
  return [...found];
}

/** One lesson: title, kind, length, module, and the editor of its kind's content. */
export function LessonEditor({ initial, isNew, modules, busy, serverError, onSave, onCancel, onDirty }: Props) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  // The problems are listed together above the form, and the focus goes to that list.
  const form = useDraftForm(initial, formResolver(lessonDraftSchema, { messageOf: lessonIssueMessage }), onDirty);
  const { control, handleSubmit, getValues, setValue } = form;
  const { errors } = form.formState;
  const draft = useWatch({ control }) as LessonDraft;
  // The kind's editors hand back whole values; each change counts as unsaved work.
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) =>
    setValue(key, value as PathValue<LessonDraft, K>, { shouldDirty: true });
  useEffect(() => heading.current?.focus(), []);
  const problems = messagesOf(errors);

  const submit = handleSubmit(
    () => onSave(getValues()),
    () => requestAnimationFrame(() => summary.current?.focus()),
  );

  const id = 'lesson-editor';
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-xl border-2 border-primary bg-surface p-3 sm:p-4"
    >
      <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-bold text-text">
        {isNew ? t('courseAdmin.lesson.addTitle') : t('courseAdmin.lesson.editTitle')}
      </h4>
      {problems.length || serverError ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-lg border border-danger bg-surface p-3 text-danger">
          <p className="font-semibold">{t('courseAdmin.lesson.fix')}</p>
          <ul className="list-disc ps-5">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
            {serverError ? <li>{serverError}</li> : null}
          </ul>
        </div>
      ) : null}
      <TextPair
        id={`${id}-title`}
        label={t('courseAdmin.lesson.title')}
        value={draft.title}
        onChange={(title) => set('title', title)}
        maxLength={COURSE_ADMIN_LIMITS.title}
        required
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          id={`${id}-kind`}
          label={t('courseAdmin.lesson.kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value as LessonKind)}
          choices={choicesOf(
            // A practical is made through the API; a lesson that is one keeps its kind here.
            LESSON_KINDS.filter((kind) => kind !== 'practical' || draft.kind === 'practical'),
            (kind) => t(`courseAdmin.kind.${kind}`),
          )}
        />
        <NumberField
          id={`${id}-minutes`}
          label={t('courseAdmin.lesson.minutes')}
          min={1}
          max={COURSE_ADMIN_LIMITS.lessonMinutes}
          value={draft.durationMinutes}
          onValueChange={(minutes) => set('durationMinutes', minutes)}
        />
        {!isNew && modules.length > 1 ? (
          <SelectField
            id={`${id}-module`}
            label={t('courseAdmin.lesson.module')}
            value={draft.moduleId}
            onChange={(event) => set('moduleId', event.target.value)}
            choices={modules.map((module) => ({
              value: module.id,
              label: localized(module.titleTranslations, i18n.language, module.title),
            }))}
          />
        ) : null}
      </div>
      {draft.kind === 'text' ? <TextLessonEditor idPrefix={id} body={draft.body} onChange={(body) => set('body', body)} /> : null}
      {draft.kind === 'video' || draft.kind === 'document' ? (
        <div className="flex flex-col gap-4">
          <TextPair
            id={`${id}-summary`}
            label={t('courseAdmin.lesson.summary')}
            value={draft.summary}
            onChange={(value) => set('summary', value)}
            maxLength={COURSE_ADMIN_LIMITS.summary}
            rows={3}
          />
          {draft.kind === 'video' ? (
            <>
              <MediaUploadField
                label={t('courseAdmin.media.video')}
                accept="video/mp4,video/webm"
                maxBytes={50 * MB}
                value={draft.media}
                onChange={(media) => set('media', media)}
              />
              {EDIT_LANGUAGES.map((language) => (
                <MediaUploadField
                  key={language}
                  label={t('courseAdmin.media.captions', { language: t(`courseAdmin.language.${language}`) })}
                  accept=".vtt,text/vtt"
                  maxBytes={MB}
                  value={draft.captions[language]}
                  onChange={(media) => set('captions', { ...draft.captions, [language]: media })}
                />
              ))}
              <NumberField
                id={`${id}-seconds`}
                label={t('courseAdmin.media.videoLength')}
                frameClass="sm:max-w-xs"
                min={1}
                max={86400}
                value={draft.durationSeconds}
                onValueChange={(seconds) => set('durationSeconds', Number.isFinite(seconds) ? seconds : null)}
              />
            </>
          ) : (
            <MediaUploadField
              label={t('courseAdmin.media.document')}
              accept="application/pdf"
              maxBytes={10 * MB}
              value={draft.media}
              onChange={(media) => set('media', media)}
            />
          )}
        </div>
      ) : null}
      {draft.kind === 'quiz' ? <QuizBuilder idPrefix={id} quiz={draft.quiz} onChange={(quiz) => set('quiz', quiz)} /> : null}
      <DraftActions busy={busy} saveLabel={t('courseAdmin.lesson.save')} onCancel={onCancel} />
    </form>
  );
}
