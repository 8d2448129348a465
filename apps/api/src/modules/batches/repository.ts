import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow, insertedRow } from '../../db/queries.js';
import { batchCourses, batches, batchMembers, type BatchRow } from '../../db/schema.js';

export function findBatch(db: Db, id: string): Promise<BatchRow | undefined> {
  return firstRow(db.select().from(batches).where(eq(batches.id, id)).limit(1));
}

/** The batch's courses with their due dates. */
export function batchCourseRows(db: Db, batchId: string) {
  return db
    .select({ courseId: batchCourses.courseId, dueOn: batchCourses.dueOn })
    .from(batchCourses)
    .where(eq(batchCourses.batchId, batchId));
}

/** Puts the learners in the batch; the ids of the ones not in it before. */
export async function insertMembers(db: Db, batchId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const added = await db
    .insert(batchMembers)
    .values(userIds.map((userId) => ({ batchId, userId })))
    .onConflictDoNothing()
    .returning({ userId: batchMembers.userId });
  return added.map((row) => row.userId);
}

/** Every course of the batch for each member among `userIds`: the enrolments the batch asks for. */
export function memberCoursePairs(db: Db, batchId: string, userIds: string[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ userId: batchMembers.userId, courseId: batchCourses.courseId })
    .from(batchMembers)
    .innerJoin(batchCourses, eq(batchCourses.batchId, batchMembers.batchId))
    .where(and(eq(batchMembers.batchId, batchId), inArray(batchMembers.userId, userIds)));
}

/** Batches with their counts, the newest first; of one organization when given. */
export async function listBatches(db: Db, organizationId: string | undefined) {
  const learnerCount = sql<number>`(select count(*) from ${batchMembers} where ${batchMembers.batchId} = ${batches.id})`.mapWith(Number);
  const courseCount = sql<number>`(select count(*) from ${batchCourses} where ${batchCourses.batchId} = ${batches.id})`.mapWith(Number);
  // The due date still ahead nearest to today, else the last one passed.
  const nextDueOn = sql<
    string | null
  >`(select coalesce(min(${batchCourses.dueOn}) filter (where ${batchCourses.dueOn} >= current_date), max(${batchCourses.dueOn}))::text from ${batchCourses} where ${batchCourses.batchId} = ${batches.id})`;
  return db
    .select({ batch: batches, learnerCount, courseCount, nextDueOn })
    .from(batches)
    .where(organizationId ? eq(batches.organizationId, organizationId) : undefined)
    .orderBy(desc(batches.createdAt));
}

export function batchMemberRows(db: Db, batchId: string) {
  return db
    .select({ userId: batchMembers.userId, addedAt: batchMembers.addedAt })
    .from(batchMembers)
    .where(eq(batchMembers.batchId, batchId));
}

export type BatchValues = Pick<BatchRow, 'name' | 'startsOn' | 'endsOn'>;

export function batchNameTaken(db: Db, organizationId: string, name: string, exceptId?: string) {
  const conditions = [eq(batches.organizationId, organizationId), sql`lower(${batches.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(batches.id, exceptId));
  return hasRow(
    db
      .select({ id: batches.id })
      .from(batches)
      .where(and(...conditions))
      .limit(1),
  );
}

export function insertBatch(db: Db, organizationId: string, values: BatchValues): Promise<BatchRow> {
  return insertedRow(
    db
      .insert(batches)
      .values({ organizationId, ...values })
      .returning(),
    'the batch insert returned no row',
  );
}

export async function updateBatch(db: Db, id: string, values: BatchValues) {
  await db
    .update(batches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(batches.id, id));
}

export async function deleteBatch(db: Db, id: string) {
  await db.delete(batches).where(eq(batches.id, id));
}

/** Assigns the course to the batch, or changes its due date; whether it was new to the batch. */
export async function upsertBatchCourse(db: Db, batchId: string, courseId: string, dueOn: string | null): Promise<boolean> {
  const existed = await hasRow(
    db
      .select({ id: batchCourses.courseId })
      .from(batchCourses)
      .where(and(eq(batchCourses.batchId, batchId), eq(batchCourses.courseId, courseId))),
  );
  await db
    .insert(batchCourses)
    .values({ batchId, courseId, dueOn })
    .onConflictDoUpdate({ target: [batchCourses.batchId, batchCourses.courseId], set: { dueOn } });
  return !existed;
}

export async function deleteBatchCourse(db: Db, batchId: string, courseId: string): Promise<boolean> {
  const gone = await db
    .delete(batchCourses)
    .where(and(eq(batchCourses.batchId, batchId), eq(batchCourses.courseId, courseId)))
    .returning({ id: batchCourses.courseId });
  return gone.length > 0;
}

/** Takes the learner out of the batch; their enrolments and progress are not touched. */
export async function deleteBatchMember(db: Db, batchId: string, userId: string): Promise<boolean> {
  const gone = await db
    .delete(batchMembers)
    .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.userId, userId)))
    .returning({ id: batchMembers.userId });
  return gone.length > 0;
}

export function memberIds(db: Db, batchId: string) {
  return db.select({ userId: batchMembers.userId }).from(batchMembers).where(eq(batchMembers.batchId, batchId));
}
