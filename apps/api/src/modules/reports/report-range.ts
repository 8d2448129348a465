import { HttpError } from '../../lib/http-error.js';
import type { Period } from './repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** The longest report: enough for any review of the programme, short enough to stay quick. */
export const REPORT_MAX_YEARS = 5;
/** Days the database and the charts can hold sensibly; a year 0 or 9999 is a typing mistake. */
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

/** The first day of the period holding `date` (weeks start on Monday, as Postgres' date_trunc). */
export function periodStart(date: Date, period: Period): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), period === 'month' ? 1 : date.getUTCDate()));
  if (period === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7));
  return start;
}

/** Twelve periods up to today, when the caller names no range. */
export function defaultRange(period: Period, now = new Date()) {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from =
    period === 'month'
      ? new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() - 11, 1))
      : new Date(periodStart(to, 'week').getTime() - 11 * 7 * DAY_MS);
  return { from: isoDay(from), to: isoDay(to) };
}

const refused = (field: 'from' | 'to', message: string) => new HttpError(400, message, {}, { [field]: message });

/**
 * The days a report covers: the caller's, with today and twelve periods back for what it leaves
 * out. Refused with 400 when the range is upside down, too long or outside sensible years, so a
 * report never asks the database for decades of weeks.
 */
export function reportRange(period: Period, asked: { from?: string; to?: string }, now = new Date()) {
  const fallback = defaultRange(period, now);
  const from = asked.from ?? fallback.from;
  const to = asked.to ?? fallback.to;
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (day < EARLIEST || day > LATEST) throw refused(field, `${field} must be between ${EARLIEST} and ${LATEST}.`);
  if (from > to) throw refused('to', 'from must be on or before to.');
  const limit = dayOf(from);
  limit.setUTCFullYear(limit.getUTCFullYear() + REPORT_MAX_YEARS);
  if (dayOf(to) >= limit) throw refused('to', `A report covers at most ${REPORT_MAX_YEARS} years: choose a later from or an earlier to.`);
  return { from, to };
}
