import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  batchCourses,
  batches,
  batchMembers,
  certificates,
  courseModules,
  courses,
  enrolments,
  lessonProgress,
  lessons,
  quizAttempts,
} from '../../db/schema.js';

/** How many lessons each course has. */
export async function lessonCounts(db: Db, courseIds: string[]) {
  if (!courseIds.length) return new Map<string, number>();
  const rows = await db
    .select({ courseId: courseModules.courseId, n: count() })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(inArray(courseModules.courseId, courseIds))
    .groupBy(courseModules.courseId);
  return new Map(rows.map((row) => [row.courseId, row.n]));
}

/**
 * What the learners have done in the courses: enrolments, lessons begun and completed per learner
 * and course, and certificates in force.
 */
export async function activityOf(db: Db, userIds: string[], courseIds: string[]) {
  if (!userIds.length || !courseIds.length) return { enrolmentRows: [], lessonRows: [], certificateRows: [] };
  const [enrolmentRows, lessonRows, certificateRows] = await Promise.all([
    db
      .select({ userId: enrolments.userId, courseId: enrolments.courseId, completedAt: enrolments.completedAt })
      .from(enrolments)
      .where(and(inArray(enrolments.userId, userIds), inArray(enrolments.courseId, courseIds))),
    db
      .select({
        userId: lessonProgress.userId,
        courseId: lessonProgress.courseId,
        begun: count(),
        completed: sql<number>`count(*) filter (where ${lessonProgress.status} = 'completed')`.mapWith(Number),
      })
      .from(lessonProgress)
      .where(and(inArray(lessonProgress.userId, userIds), inArray(lessonProgress.courseId, courseIds)))
      .groupBy(lessonProgress.userId, lessonProgress.courseId),
    db
      .select({ userId: certificates.userId, courseId: certificates.courseId, code: certificates.code, issuedAt: certificates.issuedAt })
      .from(certificates)
      .where(and(inArray(certificates.userId, userIds), inArray(certificates.courseId, courseIds), isNull(certificates.revokedAt))),
  ]);
  return { enrolmentRows, lessonRows, certificateRows };
}

/** The batches the learner is in, with the due date each sets on its courses. */
export function learnerBatches(db: Db, userId: string) {
  return db
    .select({ id: batches.id, name: batches.name, courseId: batchCourses.courseId, dueOn: batchCourses.dueOn })
    .from(batchMembers)
    .innerJoin(batches, eq(batches.id, batchMembers.batchId))
    .leftJoin(batchCourses, eq(batchCourses.batchId, batches.id))
    .where(eq(batchMembers.userId, userId))
    .orderBy(asc(batches.name));
}

/** Everything a learner's page shows: courses enrolled in, their lessons, progress, quiz attempts and certificates. */
export async function learnerActivity(db: Db, userId: string) {
  const enrolled = await db
    .select({ enrolment: enrolments, course: courses })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(courses.sortOrder), asc(courses.title));
  const courseIds = enrolled.map((row) => row.course.id);
  if (!courseIds.length) return { enrolled, lessonRows: [], progress: [], attempts: [], certificateRows: [] };
  const [lessonRows, progress, attempts, certificateRows] = await Promise.all([
    db
      .select({ lesson: lessons, courseId: courseModules.courseId })
      .from(lessons)
      .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
      .where(inArray(courseModules.courseId, courseIds))
      .orderBy(asc(courseModules.sortOrder), asc(lessons.sortOrder)),
    db.select().from(lessonProgress).where(eq(lessonProgress.userId, userId)),
    db.select().from(quizAttempts).where(eq(quizAttempts.userId, userId)).orderBy(asc(quizAttempts.submittedAt)),
    db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), inArray(certificates.courseId, courseIds))),
  ]);
  return { enrolled, lessonRows, progress, attempts, certificateRows };
}
