import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hasRow } from '../../db/queries.js';
import { enrolments } from '../../db/schema.js';

export function isEnrolled(db: Db, userId: string, courseId: string): Promise<boolean> {
  return hasRow(
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      .limit(1),
  );
}

/** Enrols the learner unless enrolled already; true when the enrolment is new. */
export async function insertEnrolment(db: Db, userId: string, courseId: string, currentLessonId: string | null): Promise<boolean> {
  const inserted = await db
    .insert(enrolments)
    .values({ userId, courseId, currentLessonId })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return inserted.length > 0;
}

/** A learner to enrol in a course, at its first lesson. */
export type NewEnrolment = { userId: string; courseId: string; currentLessonId: string | null };

/** Enrols each learner in each course, keeping the enrolments that exist already as they are; how many are new. */
export async function insertEnrolments(db: Db, pairs: NewEnrolment[]): Promise<number> {
  if (!pairs.length) return 0;
  const inserted = await db.insert(enrolments).values(pairs).onConflictDoNothing().returning({ id: enrolments.id });
  return inserted.length;
}

export async function setCurrentLesson(db: Db, userId: string, courseId: string, currentLessonId: string | null) {
  await db
    .update(enrolments)
    .set({ currentLessonId })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
}

/** Marks the enrolment complete when its certificate is issued (the first completion time is kept). */
export async function markEnrolmentComplete(db: Db, userId: string, courseId: string, now: Date) {
  await db
    .update(enrolments)
    .set({ completedAt: now, currentLessonId: null })
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId), isNull(enrolments.completedAt)));
}

/** Enrolments per course id (courses with none are absent). */
export async function enrolmentCounts(db: Db, courseIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (courseIds.length === 0) return counts;
  const rows = await db
    .select({ courseId: enrolments.courseId, total: count() })
    .from(enrolments)
    .where(inArray(enrolments.courseId, courseIds))
    .groupBy(enrolments.courseId);
  for (const row of rows) counts.set(row.courseId, Number(row.total));
  return counts;
}

/** How many enrolments the server holds. */
export async function countEnrolments(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enrolments);
  return Number(row?.total ?? 0);
}
