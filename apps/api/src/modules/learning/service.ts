import type { CourseLms, MyEnrolments, PlayerLesson } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { enrolledContext, openLesson, type LearningDeps } from './context.js';
import { playerContent } from './player.js';
import { presentLms, presentLmsLesson, presentMyEnrolments } from './presenter.js';
import { insertEnrolment } from '../enrolments/service.js';
import { loadLearnerState, loadMyEnrolments, touchLesson, type LearnerState } from './repository.js';
import type { CourseOutline } from './outline.js';

// What other modules and the commands use of learning (the sync of offline events applies them at
// the phone's time; completing a lesson writes the progress here, then the enrolment and the certificate).
export { completionAnswer, recordCompletion, type CompletionGrounds, type RecordedCompletion } from './completion.js';
export { learnerContext, learningDeps, openLesson, type LearnerContext, type LearningDeps } from './context.js';
export { completionTimes, EMPTY_STATE, lastReportElsewhere } from './repository.js';
export { cachedOutlines, type CourseOutline, type OutlineSource } from './outline.js';
export { attemptQuiz } from './quiz-attempts.js';
export { recordPosition, type PositionReport } from './video-progress.js';

/**
 * Each kept state's LMS answer, with the outline it was built from: the same answer object as long
 * as neither changes, so its route sends it serialized once (sendKeptData).
 */
const presentedLms = new WeakMap<LearnerState, { outline: CourseOutline; lms: CourseLms }>();

export async function getLms(deps: LearningDeps, user: UserRow, idOrSlug: string): Promise<CourseLms> {
  const { db } = deps;
  const outline = await deps.outline(idOrSlug);
  let state = deps.states.get(user.id, outline.course.id);
  if (!state) {
    const readAt = deps.states.version;
    state = await loadLearnerState(db, user.id, outline.course.id);
    deps.states.set(user.id, outline.course.id, state, readAt);
  }
  const presented = presentedLms.get(state);
  if (presented?.outline === outline) return presented.lms;
  const lms = presentLms(outline, state);
  presentedLms.set(state, { outline, lms });
  return lms;
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

/** The learner's courses (published ones) with their progress, where to continue and their certificates. */
export async function myEnrolments(db: Db, userId: string): Promise<MyEnrolments> {
  return presentMyEnrolments(await loadMyEnrolments(db, userId));
}
