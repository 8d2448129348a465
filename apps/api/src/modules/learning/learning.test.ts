import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { SEED_VIDEO_SECONDS } from '../../seed/learning-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import {
  courseLessons,
  DEMO_COURSE,
  finishLesson,
  lessonOfKind,
  lessonStatesOf,
  newLearner,
  quizAnswers,
  TestClock,
  type SeededLesson,
} from './test-helpers.js';
import type {
  CourseLms,
  MyEnrolments,
  NextLessonResult,
  PlayerLesson,
  PlayerLessonContent,
  QuizAttemptResult,
  VideoPosition,
} from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
const clock = new TestClock();
let lessons: SeededLesson[];
let courseId: string;
const base = `/api/v1/courses/${DEMO_COURSE}`;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ courseId, lessons } = await courseLessons(t.database.db));
});
afterAll(async () => {
  await t.close();
});

const lessonOf = (kind: SeededLesson['kind'], nth = 0) => lessonOfKind(lessons, kind, nth);
/** A player lesson whose content is of one kind; each test asserts the kind it reads. */
type PlayerLessonOf<K extends PlayerLessonContent['kind']> = Omit<PlayerLesson, 'content'> & {
  content: Extract<PlayerLessonContent, { kind: K }>;
};

describe('the seeded demo course', () => {
  it('has every kind of lesson, a short length, and a text lesson first', () => {
    expect(lessons.length).toBeGreaterThanOrEqual(5);
    expect(lessons.length).toBeLessThanOrEqual(8);
    expect(new Set(lessons.map((lesson) => lesson.kind))).toEqual(new Set(['text', 'video', 'document', 'quiz']));
    expect(lessons[0]?.kind).toBe('text');
  });
});

