/** The place as the phone measured it. */
export type CapturedPlace = { latitude: number; longitude: number; accuracyMetres: number; capturedAt: string };

/** Everything a submission sends, ready to go (kept as it is while it waits on the phone). */
export type ReadySubmission = {
  idempotencyKey: string;
  /** When the learner pressed send, on the phone's clock with its offset. */
  submittedAt: string;
  timeZoneOffsetMinutes: number;
  place: CapturedPlace | null;
  numbers: { id: string; value: number }[];
  /** The shrunk photos, in the order the practical asks for them. */
  photos: Blob[];
  voiceNote: Blob | null;
};

const pad = (value: number) => String(Math.trunc(Math.abs(value))).padStart(2, '0');

/** The phone's time zone, minutes east of UTC (India: 330). */
export const timeZoneOffsetMinutes = (date: Date) => -date.getTimezoneOffset() || 0;

/** A moment as the phone's local time with its offset, e.g. 2026-05-10T09:30:00+05:30: what the contract asks of phone times. */
export function localIsoTime(date: Date): string {
  const offset = timeZoneOffsetMinutes(date);
  const sign = offset < 0 ? '-' : '+';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${day}T${time}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

/** A key made once for a submission, so that sending it twice (a retry, a queue) stores it once. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure page (https); a field laptop on a plain http address still has random bytes.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The bytes a submission sends: what the learner is told before and while it goes. */
export const submissionBytes = (ready: Pick<ReadySubmission, 'photos' | 'voiceNote'>) =>
  ready.photos.reduce((sum, photo) => sum + photo.size, 0) + (ready.voiceNote?.size ?? 0);
