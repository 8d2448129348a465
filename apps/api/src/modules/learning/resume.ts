import type { LessonState } from '@jal/contracts';
import type { LessonRow, ProgressRow } from '../../db/rows.js';

/** What tells when a learner last worked on a lesson: its progress row and their last quiz attempt there. */
export type LessonActivity = Pick<ProgressRow, 'lessonId' | 'updatedAt' | 'lastReportAt' | 'completedAt'> & { lastQuizAt?: Date };

/** The latest of a lesson's moments: opened, a video position reported, completed, a quiz tried. */
export function lastActiveAt(activity: LessonActivity): Date {
  const moments = [activity.updatedAt, activity.lastReportAt, activity.completedAt, activity.lastQuizAt];
  return new Date(Math.max(...moments.map((moment) => moment?.getTime() ?? 0)));
}

/** The course's lesson the learner worked on last, with when; undefined before any lesson was opened. */
export function lastWorkedOn(lessons: LessonRow[], activities: Map<string, LessonActivity>) {
  let latest: { index: number; at: Date } | undefined;
  lessons.forEach((lesson, index) => {
    const activity = activities.get(lesson.id);
    if (!activity) return;
    const at = lastActiveAt(activity);
    if (!latest || at.getTime() > latest.at.getTime()) latest = { index, at };
  });
  return latest;
}

/**
 * The lesson Continue opens: the one the learner last worked on while it is still open and not
 * complete (they come back where they stopped), else the first lesson not complete; null when
 * every lesson is complete.
 */
export function resumeLessonId(
  lessons: LessonRow[],
  states: LessonState[],
  last: { index: number } | undefined,
  currentLessonId: string | null,
): string | null {
  if (last) {
    const state = states[last.index];
    if (state === 'in_progress' || state === 'available') return lessons[last.index]?.id ?? currentLessonId;
  }
  return currentLessonId;
}
