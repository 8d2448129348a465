import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrolments } from '../../db/schema.js';

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

/** All enrolments on the server. */
export async function totalEnrolments(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(enrolments);
  return Number(row?.total ?? 0);
}
