import type { ExifFacts } from '@jal/contracts';

/** The moment a photo was taken: its wall-clock time in its own zone, else in the phone's. */
export function exifMoment(facts: ExifFacts, phoneOffsetMinutes: number): Date | null {
  if (!facts.localTime) return null;
  const asUtc = Date.parse(`${facts.localTime}Z`);
  if (!Number.isFinite(asUtc)) return null;
  return new Date(asUtc - (facts.offsetMinutes ?? phoneOffsetMinutes) * 60_000);
}
