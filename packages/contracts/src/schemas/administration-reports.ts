import { z } from 'zod';
import { BUNDLED_LANGUAGES } from '../constants.js';

export const REPORT_PERIODS = ['week', 'month'] as const;
export const REPORT_TABLES = ['series', 'courses', 'organizations'] as const;
/** What the per-course and per-organization tables can be ordered by (largest first). */
export const REPORT_SORTS = ['enrolments', 'completions', 'certificates'] as const;
/** Rows of a per-course or per-organization table in one answer: the default and the most. */
export const REPORT_TABLE_PAGE = { default: 20, max: 100 } as const;

const tablePage = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .int({ error: `${name} must be a whole number.` })
    .min(1, { error: `${name} must be at least 1.` })
    .max(100_000, { error: `${name} must be at most 100000.` })
    .default(1);

const day = z.iso.date({ error: 'Dates are written YYYY-MM-DD.' });

export const reportQuery = z
  .object({
    period: z.enum(REPORT_PERIODS, { error: 'period must be week or month.' }).default('month'),
    /** First day included; default: 12 periods back. */
    from: day.optional(),
    /** Last day included; default: today. */
    to: day.optional(),
    organizationId: z.uuid({ error: 'organizationId must be a valid identifier.' }).optional(),
    courseId: z.uuid({ error: 'courseId must be a valid identifier.' }).optional(),
    /** The order of the per-course and per-organization tables, largest first; default enrolments. */
    sort: z.enum(REPORT_SORTS, { error: 'sort must be enrolments, completions or certificates.' }).default('enrolments'),
    /** Rows per page of those tables. */
    limit: z.coerce
      .number({ error: 'limit must be a number.' })
      .int({ error: 'limit must be a whole number.' })
      .min(1, { error: 'limit must be at least 1.' })
      .max(REPORT_TABLE_PAGE.max, { error: `limit must be at most ${REPORT_TABLE_PAGE.max}.` })
      .default(REPORT_TABLE_PAGE.default),
    /** The page of the per-course table (from 1). */
    coursePage: tablePage('coursePage'),
    /** The page of the per-organization table (from 1). */
    organizationPage: tablePage('organizationPage'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must be on or before to.', path: ['to'] });
export type ReportQuery = z.input<typeof reportQuery>;

export const reportExportQuery = z.object({
  table: z.enum(REPORT_TABLES, { error: 'table must be series, courses or organizations.' }),
  /** The language of the file's headings and words (the figures and dates are the same in both). */
  language: z.enum(BUNDLED_LANGUAGES, { error: 'language must be en or hi.' }).default('en'),
});

const tablePagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(REPORT_SORTS),
});

const figures = { enrolments: z.number().int(), completions: z.number().int(), certificates: z.number().int() };

export const reportResult = z.object({
  period: z.enum(REPORT_PERIODS),
  from: z.string(),
  to: z.string(),
  organizationId: z.string().nullable(),
  totals: z.object(figures),
  series: z.array(z.object({ start: z.string(), ...figures })),
  byCourse: z.array(z.object({ courseId: z.string().nullable(), title: z.record(z.string(), z.string()), ...figures })),
  byOrganization: z.array(z.object({ organizationId: z.string().nullable(), name: z.string().nullable(), ...figures })),
  /** Which page of the per-course table `byCourse` is, and how many courses have figures in all. */
  byCoursePagination: tablePagination.optional(),
  /** Which page of the per-organization table `byOrganization` is, and how many organizations in all. */
  byOrganizationPagination: tablePagination.optional(),
});
export type ReportResult = z.infer<typeof reportResult>;
