import type {
  CourseLms,
  MyEnrolments,
  NextLessonResult,
  PlayerLesson,
  QuizAttemptBody,
  QuizAttemptResult,
  VideoPosition,
} from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { ProgressRow, UserRow } from '../../db/rows.js';
import type { NotificationRow } from '../../db/schema.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { PublicCache } from '../../lib/public-cache.js';
import type { MediaStore } from '../../lib/media-store.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../lib/http-error.js';
import { issueCertificate } from '../certificates/service.js';
import { cachedOutlines, type CourseOutline, type OutlineSource } from './outline.js';
import { playerContent } from './player.js';
import { presentCertificateSummary, presentLms, presentLmsLesson, presentMyEnrolments } from './presenter.js';
import {
  completeLesson,
  hasPassedQuiz,
  insertEnrolment,
  insertQuizAttempt,
  loadLearnerState,
  loadMyEnrolments,
  markEnrolmentComplete,
  quizHistory,
  saveVideoReport,
  setCurrentLesson,
  touchLesson,
  withProgressRow,
  type LearnerState,
} from './repository.js';
import { feedbackFor, gradeQuiz, readQuiz } from './quiz.js';
import { countWatched, lessonStates, quizWaitSeconds, summarize, videoWatched, waitInWords } from './rules.js';
import { LearnerStateCache } from './state-cache.js';
import { VideoLengths } from './video-length.js';

/**
 * What the learning services need: the database, cached course outlines, the LMS read's cache,
 * the videos' lengths and the clock (a test moves it on instead of waiting).
 */
export type LearningDeps = { db: Db; outline: OutlineSource; states: LearnerStateCache; videoLengths: VideoLengths; now: () => Date };

/** What the app gives the learning services. */
type LearningSource = { db: Db; publicCache: PublicCache; changeFeed: ChangeFeed; mediaStore: MediaStore; now: () => Date };

const depsByDatabase = new WeakMap<Db, LearningDeps>();

/**
 * The learning services' dependencies, one set per database: every module that writes progress
 * (the online routes, the sync of offline events) then drops the same cached LMS reads. The app's
 * clock counts watched time and quiz waits: tests move it on instead of waiting.
 */
export function learningDeps(app: LearningSource): LearningDeps {
  let deps = depsByDatabase.get(app.db);
  if (!deps) {
    deps = {
      db: app.db,
      outline: cachedOutlines(app.db, app.publicCache),
      states: new LearnerStateCache(undefined, undefined, app.changeFeed),
      videoLengths: new VideoLengths(app.db, app.mediaStore),
      now: app.now,
    };
    depsByDatabase.set(app.db, deps);
  }
  return deps;
}

export async function getLms(deps: LearningDeps, user: UserRow, idOrSlug: string): Promise<CourseLms> {
  const { db } = deps;
  const outline = await deps.outline(idOrSlug);
  let state = deps.states.get(user.id, outline.course.id);
  if (!state) {
    const readAt = deps.states.version;
    state = await loadLearnerState(db, user.id, outline.course.id);
    deps.states.set(user.id, outline.course.id, state, readAt);
  }
  return presentLms(outline, state);
}

export async function enrol(deps: LearningDeps, user: UserRow, idOrSlug: string): Promise<{ created: boolean; lms: CourseLms }> {
  const { db } = deps;
  const outline = await deps.outline(idOrSlug);
  const created = await insertEnrolment(db, user.id, outline.course.id, outline.lessons[0]?.id ?? null);
  // An LMS read just before enrolling cached 'not enrolled': drop it like every other write.
  deps.states.forget(user.id, outline.course.id);
  const state = await loadLearnerState(db, user.id, outline.course.id);
  return { created, lms: presentLms(outline, state) };
}

/** A course's outline with the learner's state in it. */
export type LearnerContext = { outline: CourseOutline; state: LearnerState };

/** The learner's state in a course whose outline is known; 403 when not enrolled. */
export async function learnerContext(db: Db, user: UserRow, outline: CourseOutline): Promise<LearnerContext> {
  const state = await loadLearnerState(db, user.id, outline.course.id);
  if (!state.enrolment) throw forbidden('Enrol in this course first.');
  return { outline, state };
}

async function enrolledContext(deps: LearningDeps, user: UserRow, idOrSlug: string): Promise<LearnerContext> {
  return learnerContext(deps.db, user, await deps.outline(idOrSlug));
}

/** The lesson, its index and state; 404 when it is not a lesson of this course, 403 when locked. */
function openLesson({ outline, state }: LearnerContext, lessonId: string, { evenLocked = false } = {}) {
  const index = outline.lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = outline.lessons[index];
  if (!lesson) throw notFound('This course has no such lesson.');
  const lessonState = lessonStates(outline.lessons, state.progress)[index] ?? 'locked';
  if (lessonState === 'locked' && !evenLocked) throw forbidden('This lesson is locked: complete the lessons before it first.');
  return { lesson, index, lessonState };
}

/**
 * One lesson for the player. `forOffline`: a course downloaded to the phone must hold every
 * lesson, so a locked one is sent too, marked locked and not marked opened. The order still
 * holds: the phone opens it only after the lessons before it, and the server refuses its
 * completion until they are complete.
 */
