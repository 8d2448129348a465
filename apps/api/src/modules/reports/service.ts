import { isAdminRole, REPORT_SORTS, type ReportResult } from '@jal/contracts';
import { setImmediate } from 'node:timers/promises';
import { uiStrings } from '@jal/ui-strings';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { CSV_BOM, csvLine, type CsvCell } from '../../lib/csv.js';
import { forbidden } from '../../lib/http-error.js';
import { KeptUntilChanged } from '../../db/kept-until-changed.js';
import type { CompressedCopies } from '../../lib/compressed-copies.js';
import { courseSummaries } from '../courses/service.js';
import { organizationNames } from '../organizations/service.js';
import { periodStart, reportRange } from './report-range.js';
import {
  countPerGroup,
  countPerPeriod,
  exportRows,
  type Figures,
  type Period,
  type ReportFilter,
  type ReportSort,
  type TablePage,
} from './repository.js';

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

const zero = (): Figures => ({ enrolments: 0, completions: 0, certificates: 0 });
const figuresOf = (row: Figures): Figures => ({ enrolments: row.enrolments, completions: row.completions, certificates: row.certificates });

/** The figures over time: every period of the range (quiet ones as zero), and their totals. */
async function seriesOf(db: Db, filter: ReportFilter) {
  const counted = new Map((await countPerPeriod(db, filter)).map((row) => [row.start, figuresOf(row)]));
  const starts = periodStarts(new Date(`${filter.from}T00:00:00Z`), new Date(`${filter.to}T00:00:00Z`), filter.period);
  const series = starts.map((start) => ({ start, ...(counted.get(start) ?? zero()) }));
  const totals = zero();
  for (const values of counted.values()) for (const metric of REPORT_SORTS) totals[metric] += values[metric];
  return { series, totals };
}

/** Courses with their titles in every language ({} for a course deleted since). */
async function withCourseTitles(db: Db, rows: (Figures & { id: string | null })[]) {
  const titles = await courseSummaries(
    db,
    rows.flatMap((row) => (row.id ? [row.id] : [])),
  );
  return rows.map((row) => {
    const course = titles.find((title) => title.id === row.id);
    const title: Record<string, string> = course ? { en: course.title, ...course.titleTranslations } : {};
    return { courseId: row.id, title, ...figuresOf(row) };
  });
}

/** Organizations with their names (null for learners of none). */
async function withOrganizationNames(db: Db, rows: (Figures & { id: string | null })[]) {
  const names = await organizationNames(
    db,
    rows.flatMap((row) => (row.id ? [row.id] : [])),
  );
  return rows.map((row) => ({ organizationId: row.id, name: names.find((name) => name.id === row.id)?.name ?? null, ...figuresOf(row) }));
}

const paginationOf = (page: TablePage, total: number) => ({ ...page, total, totalPages: Math.max(1, Math.ceil(total / page.limit)) });

export type ReportPages = { limit: number; sort: ReportSort; coursePage: number; organizationPage: number };

/**
 * Enrolments, completions and certificates over time, and one page each of the figures per
 * course and per organization: every figure is counted by the database, grouped.
 */
export async function buildReport(db: Db, filter: ReportFilter, pages: ReportPages): Promise<ReportResult> {
  const coursePage = { page: pages.coursePage, limit: pages.limit, sort: pages.sort };
  const organizationPage = { page: pages.organizationPage, limit: pages.limit, sort: pages.sort };
  // One after another: a report holds at most one of the heavy reads' few connections at a time.
  const { series, totals } = await seriesOf(db, filter);
  const perCourse = await countPerGroup(db, filter, 'course', coursePage);
  const perOrganization = await countPerGroup(db, filter, 'organization', organizationPage);
  return {
    period: filter.period,
    from: filter.from,
    to: filter.to,
    organizationId: filter.organizationId ?? null,
    totals,
    series,
    byCourse: await withCourseTitles(db, perCourse.rows),
    byOrganization: await withOrganizationNames(db, perOrganization.rows),
    byCoursePagination: paginationOf(coursePage, perCourse.total),
    byOrganizationPagination: paginationOf(organizationPage, perOrganization.total),
  };
}

/** Rows of an export written into lines at a time, the event loop given back between batches. */
const EXPORT_BATCH = 500;
/** More courses or organizations than a programme has: an export is never cut short below this. */
const EXPORT_MAX_ROWS = 200_000;

