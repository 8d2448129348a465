import { describe, expect, it } from 'vitest';
import type { LessonRow } from '../../db/rows.js';
import { lessonStates, summarize, videoWatched, type ProgressInfo } from './rules.js';

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