export async function getPlayerLesson(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  lessonId: string,
  { forOffline = false } = {},
): Promise<PlayerLesson> {
  const { db } = deps;
  const context = await enrolledContext(deps, user, idOrSlug);
  const { lesson, index, lessonState } = openLesson(context, lessonId, { evenLocked: forOffline });
  // Opening a lesson marks it in progress, so Resume on another device comes back to it.
  if (lessonState === 'available') {
    await touchLesson(db, user.id, context.outline.course.id, lesson.id, deps.now());
    deps.states.forget(user.id, context.outline.course.id);
  }
  return {
    ...presentLmsLesson(lesson, lessonState === 'available' ? 'in_progress' : lessonState),
    courseId: context.outline.course.id,
    moduleId: lesson.moduleId,
    previousLessonId: context.outline.lessons[index - 1]?.id ?? null,
    nextLessonId: context.outline.lessons[index + 1]?.id ?? null,
    content: await playerContent(deps, user.id, lesson, context.state.progress.get(lesson.id)),
  };
}

/**
 * A video position report: where the learner is, and when. `prepare` sees the learner's progress
 * row of the lesson, held for the report, before anything is written: it may refuse the report
 * (by throwing) and says from when the watched clock runs for it (null: the report only starts
 * the clock).
 */
export type PositionReport = {
  positionSeconds: number;
  at: Date;
  prepare: (db: Db, before: ProgressRow) => Promise<Date | null>;
};

/** Saves a position report of a video lesson the learner may open, counting the watched seconds it earns. */
export async function recordPosition(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  lessonId: string,
  report: PositionReport,
): Promise<VideoPosition> {
  const { lesson } = openLesson(context, lessonId);
  if (lesson.kind !== 'video') throw badRequest('Only video lessons keep a position.');
  // The server's length, never the player's: a report's duration only tells what the player saw.
  const duration = await deps.videoLengths.ofLesson(lesson, deps.db);
  if (duration !== null && report.positionSeconds > duration + 1) throw badRequest('positionSeconds cannot be past the end of the video.');
  const ids = { userId: user.id, courseId: context.outline.course.id, lessonId };
  const row = await withProgressRow(deps.db, ids, report.at, async (tx, before) => {
    const lastReportAt = await report.prepare(tx, before);
    return saveVideoReport(tx, before.id, {
      positionSeconds: report.positionSeconds,
      watchedSeconds: countWatched({ watchedSeconds: before.watchedSeconds, lastReportAt }, report.positionSeconds, duration, report.at),
      durationSeconds: duration,
      at: report.at,
    });
  });
  deps.states.forget(user.id, context.outline.course.id);
  return { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds, watchedSeconds: row.watchedSeconds };
}

/** The player's report, counted on the server's clock from the lesson's previous report. */
export async function savePosition(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  lessonId: string,
  body: { positionSeconds: number; durationSeconds: number },
): Promise<VideoPosition> {
  const context = await enrolledContext(deps, user, idOrSlug);
  return recordPosition(deps, user, context, lessonId, {
    positionSeconds: body.positionSeconds,
    at: deps.now(),
    prepare: (_db, before) => Promise.resolve(before.lastReportAt),
  });
}

export async function submitAttempt(
  deps: LearningDeps,
  user: UserRow,
  idOrSlug: string,
  lessonId: string,
  body: QuizAttemptBody,
): Promise<QuizAttemptResult> {
  return attemptQuiz(deps, user, await enrolledContext(deps, user, idOrSlug), lessonId, body, deps.now());
}

/**
 * Grades quiz answers sent at `at` and keeps the attempt, unless the quiz is still waiting after
 * failed attempts (429 with the wait in words).
 */
export async function attemptQuiz(
  deps: LearningDeps,
  user: UserRow,
  context: LearnerContext,
  lessonId: string,
  body: QuizAttemptBody,
  at: Date,
): Promise<QuizAttemptResult> {
  const { db } = deps;
  const { lesson } = openLesson(context, lessonId);
  if (lesson.kind !== 'quiz') throw badRequest('This lesson is not a quiz.');
  const graded = gradeQuiz(readQuiz(lesson), body.answers);
  const now = at;
  const ids = { userId: user.id, courseId: context.outline.course.id, lessonId };
  const nextWait = await withProgressRow(db, ids, now, async (tx) => {
    const history = await quizHistory(tx, user.id, lessonId);
    const wait = quizWaitSeconds(history, now);
    if (wait > 0) {
      throw tooManyRequests(
        `You have tried this quiz ${history.failed} times without passing: wait before the next attempt. Try again in ${waitInWords(wait)}.`,
        wait,
      );
    }
    await insertQuizAttempt(tx, {
      userId: user.id,
      lessonId,
      score: graded.score,
      passed: graded.passed,
      answers: body.answers,
      submittedAt: now,
    });
    return quizWaitSeconds({ failed: history.failed + (graded.passed ? 0 : 1), passed: history.passed || graded.passed, lastAt: now }, now);
  });
  deps.states.forget(user.id, context.outline.course.id);
  const states = lessonStates(context.outline.lessons, context.state.progress);
  return {
    ...feedbackFor(graded),
    nextAttemptInSeconds: nextWait > 0 ? nextWait : null,
    progress: summarize(context.outline.lessons, states).progress,
  };
}

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

/** The learner's courses (published ones) with their progress, where to continue and their certificates. */
export async function myEnrolments(db: Db, userId: string): Promise<MyEnrolments> {
  return presentMyEnrolments(await loadMyEnrolments(db, userId));
}
