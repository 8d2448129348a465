import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { certificates, courses, enrolments, organizations, users } from '../../db/schema.js';

export type Period = 'week' | 'month';
export type Metric = 'enrolments' | 'completions' | 'certificates';
export type Counted = { start: string; courseId: string | null; organizationId: string | null; n: number };
export type ReportFilter = { period: Period; from: string; to: string; organizationId?: string; courseId?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where a metric is counted: the rows of `table` (each a learner's, for a course) that `extra`
 * keeps, dated by `at`.
 */
function countedIn(table: typeof certificates | typeof enrolments, at: AnyColumn, extra?: SQL) {
  return { table, at, course: table.courseId as AnyColumn, user: table.userId as AnyColumn, extra };
}

/** How many of `metric` per period start, course and organization, within the filter. */
export async function countByPeriod(db: Db, metric: Metric, filter: ReportFilter): Promise<Counted[]> {
  const source =
    metric === 'certificates'
      ? countedIn(certificates, certificates.issuedAt, isNull(certificates.revokedAt))
      : metric === 'completions'
        ? countedIn(enrolments, enrolments.completedAt, isNotNull(enrolments.completedAt))
        : countedIn(enrolments, enrolments.enrolledAt);
  const end = new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY_MS);
  const conditions: (SQL | undefined)[] = [
    source.extra,
    gte(source.at, new Date(`${filter.from}T00:00:00Z`)),
    lt(source.at, end),
    filter.organizationId ? eq(users.organizationId, filter.organizationId) : undefined,
    filter.courseId ? eq(source.course, filter.courseId) : undefined,
  ];
  // The unit is written into the SQL (one of two fixed words), so GROUP BY sees the same expression as SELECT.
  const bucket = sql<string>`to_char(date_trunc(${sql.raw(`'${filter.period === 'week' ? 'week' : 'month'}'`)}, ${source.at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  return db
    .select({
      start: bucket,
      courseId: sql<string | null>`${source.course}`,
      organizationId: users.organizationId,
      n: sql<number>`count(*)::int`,
    })
    .from(source.table)
    .innerJoin(users, eq(users.id, source.user))
    .where(and(...conditions))
    .groupBy(bucket, sql`${source.course}`, users.organizationId);
}

export async function courseTitles(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: courses.id, title: courses.title, titles: courses.titleTranslations })
    .from(courses)
    .where(inArray(courses.id, ids));
}

export async function organizationNames(db: Db, ids: string[]) {
  if (!ids.length) return [];
  return db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, ids));
}
