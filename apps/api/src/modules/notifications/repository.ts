import { and, count, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertedRow } from '../../db/queries.js';
import { batchCourses, batches, batchMembers, courses, enrolments, notifications, users, type NotificationRow } from '../../db/schema.js';

export function insertNotification(db: Db, values: Pick<NotificationRow, 'userId' | 'kind' | 'payload'>): Promise<NotificationRow> {
  return insertedRow(db.insert(notifications).values(values).returning(), 'the notification insert returned no row');
}

/** The person's latest notices, newest first, and how many are unread in all. */
export async function latestNotifications(db: Db, userId: string, limit: number) {
  const [items, [unread]] = await Promise.all([
    db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items, unread: unread?.n ?? 0 };
}

export async function markRead(db: Db, userId: string, ids: string[] | undefined, at: Date) {
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, ids));
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(...conditions));
}

/**
 * Courses due between `from` and `to` (days, inclusive) that the learner (every learner when
 * `userId` is null) was asked to finish through a batch and has not completed.
 */
export function dueCourses(db: Db, userId: string | null, from: string, to: string) {
  const conditions = [gte(batchCourses.dueOn, from), lte(batchCourses.dueOn, to), isNull(enrolments.completedAt)];
  if (userId) conditions.push(eq(batchMembers.userId, userId));
  return db
    .select({
      userId: batchMembers.userId,
      batchId: batches.id,
      batchName: batches.name,
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      titleTranslations: courses.titleTranslations,
      dueOn: batchCourses.dueOn,
    })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .innerJoin(batchCourses, eq(batchCourses.batchId, batches.id))
    .innerJoin(courses, and(eq(courses.id, batchCourses.courseId), eq(courses.status, 'published')))
    .innerJoin(enrolments, and(eq(enrolments.userId, batchMembers.userId), eq(enrolments.courseId, courses.id)))
    .where(and(...conditions));
}

/** Makes the reminder unless that learner has it for that course and date; the new one, if made. */
export async function insertReminder(db: Db, userId: string, payload: Record<string, unknown>): Promise<NotificationRow | undefined> {
  const [row] = await db.insert(notifications).values({ userId, kind: 'due-soon', payload }).onConflictDoNothing().returning();
  return row;
}

export function mailRecipients(db: Db, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.preferredLanguage })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.status, 'active'), sql`${users.email} like '%@%'`));
}

export async function findNotification(db: Db, id: string): Promise<NotificationRow | undefined> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row;
}
