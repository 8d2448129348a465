import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchCourses,
  batches,
  batchMembers,
  courses,
  enrolments,
  lessonProgress,
  notifications,
  organizations,
  users,
} from '../../db/schema.js';
import { DEMO_ORGANIZATION, SECOND_ORGANIZATION } from '../../seed/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { addLearnersToBatch } from '../../commands/add-learners-to-batch.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('addLearnersToBatch', () => {
  it('enrols new members in every course once, tells them, and leaves other organizations out', async () => {
    const db = t.database.db;
    await db.insert(organizations).values(SECOND_ORGANIZATION).onConflictDoNothing();
    const [stranger] = await db
      .insert(users)
      .values({ name: 'Rekha', email: 'rekha-batch@example.org', passwordHash: 'x', organizationId: SECOND_ORGANIZATION.id })
      .returning();
    const [learner] = await db
      .insert(users)
      .values({ name: 'Mohan', email: 'mohan-batch@example.org', passwordHash: 'x', organizationId: DEMO_ORGANIZATION.id })
      .returning();
    const published = await db.select().from(courses).where(eq(courses.status, 'published')).limit(2);
    const [batch] = await db.insert(batches).values({ organizationId: DEMO_ORGANIZATION.id, name: 'Monsoon' }).returning();
    await db
      .insert(batchCourses)
      .values(published.map((course, i) => ({ batchId: batch!.id, courseId: course.id, dueOn: i ? null : '2026-07-01' })));

    const first = await addLearnersToBatch(db, batch!.id, [learner!.id, stranger!.id, learner!.id]);
    expect(first.added).toEqual([learner!.id]);
    expect(first.enrolled).toBe(published.length);
    expect(first.notifications).toHaveLength(published.length);
    expect(first.notifications[0]).toMatchObject({ userId: learner!.id, kind: 'assignment' });
    const current = await db.select().from(enrolments).where(eq(enrolments.userId, learner!.id));
    expect(current.every((row) => row.currentLessonId)).toBe(true);

    const again = await addLearnersToBatch(db, batch!.id, [learner!.id]);
    expect(again).toEqual({ added: [], enrolled: 0, notifications: [] });
    expect(await db.select().from(notifications).where(eq(notifications.userId, learner!.id))).toHaveLength(published.length);
    expect(await db.select().from(batchMembers).where(eq(batchMembers.userId, stranger!.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, learner!.id))),
    ).toHaveLength(0);
  });
});
