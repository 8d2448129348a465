import { describe, expect, it } from 'vitest';
import type { LessonRow } from '../../db/rows.js';
import { countWatched, lessonStates, quizWaitSeconds, summarize, videoWatched, waitInWords, type ProgressInfo } from './rules.js';

const lesson = (id: string) => ({ id }) as LessonRow;
const lessons = ['a', 'b', 'c', 'd'].map(lesson);
const done: ProgressInfo = { status: 'completed', positionSeconds: 0, watchedSeconds: 0, durationSeconds: null };
const started: ProgressInfo = { ...done, status: 'in_progress' };

describe('lessonStates', () => {
  it('opens the first lesson of a fresh start and locks the rest', () => {
    expect(lessonStates(lessons, new Map())).toEqual(['available', 'locked', 'locked', 'locked']);
  });

  it('opens the lesson after each completed one; an opened lesson is in progress', () => {
    const progress = new Map([
      ['a', done],
      ['b', started],
    ]);
    expect(lessonStates(lessons, progress)).toEqual(['completed', 'in_progress', 'locked', 'locked']);
  });

  it('keeps completed lessons open and opens the one after them, even after a lesson was inserted earlier', () => {
    // 'b' was added by the course team after the learner had completed 'c'.
    const progress = new Map([
      ['a', done],
      ['c', done],
    ]);
    expect(lessonStates(lessons, progress)).toEqual(['completed', 'available', 'completed', 'available']);
    expect(summarize(lessons, lessonStates(lessons, progress))).toEqual({
      progress: { completedLessons: 2, totalLessons: 4, percent: 50 },
      currentLessonId: 'b',
    });
  });

  it('reports 100 % and no current lesson only when every lesson is complete', () => {
    const all = new Map(lessons.map((item) => [item.id, done]));
    expect(summarize(lessons, lessonStates(lessons, all))).toEqual({
      progress: { completedLessons: 4, totalLessons: 4, percent: 100 },
      currentLessonId: null,
    });
    const three = new Map(lessons.slice(0, 3).map((item) => [item.id, done]));
    expect(summarize(lessons, lessonStates(lessons, three)).progress.percent).toBe(75);
    expect(summarize([], []).progress).toEqual({ completedLessons: 0, totalLessons: 0, percent: 0 });
  });
});

describe('videoWatched', () => {
  it('needs about 90 % of a known length, and nothing when the length is unknown', () => {
    expect(videoWatched(26, 30)).toBe(false);
    expect(videoWatched(27, 30)).toBe(true);
    expect(videoWatched(0, null)).toBe(true);
  });
});

describe('countWatched', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, seconds));

  it('starts the clock at the first report and counts nothing for it', () => {
    expect(countWatched({ watchedSeconds: 0, lastReportAt: null }, 30, 30, at(0))).toBe(0);
  });

  it('grows towards the position by at most the time since the last report plus 10 %', () => {
    expect(countWatched({ watchedSeconds: 0, lastReportAt: at(0) }, 10, 30, at(10))).toBe(10);
    expect(countWatched({ watchedSeconds: 0, lastReportAt: at(0) }, 30, 30, at(10))).toBeCloseTo(11, 6);
    expect(countWatched({ watchedSeconds: 10, lastReportAt: at(10) }, 30, 30, at(10))).toBe(10);
  });

  it('keeps what was watched after seeking back, and never passes the length', () => {
    expect(countWatched({ watchedSeconds: 20, lastReportAt: at(0) }, 5, 30, at(30))).toBe(20);
    expect(countWatched({ watchedSeconds: 25, lastReportAt: at(0) }, 40, 30, at(59))).toBe(30);
    expect(countWatched({ watchedSeconds: 0, lastReportAt: at(0) }, 50, null, at(59))).toBe(50);
  });

  it('gives reports sent many times a second no more than the clock', () => {
    let state = { watchedSeconds: 0, lastReportAt: at(0) as Date | null };
    for (let tenth = 1; tenth <= 100; tenth += 1) {
      const now = new Date(at(0).getTime() + tenth * 100);
      state = { watchedSeconds: countWatched(state, 30, 30, now), lastReportAt: now };
    }
    expect(state.watchedSeconds).toBeCloseTo(11, 6);
  });
});

describe('quizWaitSeconds', () => {
  const last = new Date(Date.UTC(2026, 0, 1, 10, 0, 0));
  const later = (seconds: number) => new Date(last.getTime() + seconds * 1000);

  it('lets the first three failed attempts through, then waits 1, 5 and 30 minutes', () => {
    expect(quizWaitSeconds({ failed: 2, passed: false, lastAt: last }, last)).toBe(0);
    expect(quizWaitSeconds({ failed: 3, passed: false, lastAt: last }, last)).toBe(60);
    expect(quizWaitSeconds({ failed: 4, passed: false, lastAt: last }, later(10))).toBe(290);
    expect(quizWaitSeconds({ failed: 5, passed: false, lastAt: last }, last)).toBe(1800);
    expect(quizWaitSeconds({ failed: 9, passed: false, lastAt: last }, last)).toBe(1800);
  });

  it('is over once the wait has passed, and never applies after a pass', () => {
    expect(quizWaitSeconds({ failed: 3, passed: false, lastAt: last }, later(59.5))).toBe(1);
    expect(quizWaitSeconds({ failed: 3, passed: false, lastAt: last }, later(60))).toBe(0);
    expect(quizWaitSeconds({ failed: 7, passed: true, lastAt: last }, last)).toBe(0);
  });

  it('says the wait in words, minutes rounded up', () => {
    expect([1, 45, 60, 61, 299, 1800].map(waitInWords)).toEqual([
      '1 second',
      '45 seconds',
      '1 minute',
      '2 minutes',
      '5 minutes',
      '30 minutes',
    ]);
  });
});
