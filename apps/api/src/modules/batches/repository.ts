import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/queries.js';
import { batchCourses, batches, batchMembers, courseModules, courses, enrolments, lessons, users, type BatchRow } from '../../db/schema.js';

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