describe('GET /courses/{id}/lms', () => {
  it('asks for a sign-in', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/lms` });
    expect(response.statusCode).toBe(401);
    expect(body(response).message).toMatch(/log in/i);
  });

  it('before enrolment: enrolled false and the states of a fresh start', async () => {
    const learner = await newLearner(t.app);
    const response = await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    const lms = body<CourseLms>(response).data;
    expect(lms).toMatchObject({ enrolled: false, enrolledAt: null, completedAt: null, certificate: null, currentLessonId: lessons[0]?.id });
    expect(lms.progress).toEqual({ completedLessons: 0, totalLessons: lessons.length, percent: 0 });
    expect(lessonStatesOf(lms)).toEqual(['available', ...lessons.slice(1).map(() => 'locked')]);
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('accepts the course id as well as the slug', async () => {
    const learner = await newLearner(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}/lms`, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(body<CourseLms>(response).data.course.slug).toBe(DEMO_COURSE);
  });

  it('says enrolled right after enrolling, though the page read the LMS just before', async () => {
    const learner = await newLearner(t.app);
    const before = await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers });
    expect(body<CourseLms>(before).data.enrolled).toBe(false);
    const enrolled = await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    expect(enrolled.statusCode).toBe(201);
    for (const url of [`${base}/lms`, `/api/v1/courses/${courseId}/lms`]) {
      const after = await t.app.inject({ method: 'GET', url, headers: learner.headers });
      expect(body<CourseLms>(after).data.enrolled).toBe(true);
    }
  });

  it.each([
    ['an unknown slug', 'no-such-course'],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a draft course', 'climate-resilient-agriculture-in-watersheds'],
  ])('answers %s with 404', async (_label, id) => {
    const learner = await newLearner(t.app);
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${id}/lms`, headers: learner.headers });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toMatchObject({ code: 404, message: 'Course not found.', data: null });
  });
});

describe('enrolment and progress through the course', () => {
  it('enrols (201 then 200), then moves lesson by lesson with the right states', async () => {
    const learner = await newLearner(t.app);
    const first = await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    expect(first.statusCode).toBe(201);
    expect(body<CourseLms>(first).data).toMatchObject({ enrolled: true, completedAt: null });
    const again = await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    expect(again.statusCode).toBe(200);

    // Opening the first lesson marks it in progress.
    await t.app.inject({ method: 'GET', url: `${base}/lessons/${lessons[0]?.id}`, headers: learner.headers });
    let lms = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers })).data;
    expect(lessonStatesOf(lms).slice(0, 2)).toEqual(['in_progress', 'locked']);

    const next = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(next.statusCode).toBe(200);
    expect(body<NextLessonResult>(next).data).toMatchObject({
      completedLessonId: lessons[0]?.id,
      nextLesson: { id: lessons[1]?.id, state: 'available' },
      progress: { completedLessons: 1, totalLessons: lessons.length },
      certificate: null,
    });
    lms = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers })).data;
    expect(lessonStatesOf(lms).slice(0, 3)).toEqual(['completed', 'available', 'locked']);
    expect(lms.currentLessonId).toBe(lessons[1]?.id);
    expect(lms.progress.percent).toBe(Math.floor(100 / lessons.length));

    // A completed lesson stays open for review, and completing it again is a success.
    const review = await t.app.inject({ method: 'GET', url: `${base}/lessons/${lessons[0]?.id}`, headers: learner.headers });
    expect(review.statusCode).toBe(200);
    expect(body<PlayerLesson>(review).data.state).toBe('completed');
    const retry = await t.app.inject({
      method: 'POST',
      url: `${base}/next`,
      headers: learner.headers,
      payload: { lessonId: lessons[0]?.id },
    });
    expect(retry.statusCode).toBe(200);
    expect(body<NextLessonResult>(retry).data.progress.completedLessons).toBe(1);

    const mine = await t.app.inject({ method: 'GET', url: '/api/v1/enrolments', headers: learner.headers });
    expect(mine.statusCode).toBe(200);
    const enrolments = body<MyEnrolments>(mine).data.enrolments;
    expect(enrolments).toHaveLength(1);
    expect(enrolments[0]).toMatchObject({ course: { slug: DEMO_COURSE }, completedAt: null, currentLessonId: lessons[1]?.id });
  });

  it('refuses lessons of a course the learner has not enrolled in', async () => {
    const learner = await newLearner(t.app);
    for (const request of [
      { method: 'POST' as const, url: `${base}/next` },
      { method: 'GET' as const, url: `${base}/lessons/${lessons[0]?.id}` },
      {
        method: 'PUT' as const,
        url: `${base}/lessons/${lessonOf('video').id}/position`,
        payload: { positionSeconds: 1, durationSeconds: 30 },
      },
      {
        method: 'POST' as const,
        url: `${base}/lessons/${lessonOf('quiz').id}/attempts`,
        payload: { answers: quizAnswers(lessonOf('quiz'), true) },
      },
    ]) {
      const response = await t.app.inject({ ...request, headers: learner.headers });
      expect(response.statusCode, request.url).toBe(403);
      expect(body(response).message).toBe('Enrol in this course first.');
    }
  });

  it('refuses locked lessons: reading, completing out of order, saving a position, answering', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    const later = lessons[2];
    const quiz = lessonOf('quiz');
    for (const request of [
      { method: 'GET' as const, url: `${base}/lessons/${later?.id}` },
      { method: 'POST' as const, url: `${base}/next`, payload: { lessonId: later?.id } },
      {
        method: 'PUT' as const,
        url: `${base}/lessons/${lessonOf('video').id}/position`,
        payload: { positionSeconds: 1, durationSeconds: 30 },
      },
      { method: 'POST' as const, url: `${base}/lessons/${quiz.id}/attempts`, payload: { answers: quizAnswers(quiz, true) } },
    ]) {
      const response = await t.app.inject({ ...request, headers: learner.headers });
      expect(response.statusCode, request.url).toBe(403);
      expect(body(response).message).toMatch(/locked/);
    }
    const lms = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers })).data;
    expect(lms.progress.completedLessons).toBe(0);
  });

  it('sends a locked lesson for a download, marked locked and not opened, and refuses an unknown purpose', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    const quiz = lessonOf('quiz');
    const response = await t.app.inject({ method: 'GET', url: `${base}/lessons/${quiz.id}?for=offline`, headers: learner.headers });
    expect(response.statusCode).toBe(200);
    const lesson = body<PlayerLesson>(response).data;
    expect(lesson.state).toBe('locked');
    expect(lesson.content.kind).toBe('quiz');
    expect(JSON.stringify(lesson.content)).not.toMatch(/"correct"|explanation/);
    const lms = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers })).data;
    expect(lessonStatesOf(lms).at(-1)).toBe('locked');
    const wrong = await t.app.inject({ method: 'GET', url: `${base}/lessons/${quiz.id}?for=later`, headers: learner.headers });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toMatch(/for must be offline/);
  });

  it('completes a video only once about 90 % of its length was watched, counted on the clock', async () => {
    // The seeded video's length: 90 % of it is about 16 s.
    const L = SEED_VIDEO_SECONDS;
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    const video = lessonOf('video');
    for (const lesson of lessons.slice(0, lessons.indexOf(video))) await finishLesson(t.app, learner.headers, lesson, clock);

    const opened = body<PlayerLessonOf<'video'>>(
      await t.app.inject({ method: 'GET', url: `${base}/lessons/${video.id}`, headers: learner.headers }),
    ).data;
    expect(opened.content).toMatchObject({
      kind: 'video',
      positionSeconds: 0,
      durationSeconds: L,
      watchedSeconds: 0,
      media: { contentType: 'video/mp4' },
    });
    expect(opened.content.captions.map((caption) => caption.language)).toEqual(['en', 'hi']);
    // The same video spoken in Hindi, for a learner reading the site in Hindi: another file, as long.
    const [hindi] = opened.content.mediaByLanguage ?? [];
    expect(hindi).toMatchObject({
      language: 'hi',
      media: { contentType: 'video/mp4', filename: expect.stringMatching(/\.hi\.mp4$/) as string },
    });
    expect(hindi?.media.url).not.toBe(opened.content.media?.url);

    const save = (positionSeconds: number) =>
      t.app.inject({
        method: 'PUT',
        url: `${base}/lessons/${video.id}/position`,
        headers: learner.headers,
        payload: { positionSeconds, durationSeconds: L },
      });
    // Playback starts (the first report starts the clock), then 10 s of it.
    expect(body<VideoPosition>(await save(0)).data).toEqual({ positionSeconds: 0, durationSeconds: L, watchedSeconds: 0 });
    clock.advance(10);
    expect(body<VideoPosition>(await save(10)).data).toEqual({ positionSeconds: 10, durationSeconds: L, watchedSeconds: 10 });
    const below = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(below.statusCode).toBe(409);
    expect(body(below).message).toMatch(/90%/);

    // Seeking back keeps the furthest point watched; the position resumes where it was left.
    expect(body<VideoPosition>(await save(5)).data).toEqual({ positionSeconds: 5, durationSeconds: L, watchedSeconds: 10 });
    const resumed = body<PlayerLessonOf<'video'>>(
      await t.app.inject({ method: 'GET', url: `${base}/lessons/${video.id}`, headers: learner.headers }),
    ).data;
    expect(resumed.content).toMatchObject({ positionSeconds: 5, watchedSeconds: 10 });

    clock.advance(7);
    await save(L - 0.5);
    const above = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(above.statusCode).toBe(200);
    expect(body<NextLessonResult>(above).data.completedLessonId).toBe(video.id);
  });

  it('completes a document when asked, and a quiz only once passed', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: learner.headers });
    const quiz = lessonOf('quiz');
    for (const lesson of lessons.slice(0, lessons.indexOf(quiz))) {
      const result = await finishLesson(t.app, learner.headers, lesson, clock);
      expect(result.completedLessonId).toBe(lesson.id);
    }
    const player = body<PlayerLessonOf<'quiz'>>(
      await t.app.inject({ method: 'GET', url: `${base}/lessons/${quiz.id}`, headers: learner.headers }),
    ).data;
    expect(player.content).toMatchObject({ kind: 'quiz', passingScore: 70, lastAttempt: null });
    expect(JSON.stringify(player)).not.toMatch(/"correct"|explanation/);

    const notYet = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(notYet.statusCode).toBe(409);
    expect(body(notYet).message).toMatch(/Pass the quiz/);

    const failed = await t.app.inject({
      method: 'POST',
      url: `${base}/lessons/${quiz.id}/attempts`,
      headers: learner.headers,
      payload: { answers: quizAnswers(quiz, false) },
    });
    expect(failed.statusCode).toBe(200);
    const failure = body<QuizAttemptResult>(failed).data;
    // Before a pass: how many were right, never which.
    expect(failure).toMatchObject({ passed: false, score: 67, passingScore: 70, correctCount: 2, questionCount: 3, results: [] });
    expect(failure.nextAttemptInSeconds).toBeNull();
    expect(JSON.stringify(failure)).not.toMatch(/optionIds|"q1-a"|"correct"|explanation/);
    expect((await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers })).statusCode).toBe(409);

    const passed = await t.app.inject({
      method: 'POST',
      url: `${base}/lessons/${quiz.id}/attempts`,
      headers: learner.headers,
      payload: { answers: quizAnswers(quiz, true) },
    });
    const success = body<QuizAttemptResult>(passed).data;
    expect(success).toMatchObject({ passed: true, score: 100, correctCount: 3, questionCount: 3, nextAttemptInSeconds: null });
    // After a pass each question is explained.
    expect(success.results.map((result) => result.correct)).toEqual([true, true, true]);
    expect(success.results[0]!.explanation.hi).toBeTruthy();
    expect(JSON.stringify(success)).not.toMatch(/optionIds|"q1-a"/);
    const after = body<PlayerLessonOf<'quiz'>>(
      await t.app.inject({ method: 'GET', url: `${base}/lessons/${quiz.id}`, headers: learner.headers }),
    ).data;
    expect(after.content.lastAttempt).toMatchObject({ passed: true, score: 100 });

    const done = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(done.statusCode).toBe(200);
    const last = body<NextLessonResult>(done).data;
    expect(last).toMatchObject({ nextLesson: null, progress: { percent: 100 } });
    expect(last.certificate?.code).toMatch(/^JS-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const lms = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: learner.headers })).data;
    expect(lms).toMatchObject({ currentLessonId: null, certificate: { code: last.certificate!.code } });
    expect(lms.completedAt).toEqual(expect.any(String));
    expect(lessonStatesOf(lms).every((state) => state === 'completed')).toBe(true);
    const finished = await t.app.inject({ method: 'POST', url: `${base}/next`, headers: learner.headers });
    expect(finished.statusCode).toBe(409);
    expect(body(finished).message).toMatch(/already complete/);
  });

  it("keeps each learner's progress to themselves", async () => {
    const one = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `${base}/enroll`, headers: one.headers });
    await finishLesson(t.app, one.headers, lessons[0] as SeededLesson, clock);
    const other = bearer(await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD));
    const theirs = body<CourseLms>(await t.app.inject({ method: 'GET', url: `${base}/lms`, headers: other })).data;
    expect(theirs.progress.completedLessons).toBe(0);
    const mine = body<MyEnrolments>(await t.app.inject({ method: 'GET', url: '/api/v1/enrolments', headers: other })).data;
    expect(mine.enrolments.every((enrolment) => enrolment.progress.completedLessons === 0)).toBe(true);
  });
});
