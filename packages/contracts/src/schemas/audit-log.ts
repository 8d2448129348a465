import { z } from 'zod';
import { listResult } from './administration-common.js';
import { pageQuery } from './common.js';
import { text } from './text.js';

/**
 * A bound of the date range: a day (`2026-03-01`, the whole day in UTC) or an instant with its
 * offset (`2026-03-01T00:00:00+05:30`, what the dashboard sends for a day in the reader's zone).
 */
const bound = (field: string) =>
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: `${field} must be a date (YYYY-MM-DD) or a date and time.` });

const filterShape = {
  action: text('action')
    .trim()
    .max(100, { error: 'action must be at most 100 characters.' })
    .regex(/^[a-z0-9.-]*$/, { error: 'action is written like course.update.' })
    .optional(),
  actor: text('actor').trim().max(200, { error: 'actor must be at most 200 characters.' }).optional(),
  targetType: text('targetType')
    .trim()
    .max(50, { error: 'targetType must be at most 50 characters.' })
    .regex(/^[a-z0-9-]*$/, { error: 'targetType is written like course.' })
    .optional(),
  from: bound('from').optional(),
  to: bound('to').optional(),
};

/** The first instant a `from` bound includes. */
export function rangeStart(from: string): Date {
  return new Date(from.length === 10 ? `${from}T00:00:00.000Z` : from);
}

/** The last instant a `to` bound includes (a day: up to its last millisecond). */
export function rangeEnd(to: string): Date {
  return new Date(to.length === 10 ? `${to}T23:59:59.999Z` : to);
}

const ordered = (filter: { from?: string; to?: string }) => !filter.from || !filter.to || rangeStart(filter.from) <= rangeEnd(filter.to);
const orderError = { error: 'from must be on or before to.', path: ['to'] };

/**
 * Filters of the audit log (the CSV export takes these). `action` is one action (`course.update`)
 * or, without a dot, every action on one resource (`course`); `actor` is part of the actor's
 * email; the date range includes both ends and must not run backwards.
 */
export const auditLogFilter = z.strictObject(filterShape).refine(ordered, orderError);
export type AuditLogFilter = z.infer<typeof auditLogFilter>;

/** The filters with a page of the list, newest first. */
export const auditLogQuery = z.strictObject({ ...filterShape, ...pageQuery }).refine(ordered, orderError);
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** One entry: who (a snapshot of the actor), what, on what, when, from which address and browser. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  address: z.string().nullable(),
  /** The User-Agent the request came with (security events and changes recorded since it was kept). */
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditLogList = listResult(auditEntry);
export type AuditLogList = z.infer<typeof auditLogList>;
