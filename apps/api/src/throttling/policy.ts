/**
 * How a counter slows whoever it counts: the first `freeAttempts` in a window cost nothing; each
 * one after that makes the next attempt wait, starting at `firstWaitMs` and doubling up to
 * `maxWaitMs`. A window starts at the first attempt and ends `windowMs` later; the count then
 * starts again from zero.
 */
export type ThrottlePolicy = {
  freeAttempts: number;
  firstWaitMs: number;
  maxWaitMs: number;
  windowMs: number;
};

/**
 * Counters untouched for this long are deleted by the scheduled purge, so no policy may use a
 * longer window or wait.
 */
export const COUNTER_RETENTION_MS = 24 * 60 * 60 * 1000;

/** How long the attempt numbered `count` (1 for the first in the window) makes the next one wait. */
export function waitAfter(count: number, policy: ThrottlePolicy): number {
  const beyondFree = count - policy.freeAttempts;
  if (beyondFree <= 0) return 0;
  // 2^40 ms is decades: no cap anyone sets is longer, and the power stays a safe integer.
  return Math.min(policy.maxWaitMs, policy.firstWaitMs * 2 ** Math.min(beyondFree - 1, 40));
}
