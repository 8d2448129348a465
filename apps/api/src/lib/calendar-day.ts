/**
 * The calendar day (YYYY-MM-DD) at `instant` in India, where the learners are: a course due on the
 * 10th is overdue from midnight in India, not from midnight in Greenwich five and a half hours later.
 */
export function indianDay(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The day `days` after `day` (both YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
