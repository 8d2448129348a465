import { and, eq, gte, inArray, isNull, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReportResult } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { certificates, courses, enrolments, organizations, users } from '../../db/schema.js';

type Period = 'week' | 'month';
type Metric = 'enrolments' | 'completions' | 'certificates';
type Counted = { start: string; courseId: string | null; organizationId: string | null; n: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period holding `date` (weeks start on Monday, as Postgres' date_trunc). */
export function periodStart(date: Date, period: Period): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), period === 'month' ? 1 : date.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

/** Every period start from `from` to `to`, so quiet weeks show as zero rather than vanish. */
export function periodStarts(from: Date, to: Date, period: Period): string[] {
  const starts: string[] = [];
  for (let cursor = periodStart(from, period); cursor <= to && starts.length < 400;) {
    starts.push(isoDay(cursor));
    cursor =
      period === 'month'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : new Date(cursor.getTime() + 7 * DAY_MS);
  }
  return starts;
}

export function defaultRange(period: Period, now = new Date()) {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from =
    period === 'month'
      ? new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1))
      : new Date(periodStart(to, 'week').getTime() - 11 * 7 * DAY_MS);
  return { from: isoDay(from), to: isoDay(to) };
}

type Filter = { period: Period; from: string; to: string; organizationId?: string; courseId?: string };

async function count(db: Db, metric: Metric, filter: Filter): Promise<Counted[]> {
  const source =
    metric === 'certificates'
      ? {
          at: certificates.issuedAt as AnyColumn,
          course: certificates.courseId as AnyColumn,
          user: certificates.userId as AnyColumn,
          table: certificates,
          extra: isNull(certificates.revokedAt),
        }
      : metric === 'completions'
        ? {
            at: enrolments.completedAt as AnyColumn,
            course: enrolments.courseId as AnyColumn,
            user: enrolments.userId as AnyColumn,
            table: enrolments,
            extra: isNotNull(enrolments.completedAt),
          }
        : {
            at: enrolments.enrolledAt as AnyColumn,
            course: enrolments.courseId as AnyColumn,
            user: enrolments.userId as AnyColumn,
            table: enrolments,
            extra: undefined,
          };
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

/** Enrolments, completions and certificates over time, per course and per organization. */
export async function buildReport(db: Db, filter: Filter): Promise<ReportResult> {
  const metrics: Metric[] = ['enrolments', 'completions', 'certificates'];
  const counted = await Promise.all(metrics.map((metric) => count(db, metric, filter)));
  const zero = () => ({ enrolments: 0, completions: 0, certificates: 0 });
  const series = new Map(
    periodStarts(new Date(`${filter.from}T00:00:00Z`), new Date(`${filter.to}T00:00:00Z`), filter.period).map((start) => [start, zero()]),
  );
  const byCourse = new Map<string | null, ReturnType<typeof zero>>();
  const byOrganization = new Map<string | null, ReturnType<typeof zero>>();
  const totals = zero();
  metrics.forEach((metric, index) => {
    for (const row of counted[index] ?? []) {
      const add = (target: ReturnType<typeof zero>) => (target[metric] += row.n);
      add(totals);
      add(series.get(row.start) ?? series.set(row.start, zero()).get(row.start)!);
      add(byCourse.get(row.courseId) ?? byCourse.set(row.courseId, zero()).get(row.courseId)!);
      add(byOrganization.get(row.organizationId) ?? byOrganization.set(row.organizationId, zero()).get(row.organizationId)!);
    }
  });
  const courseIds = [...byCourse.keys()].filter((id): id is string => !!id);
  const organizationIds = [...byOrganization.keys()].filter((id): id is string => !!id);
  const courseRows = courseIds.length
    ? await db
        .select({ id: courses.id, title: courses.title, titles: courses.titleTranslations })
        .from(courses)
        .where(inArray(courses.id, courseIds))
    : [];
  const organizationRows = organizationIds.length
    ? await db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, organizationIds))
    : [];
  const byEnrolments = (a: { enrolments: number }, b: { enrolments: number }) => b.enrolments - a.enrolments;
  return {
    period: filter.period,
    from: filter.from,
    to: filter.to,
    organizationId: filter.organizationId ?? null,
    totals,
    series: [...series.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([start, values]) => ({ start, ...values })),
    byCourse: [...byCourse.entries()]
      .map(([courseId, values]) => {
        const course = courseRows.find((row) => row.id === courseId);
        return { courseId, title: course ? { en: course.title, ...course.titles } : {}, ...values };
      })
      .sort(byEnrolments),
    byOrganization: [...byOrganization.entries()]
      .map(([organizationId, values]) => ({
        organizationId,
        name: organizationRows.find((row) => row.id === organizationId)?.name ?? null,
        ...values,
      }))
      .sort(byEnrolments),
  };
}

/** CSV with a byte-order mark, so Excel opens Hindi text correctly; cells are quoted and formula-safe. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    // A leading = + - @ would make a spreadsheet run the cell as a formula.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
