import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

type Rows<T> = { rows: T[] };

/**
 * Enrolments per course, or null while this server has no enrolments table. Written in SQL
 * against the table name rather than the Drizzle table: the learning tables arrive with the
 * learning work, and this check must compile and answer correctly before and after they do.
 */
export async function enrolmentCounts(db: Db, courseIds: string[]): Promise<Map<string, number> | null> {
  const found = (await db.execute(sql`select to_regclass('public.enrolments') is not null as present`)) as unknown as Rows<{
    present: boolean;
  }>;
  if (!found.rows[0]?.present) return null;
  const counts = new Map<string, number>();
  if (courseIds.length === 0) return counts;
  const ids = sql.join(
    courseIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select course_id::text as course_id, count(*)::int as total from enrolments where course_id in (${ids}) group by course_id`,
  )) as unknown as Rows<{ course_id: string; total: number }>;
  for (const row of result.rows) counts.set(row.course_id, Number(row.total));
  return counts;
}

/** All enrolments on the server, or null without an enrolments table. */
export async function totalEnrolments(db: Db): Promise<number | null> {
  const found = (await db.execute(sql`select to_regclass('public.enrolments') is not null as present`)) as unknown as Rows<{
    present: boolean;
  }>;
  if (!found.rows[0]?.present) return null;
  const result = (await db.execute(sql`select count(*)::int as total from enrolments`)) as unknown as Rows<{ total: number }>;
  return Number(result.rows[0]?.total ?? 0);
}
