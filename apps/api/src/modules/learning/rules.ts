import type { LearningProgress, LessonState } from '@jal/contracts';
import type { LessonRow, ProgressRow } from '../../db/rows.js';

/** What the rules and the player read of a progress row. */
export type ProgressInfo = Pick<ProgressRow, 'status' | 'positionSeconds' | 'watchedSeconds' | 'durationSeconds'>;

/**
 * Lessons unlock in order: the first is open, each next one opens when the one before it is
 * completed, and completed lessons stay open for review. A lesson with a progress row that is
 * not completed is in progress.
 */
export function lessonStates(lessons: LessonRow[], progress: Map<string, ProgressInfo>): LessonState[] {
  return lessons.map((lesson, index) => {
    const row = progress.get(lesson.id);
    if (row?.status === 'completed') return 'completed';
    const previous = index === 0 ? undefined : lessons[index - 1];
    const open = !previous || progress.get(previous.id)?.status === 'completed';
    if (!open) return 'locked';
    return row ? 'in_progress' : 'available';
  });
}

export function summarize(lessons: LessonRow[], states: LessonState[]): { progress: LearningProgress; currentLessonId: string | null } {
  const completedLessons = states.filter((state) => state === 'completed').length;
  const totalLessons = lessons.length;
  const percent = totalLessons === 0 ? 0 : Math.floor((completedLessons * 100) / totalLessons);
  const currentIndex = states.findIndex((state) => state !== 'completed');
  return {
    progress: { completedLessons, totalLessons, percent },
    currentLessonId: currentIndex === -1 ? null : (lessons[currentIndex]?.id ?? null),
  };
}

/** Videos complete at 90 % of their length: the last seconds are often credits or silence. */
export const WATCHED_SHARE = 0.9;

export function videoWatched(watchedSeconds: number, durationSeconds: number | null): boolean {
  if (!durationSeconds) return true;
  return watchedSeconds >= WATCHED_SHARE * durationSeconds - 0.5;
}