type Language = 'en' | 'hi';

/** A word of the export in the file's language: the same words the reports page shows. */
const word = (key: string, language: Language) => uiStrings.dashboard?.[`dashboard.admin.reports.${key}`]?.[language] ?? key;
const figureHeadings = (language: Language) => ['enrolments', 'completions', 'certificates'].map((key) => word(`metrics.${key}`, language));
const csvFigures = (row: Figures): CsvCell[] => [row.enrolments, row.completions, row.certificates];

/**
 * The lines of a course or organization table. They are written a batch at a time, the event loop
 * given back between batches, so a large table never holds up the requests of others.
 */
async function tableLines(db: Db, filter: ReportFilter, by: 'course' | 'organization', sort: ReportSort, language: Language) {
  const rows = await exportRows(db, filter, by, sort, EXPORT_MAX_ROWS);
  const noOrganization = word('noOrganization', language);
  const line =
    by === 'course'
      ? (row: (typeof rows)[number]) => csvLine([row.titles?.en ?? row.title ?? '', row.titles?.hi ?? '', ...csvFigures(row)])
      : (row: (typeof rows)[number]) => csvLine([row.name ?? noOrganization, ...csvFigures(row)]);
  const batches: string[] = [];
  for (let at = 0; at < rows.length; at += EXPORT_BATCH) {
    if (at > 0) await setImmediate();
    batches.push(
      rows
        .slice(at, at + EXPORT_BATCH)
        .map(line)
        .join(''),
    );
  }
  return batches.join('');
}

/** A CSV file as written, and its compressed copies (made once, when first asked for). */
export type CsvFile = { bytes: Buffer; copies: CompressedCopies };

/** Files already written, until a figure changes (the table of every course is about a megabyte). */
const keptFiles = new KeptUntilChanged<CsvFile>('report-figures', 10);

/**
 * One table of the report as a CSV file: the periods (dates written YYYY-MM-DD), or every course
 * or organization with figures. The headings are in the language asked for; a course's title is
 * given in both. Administrators downloading the same table share one read and one writing; the
 * counter of changes is read on `db`, the figures on `heavyDb`.
 */
export function reportCsv(
  { db, heavyDb }: { db: Db; heavyDb: Db },
  filter: ReportFilter,
  table: 'series' | 'courses' | 'organizations',
  sort: ReportSort,
  language: Language,
): Promise<CsvFile> {
  return keptFiles.get(db, { table, filter, sort, language }, async () => ({
    bytes: Buffer.from(await csvText(heavyDb, filter, table, sort, language)),
    copies: {},
  }));
}

async function csvText(db: Db, filter: ReportFilter, table: 'series' | 'courses' | 'organizations', sort: ReportSort, language: Language) {
  const figures = figureHeadings(language);
  if (table === 'series') {
    const { series } = await seriesOf(db, filter);
    const head = csvLine([word(filter.period === 'week' ? 'weekStarting' : 'monthStarting', language), ...figures]);
    return CSV_BOM + head + series.map((row) => csvLine([row.start, ...csvFigures(row)])).join('');
  }
  const by = table === 'courses' ? 'course' : 'organization';
  const head =
    table === 'courses' ? [word('courseInEnglish', language), word('courseInHindi', language)] : [word('organization', language)];
  return CSV_BOM + csvLine([...head, ...figures]) + (await tableLines(db, filter, by, sort, language));
}

/** CSV with a byte-order mark, so Excel opens Hindi text correctly; cells are quoted and formula-safe. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `${CSV_BOM}${[header, ...rows].map(csvLine).join('')}`;
}

export type ReportQuery = { period: Period; from?: string; to?: string; organizationId?: string; courseId?: string };

/** The filter of the report the caller may see: administrators everything (or one organization); a manager only its own organization. */
export function reportFilterFor(actor: UserRow, query: ReportQuery): ReportFilter {
  const admin = isAdminRole(actor.role);
  if (!admin && query.organizationId && query.organizationId !== actor.organizationId) {
    throw forbidden('You can only see the figures of your own organization.');
  }
  const { from, to } = reportRange(query.period, query);
  return {
    period: query.period,
    from,
    to,
    organizationId: admin ? query.organizationId : (actor.organizationId ?? undefined),
    courseId: query.courseId,
  };
}
