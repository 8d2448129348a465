const DAY = 24 * 60 * 60 * 1000;

/**
 * How long a session lasts: it ends after `idleMs` without a request, and `maxMs` after sign-in
 * however busy it is, so a stolen token does not work for ever.
 */
export type SessionPolicy = { idleMs: number; maxMs: number };

export const DEFAULT_SESSION_POLICY: SessionPolicy = { idleMs: 7 * DAY, maxMs: 30 * DAY };

export const daysToMs = (days: number) => Math.round(days * DAY);

/** A session's last request is written at most this often: a busy page would otherwise write on every call. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;
