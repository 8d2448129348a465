import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  courseLessons,
  DEMO_COURSE,
  finishLesson,
  lessonOfKind,
  lessonStatesOf,
  newLearner,
  TestClock,
  type SeededLesson,
} from './test-helpers.js';
import type { CourseLms } from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
const clock = new TestClock();
let lessons: SeededLesson[];
const base = `/api/v1/courses/${DEMO_COURSE}`;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ lessons } = await courseLessons(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const lessonOf = (kind: SeededLesson['kind'], nth = 0) => lessonOfKind(lessons, kind, nth);

describe('bad input gets a 4xx with a message', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    const learner = await newLearner(t.app);
    headers = learner.headers;
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers });
  });

  it.each([
    ['a malformed lesson id', 'GET', `${base}/lessons/not-a-uuid`, undefined, 400, /lessonId/],
    ['a lesson of another course', 'GET', `${base}/lessons/00000000-0000-4000-8000-000000000000`, undefined, 404, /no such lesson/],
    ['an unknown field on next', 'POST', `${base}/next`, { lessonId: undefined, skip: true }, 400, /skip/],
    ['a malformed lessonId on next', 'POST', `${base}/next`, { lessonId: 'x' }, 400, /lessonId/],
    // Fastify refuses path parameters over 100 characters before validation: 414 with its message.
    ['a too-long course id', 'GET', `/api/v1/courses/${'x'.repeat(130)}/lms`, undefined, 414, /./],
    ['a blank course id', 'GET', '/api/v1/courses/%20/lms', undefined, 400, /id/],
    ['a negative position', 'PUT', 'VIDEO/position', { positionSeconds: -1, durationSeconds: 30 }, 400, /positionSeconds/],
    ['a position as text', 'PUT', 'VIDEO/position', { positionSeconds: 'ten', durationSeconds: 30 }, 400, /positionSeconds/],
    ['a missing duration', 'PUT', 'VIDEO/position', { positionSeconds: 3 }, 400, /durationSeconds/],
    ['a position past the end', 'PUT', 'VIDEO/position', { positionSeconds: 90, durationSeconds: 30 }, 400, /past the end/],
    ['a position on a text lesson', 'PUT', 'TEXT/position', { positionSeconds: 3, durationSeconds: 30 }, 400, /Only video/],
    ['no answers', 'POST', 'QUIZ/attempts', { answers: [] }, 400, /at least one/],
    ['answers that are not a list', 'POST', 'QUIZ/attempts', { answers: 'all' }, 400, /answers/],
    ['an unknown question', 'POST', 'QUIZ/attempts', { answers: [{ questionId: 'q99', optionIds: [] }] }, 400, /Unknown question/],
    ['an unknown option', 'POST', 'QUIZ/attempts', { answers: [{ questionId: 'q1', optionIds: ['zz'] }] }, 400, /no option zz/],
    [
      'two answers to a single-choice question',
      'POST',
      'QUIZ/attempts',
      { answers: [{ questionId: 'q1', optionIds: ['q1-a', 'q1-b'] }] },
      400,
      /one answer/,
    ],
    ['answers to a text lesson', 'POST', 'TEXT/attempts', { answers: [{ questionId: 'q1', optionIds: ['q1-a'] }] }, 400, /not a quiz/],
  ])('%s', async (_label, method, url, payload, status, message) => {
    // Lesson placeholders are resolved here; the quiz is unlocked for this learner by walking the course.
    const target = url
      .replace('VIDEO', `${base}/lessons/${lessonOf('video').id}`)
      .replace('TEXT', `${base}/lessons/${lessons[0]?.id}`)
      .replace('QUIZ', `${base}/lessons/${lessonOf('quiz').id}`);
    if (target.includes(lessonOf('quiz').id) || target.includes(lessonOf('video').id)) {
      for (const lesson of lessons) {
        if (lesson.kind === 'quiz') break;
        const states = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers })).data;
        if (lessonStatesOf(states)[lessons.indexOf(lesson)] !== 'completed') await finishLesson(t.app, headers, lesson, clock);
      }
    }
    const response = await t.app.inject({ method: method as 'GET', url: target, headers, payload: payload as object | undefined });
    expect(response.statusCode).toBe(status);
    expect(body(response).message).toMatch(message);
  });

  it('answers /enrolments without a session with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/enrolments' })).statusCode).toBe(401);
  });
});
