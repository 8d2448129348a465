import { lessonBody, type AdminLesson, type LessonBody } from '@jal/contracts';
import type { Bilingual } from './course-form-values';

export type LessonKind = AdminLesson['kind'];
export type OptionDraft = { key: string; id?: string; text: Bilingual; correct: boolean };
export type QuestionDraft = {
  key: string;
  id?: string;
  prompt: Bilingual;
  multiple: boolean;
  options: OptionDraft[];
  explanation: Bilingual;
};
export type QuizDraft = { passingScore: number; questions: QuestionDraft[] };
export type MediaDraft = { mediaId: string | null; filename: string | null };
export type LessonDraft = {
  title: Bilingual;
  kind: LessonKind;
  durationMinutes: number;
  moduleId: string;
  body: Bilingual;
  summary: Bilingual;
  media: MediaDraft;
  captions: { en: MediaDraft; hi: MediaDraft };
  durationSeconds: number | null;
  quiz: QuizDraft;
};

let counter = 0;
/** A key for React lists of questions and options that have no id yet. */
export const newKey = () => `new-${(counter += 1)}`;

const text = (value: unknown): Bilingual => {
  const map = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { en: typeof map.en === 'string' ? map.en : '', hi: typeof map.hi === 'string' ? map.hi : '' };
};
const noMedia: MediaDraft = { mediaId: null, filename: null };

export const newOption = (correct = false): OptionDraft => ({ key: newKey(), text: { en: '', hi: '' }, correct });
export const newQuestion = (): QuestionDraft => ({
  key: newKey(),
  prompt: { en: '', hi: '' },
  multiple: false,
  options: [newOption(true), newOption()],
  explanation: { en: '', hi: '' },
});

export function emptyLesson(moduleId: string): LessonDraft {
  return {
    title: { en: '', hi: '' },
    kind: 'text',
    durationMinutes: 10,
    moduleId,
    body: { en: '', hi: '' },
    summary: { en: '', hi: '' },
    media: noMedia,
    captions: { en: noMedia, hi: noMedia },
    durationSeconds: null,
    quiz: { passingScore: 60, questions: [newQuestion()] },
  };
}

/** The editor's draft of a stored lesson; content is read defensively (it is JSON from the server). */
export function draftOf(lesson: AdminLesson): LessonDraft {
  const content = lesson.content as Record<string, unknown>;
  const draft = emptyLesson(lesson.moduleId);
  const questions = Array.isArray(content.questions) ? (content.questions as Record<string, unknown>[]) : [];
  const captions = Array.isArray(content.captions) ? (content.captions as { language?: string; mediaId?: string }[]) : [];
  const caption = (language: string): MediaDraft => {
    const found = captions.find((item) => item.language === language);
    return found?.mediaId ? { mediaId: found.mediaId, filename: null } : noMedia;
  };
  return {
    ...draft,
    title: text(lesson.titleTranslations),
    kind: lesson.kind,
    durationMinutes: lesson.durationMinutes,
    body: text(content.body),
    summary: text(content.summary),
    media: typeof content.mediaId === 'string' ? { mediaId: content.mediaId, filename: null } : noMedia,
    captions: { en: caption('en'), hi: caption('hi') },
    durationSeconds: typeof content.durationSeconds === 'number' ? content.durationSeconds : null,
    quiz:
      lesson.kind === 'quiz'
        ? {
            passingScore: typeof content.passingScore === 'number' ? content.passingScore : 60,
            questions: questions.map((question) => ({
              key: String(question.id ?? newKey()),
              id: typeof question.id === 'string' ? question.id : undefined,
              prompt: text(question.prompt),
              multiple: question.multiple === true,
              explanation: text(question.explanation),
              options: (Array.isArray(question.options) ? (question.options as Record<string, unknown>[]) : []).map((option) => ({
                key: String(option.id ?? newKey()),
                id: typeof option.id === 'string' ? option.id : undefined,
                text: text(option.text),
                correct: option.correct === true,
              })),
            })),
          }
        : draft.quiz,
  };
}

/** The request body for the draft's kind (other kinds' fields are left behind). */
export function bodyOfLesson(draft: LessonDraft): LessonBody {
  const common = { titleTranslations: draft.title, durationMinutes: draft.durationMinutes };
  switch (draft.kind) {
    case 'text':
      return { kind: 'text', ...common, content: { body: draft.body } };
    case 'video':
      return {
        kind: 'video',
        ...common,
        content: {
          summary: draft.summary,
          mediaId: draft.media.mediaId,
          captions: (['en', 'hi'] as const).flatMap((language) => {
            const mediaId = draft.captions[language].mediaId;
            return mediaId ? [{ language, mediaId }] : [];
          }),
          durationSeconds: draft.durationSeconds,
        },
      };
    case 'document':
      return { kind: 'document', ...common, content: { summary: draft.summary, mediaId: draft.media.mediaId } };
    case 'quiz':
      return {
        kind: 'quiz',
        ...common,
        content: {
          passingScore: draft.quiz.passingScore,
          questions: draft.quiz.questions.map((question) => ({
            ...(question.id ? { id: question.id } : {}),
            prompt: question.prompt,
            multiple: question.multiple,
            explanation: question.explanation,
            options: question.options.map((option) => ({
              ...(option.id ? { id: option.id } : {}),
              text: option.text,
              correct: option.correct,
            })),
          })),
        },
      };
  }
}

/** What is wrong with a draft, as UI string keys with their values, checked with the API's schema. */
export function lessonProblems(draft: LessonDraft): { key: string; values?: Record<string, number> }[] {
  const parsed = lessonBody.safeParse(bodyOfLesson(draft));
  if (parsed.success) return [];
  const problems = new Map<string, { key: string; values?: Record<string, number> }>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String);
    const question = path[1] === 'questions' && path[2] !== undefined ? Number(path[2]) + 1 : undefined;
    let problem: { key: string; values?: Record<string, number> };
    if (path[0] === 'titleTranslations') problem = { key: 'courseAdmin.lessonErrors.title' };
    else if (path[0] === 'durationMinutes') problem = { key: 'courseAdmin.lessonErrors.duration' };
    else if (path[1] === 'passingScore') problem = { key: 'courseAdmin.lessonErrors.passingScore' };
    else if (path[1] === 'durationSeconds') problem = { key: 'courseAdmin.lessonErrors.videoLength' };
    else if (question !== undefined && path[3] === 'prompt') problem = { key: 'courseAdmin.lessonErrors.prompt', values: { question } };
    else if (question !== undefined && path[3] === 'options' && path[4] !== undefined)
      problem = { key: 'courseAdmin.lessonErrors.option', values: { question, option: Number(path[4]) + 1 } };
    else if (question !== undefined && path[3] === 'options') problem = { key: 'courseAdmin.lessonErrors.correct', values: { question } };
    else if (path[1] === 'questions') problem = { key: 'courseAdmin.lessonErrors.questions' };
    else if (issue.code === 'too_big') problem = { key: 'courseAdmin.lessonErrors.tooLong' };
    else problem = { key: 'courseAdmin.lessonErrors.invalid' };
    problems.set(`${problem.key}:${JSON.stringify(problem.values ?? {})}`, problem);
  }
  return [...problems.values()];
}
