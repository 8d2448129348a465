import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchDetail, BatchSummary, LearnerProgress, MyEnrolments, NotificationList, ProgressBoard } from '@jal/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { enrolments, lessonProgress, organizations, users } from '../../db/schema.js';
import { addDays, indianDay } from '../../lib/calendar-day.js';
import { DEMO_ORGANIZATION, SECOND_ORGANIZATION } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAndChooseOwn, signInAs, type TestApp } from '../../test/test-app.js';
import { courseLessons, DEMO_COURSE, finishLesson, TestClock } from '../learning/test-helpers.js';
import { remindDueSoon } from '../notifications/service.js';

let t: TestApp;
const clock = new TestClock();
let manager: Record<string, string>;
let otherManager: Record<string, string>;
let admin: Record<string, string>;
let learner: { id: string; headers: Record<string, string> };
let second: { id: string; headers: Record<string, string> };
let courseId: string;
let otherCourseId: string;
let batchId: string;
const today = () => indianDay(clock.now());

/** A learner of the demo organization, made by its manager through the API, signed in. */
async function orgLearner(name: string) {
  const email = `${name.toLowerCase()}-${Date.now().toString(36)}@example.org`;
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: manager,
    payload: { name, email, password: 'Field@2026water', role: 'USER' },
  });
  expect(made.statusCode, made.body).toBe(201);
  const id = body<{ id: string }>(made).data.id;
  return { id, headers: bearer(await signInAndChooseOwn(t.app, email, 'Field@2026water', 'Own field password 2026')) };
}

const call = async <T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
  status = 200,
) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(status);
  return body<T>(response).data;
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const db = t.database.db;
  await db.insert(organizations).values(SECOND_ORGANIZATION).onConflictDoNothing();
  await db.insert(users).values({
    name: 'Kailash',
    email: 'org2-batches@example.org',
    passwordHash: 'x',
    role: 'ORGANIZATION',
    organizationId: SECOND_ORGANIZATION.id,
  });
  manager = bearer(await signInAs(t.app, 'org@jalshiksha.org', 'Demo@1234'));
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', 'Demo@1234'));
  const { hashPassword } = await import('../../lib/password.js');
  await db
    .update(users)
    .set({ passwordHash: await hashPassword('Field@2026water') })
    .where(eq(users.email, 'org2-batches@example.org'));
  otherManager = bearer(await signInAs(t.app, 'org2-batches@example.org', 'Field@2026water'));
  learner = await orgLearner('Asha');
  second = await orgLearner('Bhola');
  courseId = (await courseLessons(db)).courseId;
  const catalogue = body<{ courses: { id: string; slug: string }[] }>(await t.app.inject({ url: '/api/v1/courses?limit=50' })).data.courses;
  otherCourseId = catalogue.find((course) => course.slug !== DEMO_COURSE)!.id;
}, 120_000);
afterAll(async () => t?.close());

