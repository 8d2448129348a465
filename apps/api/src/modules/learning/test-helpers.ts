// Helpers for the learning, certificate and media tests (not a test file itself).
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LoginResult, NextLessonResult, StoredQuizQuestion, VideoPosition } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonRow } from '../../db/rows.js';
import { courseModules, courses, lessons } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { bearer } from '../../test/test-app.js';

export const DEMO_COURSE = 'watershed-basics';

/** The headers of a signed-in learner's requests. */
type AuthHeaders = Record<string, string>;

/** The learning clock of a test app: it starts at the real time and moves only when told, so tests never wait. */
export class TestClock {
  private ms = Date.now();
  readonly now = () => new Date(this.ms);
  advance(seconds: number) {
    this.ms += seconds * 1000;
  }
}

/** A new learner account (through the real sign-up endpoint) and its bearer headers. */
export async function newLearner(app: FastifyInstance, name = 'Test Learner') {
  const email = `learner-${randomBytes(4).toString('hex')}@example.org`;
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: { name, email, password: 'Field@2026water' } });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.body}`);
  const data = body<LoginResult>(response).data;
  return { id: data.user.id, headers: bearer(data.token) };
}

export type SeededLesson = LessonRow;

/** The demo course's lessons in learning order, read straight from the database. */
export async function courseLessons(db: Db, slug = DEMO_COURSE): Promise<{ courseId: string; lessons: SeededLesson[] }> {
  const rows = await db
    .select({ lesson: lessons, courseId: courses.id })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .where(eq(courses.slug, slug))
    .orderBy(asc(courseModules.sortOrder), asc(lessons.sortOrder));
  return { courseId: rows[0]?.courseId ?? '', lessons: rows.map((row) => row.lesson) };
}

/** The `nth` lesson of a kind among `lessons` (the first by default); a test needs it to exist. */
export function lessonOfKind(lessons: SeededLesson[], kind: SeededLesson['kind'], nth = 0): SeededLesson {
  const found = lessons.filter((lesson) => lesson.kind === kind)[nth];
  if (!found) throw new Error(`no ${kind} lesson`);
  return found;
}

/** Every lesson's state in an LMS answer, in learning order. */
export const lessonStatesOf = (lms: { modules: { lessons: { state: string }[] }[] }) =>
  lms.modules.flatMap((module) => module.lessons.map((lesson) => lesson.state));

export function quizAnswers(lesson: SeededLesson, right: boolean) {
  const questions = (lesson.content as { questions: StoredQuizQuestion[] }).questions;
  return questions.map((question, index) => ({
    questionId: question.id,
    // A wrong attempt gets the first question wrong: enough to fail a 70 % quiz of three.
    optionIds: question.options
      .filter((option) => (right || index > 0 ? option.correct : !option.correct))
      .map((option) => option.id)
      .slice(0, question.multiple ? 10 : 1),
  }));
}

/**
 * Plays a video lesson honestly on the test clock: a report when playback starts, then one
 * every 10 s of clock time up to the end, as the player does.
 */
export async function watchVideo(app: FastifyInstance, headers: AuthHeaders, lesson: SeededLesson, clock: TestClock, slug = DEMO_COURSE) {
  const url = `/api/v1/courses/${slug}/lessons/${lesson.id}/position`;
  const length = (lesson.content as { durationSeconds?: number | null }).durationSeconds ?? 30;
  const report = (positionSeconds: number) =>
    app.inject({ method: 'PUT', url, headers, payload: { positionSeconds, durationSeconds: length } });
  let response = await report(0);
  for (let position = 0; position < length;) {
    const step = Math.min(10, length - position);
    clock.advance(step);
    position += step;
    response = await report(position);
  }
  if (response.statusCode !== 200) throw new Error(`reporting the video position failed: ${response.body}`);
  return body<VideoPosition>(response).data;
}

/** Does what the player does for one lesson (watch, pass) and completes it with POST next. */
export async function finishLesson(app: FastifyInstance, headers: AuthHeaders, lesson: SeededLesson, clock: TestClock, slug = DEMO_COURSE) {
  const base = `/api/v1/courses/${slug}`;
  if (lesson.kind === 'video') await watchVideo(app, headers, lesson, clock, slug);
  if (lesson.kind === 'quiz') {
    await app.inject({
      method: 'POST',
      url: `${base}/lessons/${lesson.id}/attempts`,
      headers,
      payload: { answers: quizAnswers(lesson, true) },
    });
  }
  const response = await app.inject({ method: 'POST', url: `${base}/next`, headers, payload: { lessonId: lesson.id } });
  if (response.statusCode !== 200) throw new Error(`completing ${lesson.kind} lesson failed: ${response.body}`);
  return body<NextLessonResult>(response).data;
}

/** Enrols and finishes the whole demo course; returns the certificate summary. */
export async function finishCourse(app: FastifyInstance, db: Db, headers: AuthHeaders, clock: TestClock) {
  await app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers });
  let last: NextLessonResult | undefined;
  for (const lesson of (await courseLessons(db)).lessons) last = await finishLesson(app, headers, lesson, clock);
  if (!last?.certificate) throw new Error('the course did not issue a certificate');
  return last.certificate;
}
