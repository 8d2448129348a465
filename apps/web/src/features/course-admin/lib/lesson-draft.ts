import { lessonBody, type AdminLesson, type LessonBody, type PracticalInput } from '@jal/contracts';
import type { z } from 'zod';
import { bodySchema } from '@/lib/form-resolver';
import type { Message } from '@/lib/validation-messages';
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
/**
 * A video's copies spoken in other languages (not edited here), with the video they were made
 * from: they are kept while that video stays, and dropped when another one is uploaded.
 */
export type SpokenCopies = { of: string | null; copies: { language: string; mediaId: string }[] };
export type LessonDraft = {
  title: Bilingual;
  kind: LessonKind;
  durationMinutes: number;
  moduleId: string;
  body: Bilingual;
  summary: Bilingual;
  media: MediaDraft;
  captions: { en: MediaDraft; hi: MediaDraft };
  spokenCopies: SpokenCopies;
  durationSeconds: number | null;
  quiz: QuizDraft;
  /** A practical's content as stored, sent back unchanged: it is written through the API, not in this form. */
  practical: Record<string, unknown> | null;
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
    spokenCopies: { of: null, copies: [] },
    durationSeconds: null,
    quiz: { passingScore: 60, questions: [newQuestion()] },
    practical: null,
  };
}

/** The editor's draft of a stored lesson; content is read defensively (it is JSON from the server). */
export function draftOf(lesson: AdminLesson): LessonDraft {
  const content = lesson.content;
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
    spokenCopies: {
      of: typeof content.mediaId === 'string' ? content.mediaId : null,
      copies: (Array.isArray(content.mediaByLanguage)
        ? (content.mediaByLanguage as { language?: unknown; mediaId?: unknown }[])
        : []
      ).flatMap(({ language, mediaId }) => (typeof language === 'string' && typeof mediaId === 'string' ? [{ language, mediaId }] : [])),
    },
    durationSeconds: typeof content.durationSeconds === 'number' ? content.durationSeconds : null,
    quiz:
      lesson.kind === 'quiz'
        ? {
            passingScore: typeof content.passingScore === 'number' ? content.passingScore : 60,
            questions: questions.map((question) => ({
              key: typeof question.id === 'string' ? question.id : newKey(),
              id: typeof question.id === 'string' ? question.id : undefined,
              prompt: text(question.prompt),
              multiple: question.multiple === true,
              explanation: text(question.explanation),
              options: (Array.isArray(question.options) ? (question.options as Record<string, unknown>[]) : []).map((option) => ({
                key: typeof option.id === 'string' ? option.id : newKey(),
                id: typeof option.id === 'string' ? option.id : undefined,
                text: text(option.text),
                correct: option.correct === true,
              })),
            })),
          }
        : draft.quiz,
    practical: lesson.kind === 'practical' ? content : null,
  };
}

/** The request body for the draft's kind (other kinds' fields are left behind). */
export function bodyOfLesson(draft: LessonDraft): LessonBody {
  const common = { titleTranslations: draft.title, durationMinutes: draft.durationMinutes };
  const { of, copies } = draft.spokenCopies;
  const keptCopies = of !== null && of === draft.media.mediaId ? copies : [];
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
          ...(keptCopies.length > 0 ? { mediaByLanguage: keptCopies } : {}),
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
    case 'practical':
      // The API checks it; what it stored is valid input again (its ids are kept).
      return { kind: 'practical', ...common, content: (draft.practical ?? {}) as PracticalInput };
  }
}

/** The draft checked as the request body it becomes, with the API's own schema. */
export const lessonDraftSchema = bodySchema(bodyOfLesson, lessonBody);

/**
 * What one problem of a lesson body means for its author, as a UI string key and its values: the
 * body nests questions and options, so the message names which one ("Question 2, option 3").
 */
export function lessonIssueMessage(issue: z.core.$ZodIssue): Message {
  const path = issue.path.map(String);
  const question = path[1] === 'questions' && path[2] !== undefined ? Number(path[2]) + 1 : undefined;
  if (path[0] === 'titleTranslations') return { key: 'courseAdmin.lessonErrors.title' };
  if (path[0] === 'durationMinutes') return { key: 'courseAdmin.lessonErrors.duration' };
  if (path[1] === 'passingScore') return { key: 'courseAdmin.lessonErrors.passingScore' };
  if (path[1] === 'durationSeconds') return { key: 'courseAdmin.lessonErrors.videoLength' };
  if (question !== undefined && path[3] === 'prompt') return { key: 'courseAdmin.lessonErrors.prompt', values: { question } };
  if (question !== undefined && path[3] === 'options' && path[4] !== undefined)
    return { key: 'courseAdmin.lessonErrors.option', values: { question, option: Number(path[4]) + 1 } };
  if (question !== undefined && path[3] === 'options') return { key: 'courseAdmin.lessonErrors.correct', values: { question } };
  if (path[1] === 'questions') return { key: 'courseAdmin.lessonErrors.questions' };
  if (issue.code === 'too_big') return { key: 'courseAdmin.lessonErrors.tooLong' };
  return { key: 'courseAdmin.lessonErrors.invalid' };
}

/** What is wrong with a draft, as UI string keys with their values, each problem once. */
export function lessonProblems(draft: LessonDraft): Message[] {
  const parsed = lessonDraftSchema.safeParse(draft);
  if (parsed.success) return [];
  const problems = new Map<string, Message>();
  for (const issue of parsed.error.issues) {
    const problem = lessonIssueMessage(issue);
    problems.set(`${problem.key}:${JSON.stringify(problem.values ?? {})}`, problem);
  }
  return [...problems.values()];
}
