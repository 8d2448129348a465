/**
 * Dates, times and numbers as the page's language writes them: every date or time the web app
 * shows goes through here, so a Hindi page never shows an English month or a Latin "pm".
 */

/** The locale of a page's language: Hindi or English as written in India. */
export function pageLocale(language: string): string {
  return language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** A calendar day (YYYY-MM-DD) has no time zone: it is read and written in UTC, so it never moves a day. */
const isCalendarDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(isCalendarDay(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A formatter in the page's locale, for the few places that need their own parts (a chart's axis). */
export function dateFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(pageLocale(language), options);
}

/**
 * An instant as a date and a time in the reader's time zone: "1 Jun 2026, 3:35 pm",
 * "1 जून 2026, दोपहर 3:35". Hindi names the part of the day in words (सुबह, दोपहर, शाम, रात):
 * hi-IN's short time alone would end in the Latin "am"/"pm". `seconds` for a log, where the
 * order within a minute matters. Empty for no date or one that cannot be read.
 */
export function formatDateTime(value: string | Date | null | undefined, language: string, options: { seconds?: boolean } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return dateFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(options.seconds ? { second: '2-digit' } : {}),
    ...(language === 'hi' ? { dayPeriod: 'short' } : {}),
  }).format(date);
}

/**
 * A date without its time: "1 Jun 2026" ('medium'), "1 June 2026" ('long', on a certificate).
 * A calendar day (a due date) is written as it is, whatever the reader's time zone; an instant
 * as the day it was in the reader's. Empty for no date, the text itself for one that cannot be read.
 */
export function formatDate(value: string | null | undefined, language: string, style: 'medium' | 'long' = 'medium'): string {
  const date = toDate(value);
  if (!date) return value ?? '';
  return dateFormat(language, { dateStyle: style, ...(isCalendarDay(value!) ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** Today on this device's calendar, as a calendar day (YYYY-MM-DD), to compare with due dates. */
export function todayOnThisDevice(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A number in the page's locale, e.g. a size or a speed. */
export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(pageLocale(language), options).format(value);
}
