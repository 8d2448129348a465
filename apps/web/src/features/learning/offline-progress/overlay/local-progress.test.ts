import type { SyncEvent } from '@jal/contracts';
import { describe, expect, it } from 'vitest';
import { buildLms, buildPlayerLesson, COURSE_ID, lessonId } from '@/features/learning/testing/learning-fixtures';
import { withLocalLessonProgress, withLocalProgress } from './local-progress';
import { watchedAfterReports } from './watched-time';

let serial = 0;
const event = (lesson: number, type: 'complete' | 'attempt' = 'complete', at = '2026-11-20T10:00:00.000Z'): SyncEvent =>
  type === 'complete'
    ? { type, courseId: COURSE_ID, lessonId: lessonId(lesson), key: `k${(serial += 1)}`, at }
    : {
        type,
        courseId: COURSE_ID,
        lessonId: lessonId(lesson),
        key: `k${(serial += 1)}`,
        at,
        answers: [{ questionId: 'q1', optionIds: ['a'] }],
      };
const report = (positionSeconds: number, at: string): SyncEvent => ({
  type: 'position',
  courseId: COURSE_ID,
  lessonId: lessonId(2),
  key: `k${(serial += 1)}`,
  at: `2026-11-20T10:${at}.000Z`,
  positionSeconds,
});
const states = (lms: ReturnType<typeof buildLms>) => lms.modules.flatMap((module) => module.lessons.map((lesson) => lesson.state));

describe('local progress on top of the stored course state', () => {
  it('marks queued completions, opens the lesson after each and counts the progress again', () => {
    const lms = withLocalProgress(buildLms(), [event(2), event(3)]);
    expect(states(lms)).toEqual(['completed', 'completed', 'completed', 'available']);
    expect(lms.progress).toEqual({ completedLessons: 3, totalLessons: 4, percent: 75 });
    expect(lms.currentLessonId).toBe(lessonId(4));
  });

  it('does not count a completion of a lesson still locked, nor open anything after a quiz waiting to be marked', () => {
    expect(states(withLocalProgress(buildLms(), [event(3)]))).toEqual(['completed', 'in_progress', 'locked', 'locked']);
    const afterQuiz = withLocalProgress(buildLms(), [event(2), event(3), event(4, 'attempt')]);
    expect(states(afterQuiz)).toEqual(['completed', 'completed', 'completed', 'in_progress']);
    expect(afterQuiz.completedAt).toBeNull();
  });

  it('leaves other courses alone and gives back the same object when nothing waits', () => {
    const lms = buildLms();
    expect(withLocalProgress(lms, [])).toBe(lms);
    expect(withLocalProgress(lms, [{ ...event(2), courseId: 'another' }])).toBe(lms);
  });

  it('shows a lesson completed offline as completed', () => {
    expect(withLocalLessonProgress(buildPlayerLesson(3), [event(3)]).state).toBe('completed');
    expect(withLocalLessonProgress(buildPlayerLesson(3), [event(2)]).state).toBe('in_progress');
  });

  it('grows a video’s watched seconds no faster than the phone’s clock between reports', () => {
    // Stored: 30 of 100 s watched. Played 20 s, then a seek to 95 s ten seconds later.
    const lesson = withLocalLessonProgress(buildPlayerLesson(2), [report(30, '00:00'), report(50, '00:20'), report(95, '00:30')]);
    expect(lesson.content).toMatchObject({ positionSeconds: 95, watchedSeconds: 61 });
  });

  it('starts the clock at the first report and never passes the video’s length', () => {
    expect(watchedAfterReports(0, [{ positionSeconds: 80, at: '2026-11-20T10:00:00Z' }], 100)).toBe(0);
    const hour = [
      { positionSeconds: 0, at: '2026-11-20T10:00:00Z' },
      { positionSeconds: 120, at: '2026-11-20T11:00:00Z' },
    ];
    expect(watchedAfterReports(0, hour, 100)).toBe(100);
    expect(watchedAfterReports(50, [{ positionSeconds: 10, at: '2026-11-20T10:00:00Z' }], 100)).toBe(50);
  });
});
