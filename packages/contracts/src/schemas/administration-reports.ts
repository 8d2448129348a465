import { z } from 'zod';

export const REPORT_PERIODS = ['week', 'month'] as const;
export const REPORT_TABLES = ['series', 'courses', 'organizations'] as const;

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
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { error: 'from must be on or before to.', path: ['to'] });
export type ReportQuery = z.input<typeof reportQuery>;

export const reportExportQuery = z.object({ table: z.enum(REPORT_TABLES, { error: 'table must be series, courses or organizations.' }) });

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
});
export type ReportResult = z.infer<typeof reportResult>;
