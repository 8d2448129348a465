import type { LessonState, NextLessonResult } from '@jal/contracts';
import type { CertificateRow, UserRow } from '../../db/rows.js';
import { conflict } from '../../lib/http-error.js';
import { openLesson, type LearnerContext, type LearningDeps } from './context.js';
import { presentCertificateSummary, presentLmsLesson } from './presenter.js';
import { completeLesson, hasPassedQuiz, loadLearnerState, type LearnerState } from './repository.js';
import { lessonStates, summarize, videoWatched } from './rules.js';

/** What else makes a lesson done: a reviewer's acceptance of a practical submitted by the learner. */
export type CompletionGrounds = { practicalAccepted?: boolean };

/** Why a lesson cannot be completed yet, or null when it can. */
async function notDoneReason(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  lessonId: string,
  grounds: CompletionGrounds,
): Promise<string | null> {
  const lesson = context.outline.lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) return 'This course has no such lesson.';
  if (lesson.kind === 'quiz')
    return (await hasPassedQuiz(deps.db, user.id, lesson.id)) ? null : 'Pass the quiz first to complete this lesson.';
  // A practical completes when a reviewer accepts a submission of it, never when the learner asks.
  if (lesson.kind === 'practical')
    return grounds.practicalAccepted ? null : 'A field practical is complete once a reviewer accepts what you sent.';
  if (lesson.kind === 'video') {
    const content = lesson.content as { mediaId?: unknown };
    if (!content.mediaId) return null;
    const watched = context.state.progress.get(lesson.id)?.watchedSeconds ?? 0;
    const duration = await deps.videoLengths.ofLesson(lesson, deps.db);
    if (videoWatched(watched, duration)) return null;
    return `Watch at least 90% of the video first (${Math.floor(watched)} of ${Math.round(duration ?? 0)} seconds so far).`;
  }
  return null;
}

/** A lesson marked complete in the learner's progress, and where the course stands after it. */
export type RecordedCompletion = {
  lessonId: string;
  /** The learner's state read again after the write. */
  state: LearnerState;
  states: LessonState[];
  /** The lesson to continue with (null when every lesson is complete) and the percentage done. */
  after: ReturnType<typeof summarize>;
};

/**
 * Marks the requested lesson (the current one when not given) complete at `at` in the learner's
 * progress, when the rules allow it (403 locked, 409 not done yet). Completing a completed
 * lesson again is a success: a completion sent twice (a retry after a lost connection) must
 * not fail. The enrolment and the certificate are the completion command's.
 */
export async function recordCompletion(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  requestedId: string | undefined,
  at: Date,
  grounds: CompletionGrounds = {},
): Promise<RecordedCompletion> {
  const { outline } = context;
  const before = summarize(outline.lessons, lessonStates(outline.lessons, context.state.progress));
  const lessonId = requestedId ?? before.currentLessonId;
  if (!lessonId) throw conflict('Every lesson of this course is already complete.');
  const { lessonState } = openLesson(context, lessonId);
  if (lessonState !== 'completed') {
    const reason = await notDoneReason(deps, user, context, lessonId, grounds);
    if (reason) throw conflict(reason).coded('LESSON_NOT_DONE');
    await completeLesson(deps.db, user.id, outline.course.id, lessonId, at);
  }
  const state = await loadLearnerState(deps.db, user.id, outline.course.id);
  const states = lessonStates(outline.lessons, state.progress);
  return { lessonId, state, states, after: summarize(outline.lessons, states) };
}

/** The answer to a completion: the next lesson, the new progress and the certificate. */
export function completionAnswer(
  context: LearnerContext,
  { lessonId, states, after }: RecordedCompletion,
  certificate: CertificateRow | undefined,
): NextLessonResult {
  const { lessons } = context.outline;
  const index = lessons.findIndex((lesson) => lesson.id === lessonId);
  // The next lesson is the one after this one; after the last, whatever is still not done.
  const nextIndex = index + 1 < lessons.length ? index + 1 : states.findIndex((state) => state !== 'completed');
  const next = nextIndex >= 0 ? lessons[nextIndex] : undefined;
  return {
    completedLessonId: lessonId,
    nextLesson: next ? presentLmsLesson(next, states[nextIndex] ?? 'locked') : null,
    progress: after.progress,
    certificate: certificate ? presentCertificateSummary(certificate) : null,
  };
}
