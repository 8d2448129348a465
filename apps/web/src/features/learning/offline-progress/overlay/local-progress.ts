import type { CourseLms, LessonState, PlayerLesson, SyncEvent } from '@jal/contracts';
import { watchedAfterReports } from './watched-time';

/**
 * The course as it stands with the waiting events applied on top of the server's (perhaps
 * stored, stale) answer, by the server's rules: a completion counts only for a lesson that is
 * open, and opens the lesson after it; any other event makes an open lesson in progress. A quiz
 * attempt waiting to be marked completes nothing, so what follows the quiz stays locked.
 */
export function withLocalProgress(lms: CourseLms, events: readonly SyncEvent[]): CourseLms {
  const mine = events.filter((event) => event.courseId === lms.course.id);
  if (mine.length === 0 || !lms.enrolled) return lms;
  const lessons = lms.modules.flatMap((module) => module.lessons);
  const states = new Map<string, LessonState>(lessons.map((lesson) => [lesson.id, lesson.state]));
  for (const event of mine) {
    const index = lessons.findIndex((lesson) => lesson.id === event.lessonId);
    const state = states.get(event.lessonId);
    if (index === -1 || state === undefined || state === 'locked' || state === 'completed') continue;
    if (event.type !== 'complete') {
      states.set(event.lessonId, 'in_progress');
      continue;
    }
    states.set(event.lessonId, 'completed');
    const next = lessons[index + 1];
    if (next && states.get(next.id) === 'locked') states.set(next.id, 'available');
  }
  const completedLessons = lessons.filter((lesson) => states.get(lesson.id) === 'completed').length;
  const totalLessons = lessons.length;
  return {
    ...lms,
    modules: lms.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, state: states.get(lesson.id) ?? lesson.state })),
    })),
    progress: { completedLessons, totalLessons, percent: totalLessons === 0 ? 0 : Math.floor((completedLessons * 100) / totalLessons) },
    currentLessonId: lessons.find((lesson) => states.get(lesson.id) !== 'completed')?.id ?? null,
  };
}

/**
 * One lesson with its waiting events applied: completed, in progress, a video's place and watched
 * time. A lesson downloaded while it was still locked is open once the learner acted in it: the
 * phone lets them act only in lessons the course's local progress has opened.
 */
export function withLocalLessonProgress(lesson: PlayerLesson, events: readonly SyncEvent[]): PlayerLesson {
  const mine = events.filter((event) => event.courseId === lesson.courseId && event.lessonId === lesson.id);
  if (mine.length === 0) return lesson;
  const state: LessonState = lesson.state === 'completed' || mine.some((event) => event.type === 'complete') ? 'completed' : 'in_progress';
  const reports = mine.flatMap((event) => (event.type === 'position' ? [event] : []));
  const content = lesson.content;
  if (content.kind !== 'video' || reports.length === 0) return { ...lesson, state };
  return {
    ...lesson,
    state,
    content: {
      ...content,
      positionSeconds: reports.at(-1)?.positionSeconds ?? content.positionSeconds,
      watchedSeconds: watchedAfterReports(content.watchedSeconds, reports, content.durationSeconds),
    },
  };
}
