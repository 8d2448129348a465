import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { cachedOutlines, type CourseOutline, type OutlineSource } from './outline.js';
import { loadLearnerState, type LearnerState } from './repository.js';
import { lessonStates } from './rules.js';
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

/** A course's outline with the learner's state in it. */
export type LearnerContext = { outline: CourseOutline; state: LearnerState };

/** The learner's state in a course whose outline is known; 403 when not enrolled. */
export async function learnerContext(db: Db, user: UserRow, outline: CourseOutline): Promise<LearnerContext> {
  const state = await loadLearnerState(db, user.id, outline.course.id);
  if (!state.enrolment) throw forbidden('Enrol in this course first.').coded('NOT_ENROLLED');
  return { outline, state };
}

/** The learner's state in the course `idOrSlug`; 403 when not enrolled. */
export async function enrolledContext(deps: LearningDeps, user: UserRow, idOrSlug: string): Promise<LearnerContext> {
  return learnerContext(deps.db, user, await deps.outline(idOrSlug));
}

/** The lesson, its index and state; 404 when it is not a lesson of this course, 403 when locked. */
export function openLesson({ outline, state }: LearnerContext, lessonId: string, { evenLocked = false } = {}) {
  const index = outline.lessons.findIndex((lesson) => lesson.id === lessonId);
  const lesson = outline.lessons[index];
  if (!lesson) throw notFound('This course has no such lesson.');
  const lessonState = lessonStates(outline.lessons, state.progress)[index] ?? 'locked';
  if (lessonState === 'locked' && !evenLocked) {
    throw forbidden('This lesson is locked: complete the lessons before it first.').coded('LESSON_LOCKED');
  }
  return { lesson, index, lessonState };
}
