import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseLms, NextLessonResult, PlayerLesson, QuizAttemptResult, VideoPosition } from '@jal/contracts';
import { mediaFiles } from '../../db/schema.js';
import { SEED_MEDIA, SEED_VIDEO_SECONDS } from '../../seed/learning-media.js';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  courseLessons,
  DEMO_COURSE,
  finishCourse,
  finishLesson,
  newLearner,
  quizAnswers,
  TestClock,
  type SeededLesson,
} from './test-helpers.js';

/**
 * A certificate is earned, not scripted: a new account that drives the API as fast as it can
 * gets nothing before the course's videos have really played on the server's clock, and quiz
 * answers cannot be tried one at a time.
 */
let t: TestApp;
let lessons: SeededLesson[];
const clock = new TestClock();
const base = `/api/v1/courses/${DEMO_COURSE}`;
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ lessons } = await courseLessons(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const quiz = () => lessons.find((lesson) => lesson.kind === 'quiz') as SeededLesson;
/** A seeded video's length, as the seed stored it (the server reads the same from the file). */
const lengthOf = (lesson: SeededLesson) => (lesson.content as { durationSeconds: number }).durationSeconds;
const report = (headers: Headers, lesson: SeededLesson, positionSeconds: number, durationSeconds = lengthOf(lesson)) =>
  t.app.inject({ method: 'PUT', url: `${base}/lessons/${lesson.id}/position`, headers, payload: { positionSeconds, durationSeconds } });
const complete = (headers: Headers, lesson: SeededLesson) =>
  t.app.inject({ method: 'POST', url: `${base}/next`, headers, payload: { lessonId: lesson.id } });
const attempt = (headers: Headers, right: boolean) =>
  t.app.inject({ method: 'POST', url: `${base}/lessons/${quiz().id}/attempts`, headers, payload: { answers: quizAnswers(quiz(), right) } });
const lms = async (headers: Headers) => body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers })).data;

async function enrolledLearner() {
  const learner = await newLearner(t.app);
  await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
  return learner.headers;
}

/** A learner who has finished (honestly) every lesson before the quiz. */
async function learnerAtQuiz() {
  const headers = await enrolledLearner();
  for (const lesson of lessons.slice(0, lessons.indexOf(quiz()))) await finishLesson(t.app, headers, lesson, clock);
  return headers;
}

describe('video time is counted by the server', () => {
  it('reads the length from the file, stores it for the seeded video, and ignores the length a client sends', async () => {
    const headers = await enrolledLearner();
    await finishLesson(t.app, headers, lessons[0] as SeededLesson, clock);
    const video = lessons[1] as SeededLesson;
    expect(video.kind).toBe('video');

    const opened = body<PlayerLesson>(await t.app.inject({ method: 'GET', url: `${base}/lessons/${video.id}`, headers })).data;
    expect(opened.content).toMatchObject({ kind: 'video', durationSeconds: SEED_VIDEO_SECONDS, watchedSeconds: 0 });
    const [row] = await t.database.db.select().from(mediaFiles).where(eq(mediaFiles.id, SEED_MEDIA.video.id));
    expect(row?.durationSeconds).toBe(SEED_VIDEO_SECONDS);

    // A client claiming the video lasts 3 seconds still has to watch 90 % of its real length.
    await report(headers, video, 0, 3);
    clock.advance(3);
    expect(body<VideoPosition>(await report(headers, video, 3, 3)).data).toEqual({
      positionSeconds: 3,
      durationSeconds: SEED_VIDEO_SECONDS,
      watchedSeconds: 3,
    });
    expect((await complete(headers, video)).statusCode).toBe(409);
    expect((await report(headers, video, SEED_VIDEO_SECONDS + 1.5)).statusCode).toBe(400);
  });

  it('refuses everything at t≈0: a position at the end, sent again and again, counts nothing', async () => {
    const headers = await enrolledLearner();
    expect((await complete(headers, lessons[0] as SeededLesson)).statusCode).toBe(200);
    const video = lessons[1] as SeededLesson;
    const end = lengthOf(video);
    for (let index = 0; index < 20; index += 1) await report(headers, video, end);
    const saved = body<VideoPosition>(await report(headers, video, end)).data;
    expect(saved).toEqual({ positionSeconds: end, durationSeconds: end, watchedSeconds: 0 });
    const refused = await complete(headers, video);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/Watch at least 90% of the video first \(0 of \d+ seconds/);
    for (const later of lessons.slice(2)) expect((await complete(headers, later)).statusCode).toBe(403);
    expect((await attempt(headers, true)).statusCode).toBe(403);
    expect(await lms(headers)).toMatchObject({ certificate: null, progress: { completedLessons: 1 } });
  });

  it('counts reports sent at the same moment once', async () => {
    const headers = await enrolledLearner();
    await finishLesson(t.app, headers, lessons[0] as SeededLesson, clock);
    const video = lessons[1] as SeededLesson;
    await report(headers, video, 0);
    clock.advance(10);
    await Promise.all(Array.from({ length: 6 }, () => report(headers, video, lengthOf(video))));
    const after = body<VideoPosition>(await report(headers, video, lengthOf(video))).data;
    expect(after.watchedSeconds).toBeCloseTo(11, 6);
  });

  it('the fastest scripted path gets its certificate only after the videos could really have played', async () => {
    const headers = await enrolledLearner();
    const started = clock.now().getTime();
    const clockSpentOn: number[] = [];
    for (const lesson of lessons) {
      expect((await lms(headers)).certificate).toBeNull();
      if (lesson.kind === 'video') {
        // Report the end of the video, try to complete, and let one second pass, until accepted.
        const from = clock.now().getTime();
        await report(headers, lesson, 0);
        while ((await complete(headers, lesson)).statusCode === 409) {
          clock.advance(1);
          await report(headers, lesson, lengthOf(lesson));
        }
        clockSpentOn.push((clock.now().getTime() - from) / 1000);
        continue;
      }
      if (lesson.kind === 'quiz') expect((await attempt(headers, true)).statusCode).toBe(200);
      const done = await complete(headers, lesson);
      expect(done.statusCode).toBe(200);
      if (lesson === lessons.at(-1)) expect(body<NextLessonResult>(done).data.certificate?.code).toMatch(/^JS-/);
    }
    // 90 % of each video (less the half-second rounding), at the clock's pace plus 10 %, in whole seconds.
    const needed = lessons.filter((lesson) => lesson.kind === 'video').map((lesson) => (0.9 * lengthOf(lesson) - 0.5) / 1.1);
    expect(clockSpentOn).toEqual(needed.map((seconds) => Math.ceil(seconds)));
    expect((clock.now().getTime() - started) / 1000).toBeGreaterThanOrEqual(needed.reduce((sum, seconds) => sum + seconds, 0));
    expect((await lms(headers)).certificate).not.toBeNull();
  });

  it('issues the certificate to a learner who watched at the real pace', async () => {
    const headers = await enrolledLearner();
    const started = clock.now().getTime();
    const certificate = await finishCourse(t.app, t.database.db, headers, clock);
    expect(certificate.code).toMatch(/^JS-/);
    // Both videos played to their end at the real pace.
    const played = lessons.filter((lesson) => lesson.kind === 'video').reduce((sum, lesson) => sum + lengthOf(lesson), 0);
    expect((clock.now().getTime() - started) / 1000).toBeCloseTo(played, 3);
  });
});

