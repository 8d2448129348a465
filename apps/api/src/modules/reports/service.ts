import { isAdminRole, type ReportResult } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { CSV_BOM, csvLine, type CsvCell } from '../../lib/csv.js';
import { forbidden } from '../../lib/http-error.js';
import { periodStart, reportRange } from './report-range.js';
import { countByPeriod, courseTitles, organizationNames, type Metric, type Period, type ReportFilter } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

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

/** Enrolments, completions and certificates over time, per course and per organization. */
export async function buildReport(db: Db, filter: ReportFilter): Promise<ReportResult> {
  const metrics: Metric[] = ['enrolments', 'completions', 'certificates'];
  const counted = await Promise.all(metrics.map((metric) => countByPeriod(db, metric, filter)));
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
  const [courseRows, organizationRows] = await Promise.all([courseTitles(db, courseIds), organizationNames(db, organizationIds)]);
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
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}

export type ReportQuery = { period: Period; from?: string; to?: string; organizationId?: string; courseId?: string };

/** The report the caller may see: administrators everything (or one organization); a manager only its own organization. */
export function reportFor(db: Db, actor: UserRow, query: ReportQuery) {
  const admin = isAdminRole(actor.role);
  if (!admin && query.organizationId && query.organizationId !== actor.organizationId) {
    throw forbidden('You can only see the figures of your own organization.');
  }
  const { from, to } = reportRange(query.period, query);
  return buildReport(db, {
    period: query.period,
    from,
    to,
    organizationId: admin ? query.organizationId : (actor.organizationId ?? undefined),
    courseId: query.courseId,
  });
}