describe('batches', () => {
  it('lets a manager create a batch in its own organization, assign courses and add learners, who are enrolled and told', async () => {
    const created = await call<BatchDetail>(
      'POST',
      '/v1/batches',
      manager,
      { name: 'Monsoon 2026', startsOn: today(), endsOn: addDays(today(), 90) },
      201,
    );
    expect(created).toMatchObject({ organizationId: DEMO_ORGANIZATION.id, learnerCount: 0, courseCount: 0 });
    batchId = created.id;
    await call('POST', '/v1/batches', manager, { name: 'monsoon 2026' }, 409);
    await call('POST', '/v1/batches', manager, { name: 'Backwards', startsOn: '2026-05-02', endsOn: '2026-05-01' }, 400);

    await call('PUT', `/v1/batches/${batchId}/courses/${courseId}`, manager, { dueOn: addDays(today(), 2) });
    const added = await call<{ added: number; enrolled: number; batch: BatchDetail }>('POST', `/v1/batches/${batchId}/members`, manager, {
      userIds: [learner.id, second.id],
    });
    expect(added).toMatchObject({ added: 2, enrolled: 2 });
    // A course assigned after the learners joined enrols them as well.
    const detail = await call<BatchDetail>('PUT', `/v1/batches/${batchId}/courses/${otherCourseId}`, manager, { dueOn: null });
    expect(detail.courses.map((course) => course.courseId).sort()).toEqual([courseId, otherCourseId].sort());
    expect(detail.members.map((member) => member.name).sort()).toEqual(['Asha', 'Bhola']);
    const rows = await t.database.db.select().from(enrolments).where(eq(enrolments.userId, learner.id));
    expect(rows.map((row) => row.courseId).sort()).toEqual([courseId, otherCourseId].sort());

    const bell = await call<NotificationList>('GET', '/v1/notifications', learner.headers);
    const kinds = bell.items.map((item) => item.kind).sort();
    // Two assignments, and the reminder of the course due in two days.
    expect(kinds).toEqual(['assignment', 'assignment', 'due-soon']);
    expect(bell.unread).toBe(3);
    // "My courses": the assigned course with a due date comes first.
    const mine = await call<MyEnrolments>('GET', '/v1/enrolments', learner.headers);
    expect(mine.enrolments.map((row) => row.dueOn)).toEqual([addDays(today(), 2), null]);
  });

  it('refuses a day that does not exist (30 February, 31 April) with a 400 that says which, in a batch and as a due date', async () => {
    const refused = async (method: 'POST' | 'PUT', url: string, payload: object, field: string, message: string) => {
      const response = await t.app.inject({ method, url: `/api${url}`, headers: manager, payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response).errors?.[field]).toBe(message);
    };
    await refused(
      'POST',
      '/v1/batches',
      { name: 'Leap', startsOn: '2026-02-30' },
      'startsOn',
      'Start date must be a day of the calendar: 2026-02-30 does not exist.',
    );
    await refused(
      'POST',
      '/v1/batches',
      { name: 'Leap', endsOn: '2026-04-31' },
      'endsOn',
      'End date must be a day of the calendar: 2026-04-31 does not exist.',
    );
    await refused(
      'POST',
      '/v1/batches',
      { name: 'Leap', startsOn: '2026-13-01' },
      'startsOn',
      'Start date must be a day of the calendar: 2026-13-01 does not exist.',
    );
    await refused(
      'PUT',
      `/v1/batches/${batchId}`,
      { name: 'Monsoon 2026', startsOn: '2025-02-29' },
      'startsOn',
      'Start date must be a day of the calendar: 2025-02-29 does not exist.',
    );
    const due = `/v1/batches/${batchId}/courses/${courseId}`;
    await refused('PUT', due, { dueOn: '2026-02-30' }, 'dueOn', 'Due date must be a day of the calendar: 2026-02-30 does not exist.');
    // A leap year's 29 February exists.
    await call('PUT', due, manager, { dueOn: '2028-02-29' });
    await call('PUT', due, manager, { dueOn: addDays(today(), 2) });
  });

  it('makes each due-date reminder once, on reading the bell or from the job alike, and marks notices read', async () => {
    await call('GET', '/v1/notifications', learner.headers);
    // The job reminds the learner who has not looked yet, and only them; a second run makes none.
    expect((await remindDueSoon(t.database.db, null, clock.now())).map((row) => row.userId)).toEqual([second.id]);
    expect(await remindDueSoon(t.database.db, null, clock.now())).toEqual([]);
    const bell = await call<NotificationList>('GET', '/v1/notifications', learner.headers);
    expect(bell.items.filter((item) => item.kind === 'due-soon')).toHaveLength(1);
    const first = bell.items[0]!;
    await call('POST', '/v1/notifications/read', learner.headers, { ids: [first.id] });
    expect((await call<NotificationList>('GET', '/v1/notifications', learner.headers)).unread).toBe(bell.unread - 1);
    await call('POST', '/v1/notifications/read', learner.headers, {});
    expect((await call<NotificationList>('GET', '/v1/notifications', learner.headers)).unread).toBe(0);
    // Another person's ids change nothing of theirs.
    await call('POST', '/v1/notifications/read', second.headers, { ids: [first.id] });
  });

  it('shows the board: not started, a share done, completed with its certificate, and overdue', async () => {
    const { lessons } = await courseLessons(t.database.db);
    await finishLesson(t.app, learner.headers, lessons[0]!, clock);
    let board = await call<ProgressBoard>('GET', `/v1/batches/${batchId}/progress`, manager);
    const cellOf = (b: ProgressBoard, userId: string, course: string) =>
      b.rows.find((row) => row.userId === userId)!.cells.find((cell) => cell.courseId === course)!;
    expect(cellOf(board, learner.id, courseId)).toMatchObject({
      state: 'in-progress',
      completedLessons: 1,
      totalLessons: lessons.length,
      percent: Math.floor(100 / lessons.length),
      overdue: false,
    });
    expect(cellOf(board, second.id, courseId)).toMatchObject({ state: 'not-started', percent: 0, overdue: false });

    for (const lesson of lessons.slice(1)) await finishLesson(t.app, learner.headers, lesson, clock);
    clock.advance(3 * 24 * 60 * 60);
    board = await call<ProgressBoard>('GET', `/v1/batches/${batchId}/progress`, manager);
    const done = cellOf(board, learner.id, courseId);
    expect(done).toMatchObject({ state: 'completed', percent: 100, overdue: false });
    expect(done.certificateCode).toMatch(/^JS-/);
    expect(cellOf(board, second.id, courseId)).toMatchObject({ state: 'not-started', overdue: true });
    // No due date, never overdue.
    expect(cellOf(board, second.id, otherCourseId).overdue).toBe(false);
    const bell = await call<NotificationList>('GET', '/v1/notifications', learner.headers);
    expect(bell.items[0]).toMatchObject({ kind: 'certificate', payload: { code: done.certificateCode } });

    const csv = await t.app.inject({
      url: `/api/v1/batches/${batchId}/progress/export?format=csv&filter=overdue&lang=hi`,
      headers: manager,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('सीखने वाला');
    expect(lines[1]).toContain('Bhola');
    expect(lines[1]).toContain('शुरू नहीं किया · समय सीमा बीत गई');
    const xlsx = await t.app.inject({ url: `/api/v1/batches/${batchId}/progress/export?format=xlsx&search=asha`, headers: manager });
    const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.rawPayload))['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('Asha');
    expect(sheet).toContain(`Certificate ${done.certificateCode}`);
    expect(sheet).not.toContain('Bhola');
  });

  it("shows a learner's page: lessons, quiz attempts, certificate and due dates", async () => {
    const page = await call<LearnerProgress>('GET', `/v1/user/${learner.id}/progress`, manager);
    expect(page.batches.map((batch) => batch.name)).toEqual(['Monsoon 2026']);
    const course = page.courses.find((row) => row.courseId === courseId)!;
    expect(course).toMatchObject({ percent: 100, overdue: false });
    expect(course.certificate?.revoked).toBe(false);
    expect(course.lessons.every((lesson) => lesson.status === 'completed')).toBe(true);
    expect(course.lessons.some((lesson) => lesson.quizAttempts.some((attempt) => attempt.passed))).toBe(true);
    const other = await call<LearnerProgress>('GET', `/v1/user/${second.id}/progress`, admin);
    expect(other.courses.find((row) => row.courseId === courseId)).toMatchObject({ overdue: true, percent: 0 });
  });

  it('removing a learner or a course keeps enrolments and progress; a learner may be in several batches', async () => {
    const again = await call<BatchDetail>('POST', '/v1/batches', manager, { name: 'Refresher' }, 201);
    await call('PUT', `/v1/batches/${again.id}/courses/${courseId}`, manager, { dueOn: null });
    await call('POST', `/v1/batches/${again.id}/members`, manager, { userIds: [learner.id] });
    expect((await call<LearnerProgress>('GET', `/v1/user/${learner.id}/progress`, manager)).batches).toHaveLength(2);

    const before = await t.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, learner.id));
    await call('DELETE', `/v1/batches/${batchId}/members/${learner.id}`, manager);
    await call('DELETE', `/v1/batches/${batchId}/courses/${otherCourseId}`, manager);
    await call('DELETE', `/v1/batches/${again.id}`, manager);
    const after = await t.database.db.select().from(lessonProgress).where(eq(lessonProgress.userId, learner.id));
    expect(after).toHaveLength(before.length);
    expect(await t.database.db.select().from(enrolments).where(eq(enrolments.userId, learner.id))).toHaveLength(2);
    const board = await call<ProgressBoard>('GET', `/v1/batches/${batchId}/progress`, manager);
    expect(board.rows.map((row) => row.name)).toEqual(['Bhola']);
    expect(board.courses.map((course) => course.courseId)).toEqual([courseId]);
  });

  it("keeps every organization's batches to itself, while administrators run them all", async () => {
    const mine = await call<BatchSummary[]>('GET', '/v1/batches', manager);
    expect(mine.map((batch) => batch.name)).toEqual(['Monsoon 2026']);
    expect(await call<BatchSummary[]>('GET', '/v1/batches', otherManager)).toEqual([]);
    expect(await call<BatchSummary[]>('GET', `/v1/batches?organizationId=${DEMO_ORGANIZATION.id}`, otherManager)).toEqual([]);
    for (const [method, url, payload] of [
      ['GET', `/v1/batches/${batchId}`],
      ['PUT', `/v1/batches/${batchId}`, { name: 'Taken over' }],
      ['DELETE', `/v1/batches/${batchId}`],
      ['PUT', `/v1/batches/${batchId}/courses/${courseId}`, { dueOn: null }],
      ['DELETE', `/v1/batches/${batchId}/courses/${courseId}`],
      ['POST', `/v1/batches/${batchId}/members`, { userIds: [learner.id] }],
      ['DELETE', `/v1/batches/${batchId}/members/${second.id}`],
      ['GET', `/v1/batches/${batchId}/progress`],
      ['GET', `/v1/batches/${batchId}/progress/export`],
      ['GET', `/v1/user/${learner.id}/progress`],
    ] as const)
      await call(method, url, otherManager, payload, 404);
    // Nor may a manager put another organization's learners in its batch.
    const theirs = await call<BatchDetail>(
      'POST',
      '/v1/batches',
      otherManager,
      { name: 'Theirs', organizationId: DEMO_ORGANIZATION.id },
      201,
    );
    expect(theirs.organizationId).toBe(SECOND_ORGANIZATION.id);
    await call('POST', `/v1/batches/${theirs.id}/members`, otherManager, { userIds: [learner.id] }, 400);

    const all = await call<BatchSummary[]>('GET', '/v1/batches', admin);
    expect(all.map((batch) => batch.name).sort()).toEqual(['Monsoon 2026', 'Theirs']);
    await call('POST', '/v1/batches', admin, { name: 'No owner' }, 400);
    const adminMade = await call<BatchDetail>(
      'POST',
      '/v1/batches',
      admin,
      { name: 'District', organizationId: SECOND_ORGANIZATION.id },
      201,
    );
    expect(adminMade.organizationName).toBe(SECOND_ORGANIZATION.name);
  });
});
