import type { NextLessonResult } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';
import type { NotificationRow } from '../../db/schema.js';
import { conflict } from '../../lib/http-error.js';
import { issueCertificate } from '../certificates/service.js';
import { enrolledContext, openLesson, type LearnerContext, type LearningDeps } from './context.js';
import { presentCertificateSummary, presentLmsLesson } from './presenter.js';
import { completeLesson, hasPassedQuiz, loadLearnerState, markEnrolmentComplete, setCurrentLesson } from './repository.js';
import { lessonStates, summarize, videoWatched } from './rules.js';

/** Why a lesson cannot be completed yet, or null when it can. */
async function notDoneReason(deps: LearningDeps, user: UserRow, context: LearnerContext, lessonId: string): Promise<string | null> {
  const lesson = context.outline.lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) return 'This course has no such lesson.';
  if (lesson.kind === 'quiz')
    return (await hasPassedQuiz(deps.db, user.id, lesson.id)) ? null : 'Pass the quiz first to complete this lesson.';
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

/**
 * A lesson completed: the answer for the learner, and the notices it made (the certificate's,
 * when the last lesson issued it), to be emailed once the caller's writes are committed.
 */
export type Completion = { completion: NextLessonResult; notices: NotificationRow[] };

export async function completeAndNext(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  requestedId: string | undefined,
): Promise<Completion> {
  return completeAt(deps, user, await enrolledContext(deps, user, idOrSlug), requestedId, deps.now());
}

/**
 * Completes the requested lesson (the current one when not given) at `at`, when the rules allow
 * it (403 locked, 409 not done yet), and answers with the next lesson, the new progress and the
 * certificate, issued once when the last lesson completes.
 */
export async function completeAt(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  requestedId: string | undefined,
  at: Date,
): Promise<Completion> {
  const { db } = deps;
  const { outline } = context;
  const before = summarize(outline.lessons, lessonStates(outline.lessons, context.state.progress));
  const targetId = requestedId ?? before.currentLessonId;
  if (!targetId) throw conflict('Every lesson of this course is already complete.');
  const { lessonState } = openLesson(context, targetId);
  // Completing a completed lesson again is answered as a success: a completion sent twice (a
  // retry after a lost connection) must not fail.
  if (lessonState !== 'completed') {
    const reason = await notDoneReason(deps, user, context, targetId);
    if (reason) throw conflict(reason);
    await completeLesson(db, user.id, outline.course.id, targetId, at);
  }
  const state = await loadLearnerState(db, user.id, outline.course.id);
  const states = lessonStates(outline.lessons, state.progress);
  const after = summarize(outline.lessons, states);
  let certificate = state.certificate;
  const notices: NotificationRow[] = [];
  if (after.currentLessonId === null && outline.lessons.length > 0) {
    if (!certificate) {
      const issued = await issueCertificate(db, user, outline.course);
      certificate = issued.certificate;
      if (issued.notice) notices.push(issued.notice);
    }
    await markEnrolmentComplete(db, user.id, outline.course.id, at);
  } else {
    await setCurrentLesson(db, user.id, outline.course.id, after.currentLessonId);
  }
  // After every write above, so a concurrent LMS read cannot keep the state from before.
  deps.states.forget(user.id, outline.course.id);
  const index = outline.lessons.findIndex((lesson) => lesson.id === targetId);
  // The next lesson is the one after this one; after the last, whatever is still not done.
  const nextIndex = index + 1 < outline.lessons.length ? index + 1 : states.findIndex((lessonState_) => lessonState_ !== 'completed');
  const next = nextIndex >= 0 ? outline.lessons[nextIndex] : undefined;
  return {
    completion: {
      completedLessonId: targetId,
      nextLesson: next ? presentLmsLesson(next, states[nextIndex] ?? 'locked') : null,
      progress: after.progress,
      certificate: certificate ? presentCertificateSummary(certificate) : null,
    },
    notices,
  };
}
