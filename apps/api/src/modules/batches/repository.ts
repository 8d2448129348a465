import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow, insertedRow } from '../../db/queries.js';
import {
  batchCourses,
  batches,
  batchMembers,
  courseModules,
  courses,
  enrolments,
  lessons,
  organizations,
  users,
  type BatchRow,
} from '../../db/schema.js';

export function findBatch(db: Db, id: string): Promise<BatchRow | undefined> {
  return firstRow(db.select().from(batches).where(eq(batches.id, id)).limit(1));
}

/** The batch's courses with their due dates, and the titles a notice shows. */
export function batchCourseList(db: Db, batchId: string) {
  return db
    .select({
      courseId: batchCourses.courseId,
      dueOn: batchCourses.dueOn,
      slug: courses.slug,
      title: courses.title,
      titleTranslations: courses.titleTranslations,
    })
    .from(batchCourses)
    .innerJoin(courses, eq(courses.id, batchCourses.courseId))
    .where(eq(batchCourses.batchId, batchId))
    .orderBy(asc(courses.sortOrder), asc(courses.title));
}

/**
 * Adds those of `userIds` who belong to the batch's organization; the ids of the ones not in it
 * before. Anyone else is left out: a batch never reaches across organizations.
 */
export async function insertMembers(db: Db, batch: BatchRow, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const members = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.organizationId, batch.organizationId)));
  if (!members.length) return [];
  const added = await db
    .insert(batchMembers)
    .values(members.map((member) => ({ batchId: batch.id, userId: member.userId })))
    .onConflictDoNothing()
    .returning({ userId: batchMembers.userId });
  return added.map((row) => row.userId);
}

/**
 * Enrols every member among `userIds` in every course of the batch, at the course's first lesson;
 * enrolments that exist already are kept as they are (progress, completion). How many are new.
 */
export async function enrolMembers(db: Db, batchId: string, userIds: string[]): Promise<number> {
  if (!userIds.length) return 0;
  const firstLesson = sql`(
    select ${lessons.id} from ${lessons}
    inner join ${courseModules} on ${courseModules.id} = ${lessons.moduleId}
    where ${courseModules.courseId} = ${batchCourses.courseId}
    order by ${courseModules.sortOrder}, ${lessons.sortOrder}
    limit 1
  )`;
  const pairs = await db
    .select({ userId: batchMembers.userId, courseId: batchCourses.courseId, currentLessonId: sql<string | null>`${firstLesson}` })
    .from(batchMembers)
    .innerJoin(batchCourses, eq(batchCourses.batchId, batchMembers.batchId))
    .where(and(eq(batchMembers.batchId, batchId), inArray(batchMembers.userId, userIds)));
  if (!pairs.length) return 0;
  const inserted = await db.insert(enrolments).values(pairs).onConflictDoNothing().returning({ id: enrolments.id });
  return inserted.length;
}

/** Batches with their organization's name and their counts; of one organization when given. */
export async function listBatches(db: Db, organizationId: string | undefined) {
  const learnerCount = sql<number>`(select count(*) from ${batchMembers} where ${batchMembers.batchId} = ${batches.id})`.mapWith(Number);
  const courseCount = sql<number>`(select count(*) from ${batchCourses} where ${batchCourses.batchId} = ${batches.id})`.mapWith(Number);
  // The due date still ahead nearest to today, else the last one passed.
  const nextDueOn = sql<
    string | null
  >`(select coalesce(min(${batchCourses.dueOn}) filter (where ${batchCourses.dueOn} >= current_date), max(${batchCourses.dueOn}))::text from ${batchCourses} where ${batchCourses.batchId} = ${batches.id})`;
  return db
    .select({ batch: batches, organizationName: organizations.name, learnerCount, courseCount, nextDueOn })
    .from(batches)
    .innerJoin(organizations, eq(organizations.id, batches.organizationId))
    .where(organizationId ? eq(batches.organizationId, organizationId) : undefined)
    .orderBy(asc(organizations.name), desc(batches.createdAt));
}

export type ListedBatch = Awaited<ReturnType<typeof listBatches>>[number];

export async function findListedBatch(db: Db, id: string): Promise<ListedBatch | undefined> {
  const batch = await findBatch(db, id);
  if (!batch) return undefined;
  return (await listBatches(db, batch.organizationId)).find((row) => row.batch.id === id);
}

export function batchMemberList(db: Db, batchId: string) {
  return db
    .select({ userId: users.id, name: users.name, email: users.email, addedAt: batchMembers.addedAt })
    .from(batchMembers)
    .innerJoin(users, eq(users.id, batchMembers.userId))
    .where(eq(batchMembers.batchId, batchId))
    .orderBy(asc(users.name));
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

export function findPublishedCourse(db: Db, courseId: string) {
  return firstRow(
    db
      .select({
        courseId: courses.id,
        slug: courses.slug,
        title: courses.title,
        titleTranslations: courses.titleTranslations,
        status: courses.status,
      })
      .from(courses)
      .where(eq(courses.id, courseId))
      .limit(1),
  );
}

/** Which of `userIds` are learners (role USER) of the organization. */
export async function learnersOf(db: Db, organizationId: string, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.organizationId, organizationId), eq(users.role, 'USER')));
  return rows.map((row) => row.id);
}
