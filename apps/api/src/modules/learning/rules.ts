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

/** Whether enough was watched; a video whose length the server cannot tell cannot be measured, so it does not hold the learner back. */
export function videoWatched(watchedSeconds: number, durationSeconds: number | null): boolean {
  if (!durationSeconds) return true;
  return watchedSeconds >= WATCHED_SHARE * durationSeconds - 0.5;
}

/**
 * How much faster than the server's clock watched time may grow between two reports. The player
 * samples its position on a timer and the request then crosses the network: a report that leaves
 * or arrives late makes its interval look shorter than the playback in it, and the next interval
 * longer by as much. 10 % of a report interval (the player reports every 10 s) covers that jitter
 * and timer drift, and what the next reports do not make good is absorbed by the last 10 % of the
 * video, which completion does not need. No fixed seconds are added per report: a client could
 * send reports many times a second and add them up.
 */
export const CLOCK_TOLERANCE = 1.1;

/** What the count needs of the learner's progress row before the report. */
export type WatchSoFar = { watchedSeconds: number; lastReportAt: Date | null };

/**
 * Seconds watched after a position report. They grow towards the reported position, by no more
 * than the clock allows since the previous report (times the tolerance), and never past the
 * server's length of the video. The first report only starts the clock: the player reports when
 * playback starts. Seeking back and watching again keeps the count; seeking forward earns only
 * the time that really passed.
 */
export function countWatched(before: WatchSoFar, positionSeconds: number, durationSeconds: number | null, now: Date): number {
  const watched = before.watchedSeconds;
  const elapsedSeconds = before.lastReportAt ? Math.max(0, (now.getTime() - before.lastReportAt.getTime()) / 1000) : 0;
  const reached = Math.max(watched, Math.min(positionSeconds, watched + elapsedSeconds * CLOCK_TOLERANCE));
  return durationSeconds ? Math.min(reached, durationSeconds) : reached;
}

/** Failed attempts that cost nothing; after them each further attempt waits the next of QUIZ_WAIT_MINUTES. */
export const FREE_QUIZ_ATTEMPTS = 3;
/** 1, then 5, then 30 minutes (and 30 from then on): enough to make trying answers one at a time pointless. */
export const QUIZ_WAIT_MINUTES = [1, 5, 30] as const;

/** The learner's attempts at one quiz, as far as the wait needs them. */
export type QuizHistory = { failed: number; passed: boolean; lastAt: Date | null };

/** Whole seconds until the next attempt may be sent; 0 when it may be sent now (always, once passed). */
export function quizWaitSeconds(history: QuizHistory, now: Date): number {
  if (history.passed || history.failed < FREE_QUIZ_ATTEMPTS || !history.lastAt) return 0;
  const index = Math.min(history.failed - FREE_QUIZ_ATTEMPTS, QUIZ_WAIT_MINUTES.length - 1);
  const waitMs = (QUIZ_WAIT_MINUTES[index] ?? 30) * 60_000;
  const leftMs = history.lastAt.getTime() + waitMs - now.getTime();
  return leftMs > 0 ? Math.ceil(leftMs / 1000) : 0;
}

/** "30 seconds", "1 minute", "5 minutes": the wait in words for an error message (minutes rounded up). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
