/** A calendar day (YYYY-MM-DD) or an instant, as the reader's language writes a date. */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: value.length === 10 ? 'UTC' : undefined,
  }).format(date);
}
