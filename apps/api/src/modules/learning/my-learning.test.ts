import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyEnrolments } from '@jal/contracts';
import { lessons as lessonsTable } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { courseLessons, DEMO_COURSE, finishCourse, finishLesson, newLearner, TestClock, type SeededLesson } from './test-helpers.js';

/** "My learning": every course of the caller, where to continue each, and the certificates earned. */
let t: TestApp;
let demo: SeededLesson[];
const clock = new TestClock();
type Headers = Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ lessons: demo } = await courseLessons(t.database.db));
});
afterAll(async () => {
  await t.close();
});

async function myEnrolments(headers: Headers) {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/enrolments', headers });
  expect(response.statusCode).toBe(200);
  return body<MyEnrolments>(response).data.enrolments;
}
const enrol = (headers: Headers, slug: string) => t.app.inject({ method: 'POST', url: `/api/v1/courses/${slug}/enroll`, headers });
async function open(headers: Headers, slug: string, lesson: SeededLesson | undefined) {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${slug}/lessons/${lesson?.id}`, headers });
  expect(response.statusCode).toBe(200);
}
const lesson = (index: number) => demo[index] as SeededLesson;

describe('GET /enrolments', () => {
  it('is an empty list for a learner enrolled nowhere', async () => {
    const learner = await newLearner(t.app);
    expect(await myEnrolments(learner.headers)).toEqual([]);
  });

  it('continues with the lesson last worked on, then with the first lesson not complete', async () => {
    const { headers } = await newLearner(t.app);
    await enrol(headers, DEMO_COURSE);
    expect((await myEnrolments(headers))[0]).toMatchObject({ resumeLessonId: lesson(0).id, currentLessonId: lesson(0).id });

    await finishLesson(t.app, headers, lesson(0), clock);
    await finishLesson(t.app, headers, lesson(1), clock);
    clock.advance(60);
    await open(headers, DEMO_COURSE, lesson(2));
    // Looking back at a completed lesson later does not move where Continue goes.
    clock.advance(60);
    await open(headers, DEMO_COURSE, lesson(0));
    let [item] = await myEnrolments(headers);
    expect(item).toMatchObject({ resumeLessonId: lesson(2).id, certificate: null, completedAt: null });
    expect(item?.progress).toMatchObject({ completedLessons: 2, totalLessons: demo.length });

    clock.advance(60);
    await finishLesson(t.app, headers, lesson(2), clock);
    [item] = await myEnrolments(headers);
    expect(item?.resumeLessonId).toBe(lesson(3).id);
    expect(item?.currentLessonId).toBe(lesson(3).id);
  });

  it('goes back to the lesson last worked on when a lesson was added before it since', async () => {
    const slug = 'village-water-and-fodder-budgeting';
    const { lessons } = await courseLessons(t.database.db, slug);
    const [first, second, third] = lessons as [SeededLesson, SeededLesson, SeededLesson];
    const { headers } = await newLearner(t.app);
    await enrol(headers, slug);
    await finishLesson(t.app, headers, first, clock, slug);
    await finishLesson(t.app, headers, second, clock, slug);
    clock.advance(60);
    await open(headers, slug, third);
    const [added] = await t.database.db
      .insert(lessonsTable)
      .values({ moduleId: first.moduleId, title: 'A new first lesson', kind: 'text', content: {}, sortOrder: first.sortOrder - 1 })
      .returning();

    const [item] = await myEnrolments(headers);
    expect(item?.currentLessonId).toBe(added?.id);
    expect(item?.resumeLessonId).toBe(third.id);
  });

  it('lists the courses in progress, latest activity first, then the completed ones with their certificates', async () => {
    const { headers } = await newLearner(t.app);
    const certificate = await finishCourse(t.app, t.database.db, headers, clock);
    await enrol(headers, 'soil-and-water-conservation-structures');
    await enrol(headers, 'groundwater-recharge-and-well-monitoring');
    clock.advance(3600);
    const { lessons: soil } = await courseLessons(t.database.db, 'soil-and-water-conservation-structures');
    await open(headers, 'soil-and-water-conservation-structures', soil[0]);

    const list = await myEnrolments(headers);
    expect(list.map((item) => item.course.slug)).toEqual([
      'soil-and-water-conservation-structures',
      'groundwater-recharge-and-well-monitoring',
      DEMO_COURSE,
    ]);
    const done = list[2];
    expect(done?.completedAt).not.toBeNull();
    expect(done).toMatchObject({ resumeLessonId: null, currentLessonId: null, certificate });
    expect(done?.progress.percent).toBe(100);
    expect(list[0]?.certificate).toBeNull();
  });

  it("never shows another learner's courses, progress or certificate", async () => {
    const first = await newLearner(t.app);
    await finishCourse(t.app, t.database.db, first.headers, clock);
    await enrol(first.headers, 'participatory-planning-and-dpr');

    const second = await newLearner(t.app);
    await enrol(second.headers, DEMO_COURSE);
    const list = await myEnrolments(second.headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ course: { slug: DEMO_COURSE }, completedAt: null, certificate: null, resumeLessonId: lesson(0).id });
    expect(list[0]?.progress.completedLessons).toBe(0);
  });
});