describe('quiz attempts', () => {
  it('after three failed attempts, waits 1, 5 and then 30 minutes, with 429 and Retry-After', async () => {
    const headers = await learnerAtQuiz();
    for (const expected of [null, null, 60]) {
      const result = body<QuizAttemptResult>(await attempt(headers, false)).data;
      expect(result).toMatchObject({ passed: false, correctCount: 2, questionCount: 3, results: [], nextAttemptInSeconds: expected });
    }
    const waiting = await attempt(headers, true);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('60');
    expect(body(waiting)).toMatchObject({ code: 429, data: null });
    expect(body(waiting).message).toMatch(/tried this quiz 3 times.*Try again in 1 minute\./);
    const player = body<PlayerLesson>(await t.app.inject({ method: 'GET', url: `${base}/lessons/${quiz().id}`, headers })).data;
    expect(player.content).toMatchObject({ kind: 'quiz', nextAttemptInSeconds: 60, lastAttempt: { passed: false } });

    clock.advance(59);
    const almost = await attempt(headers, true);
    expect(almost.statusCode).toBe(429);
    expect(almost.headers['retry-after']).toBe('1');
    expect(body(almost).message).toMatch(/Try again in 1 second\./);

    clock.advance(1);
    expect(body<QuizAttemptResult>(await attempt(headers, false)).data.nextAttemptInSeconds).toBe(300);
    expect(body(await attempt(headers, true)).message).toMatch(/Try again in 5 minutes\./);
    clock.advance(300);
    expect(body<QuizAttemptResult>(await attempt(headers, false)).data.nextAttemptInSeconds).toBe(1800);
    clock.advance(1799);
    expect((await attempt(headers, true)).statusCode).toBe(429);
    clock.advance(1);

    const passed = body<QuizAttemptResult>(await attempt(headers, true)).data;
    expect(passed).toMatchObject({ passed: true, nextAttemptInSeconds: null });
    expect(passed.results).toHaveLength(3);
    // Once passed, nothing waits any more.
    expect((await attempt(headers, false)).statusCode).toBe(200);
    expect((await attempt(headers, false)).statusCode).toBe(200);
    const done = body<NextLessonResult>(await complete(headers, quiz())).data;
    expect(done.certificate?.code).toMatch(/^JS-/);
  });

  it('lets only one of several attempts sent at once through when it is the last free one', async () => {
    const headers = await learnerAtQuiz();
    await attempt(headers, false);
    await attempt(headers, false);
    const statuses = (await Promise.all(Array.from({ length: 4 }, () => attempt(headers, false)))).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 429, 429, 429]);
  });
});
