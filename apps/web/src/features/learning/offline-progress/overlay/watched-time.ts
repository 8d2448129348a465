/**
 * How much faster than the clock watched time may grow between two reports: the server's own
 * allowance for timers that fire late, so the phone counts as the server will.
 */
export const CLOCK_TOLERANCE = 1.1;

export type PositionReport = { positionSeconds: number; at: string };

/**
 * Seconds watched after the reports made on the phone, counted as the server counts them: they
 * grow towards each reported position, by no more than the phone's clock allows since the
 * report before, and never past the video's length. The first report only starts the clock.
 */
export function watchedAfterReports(watchedBefore: number, reports: PositionReport[], durationSeconds: number | null): number {
  let watched = watchedBefore;
  let lastAt: number | null = null;
  for (const report of reports) {
    const at = Date.parse(report.at);
    const elapsed = lastAt === null ? 0 : Math.max(0, (at - lastAt) / 1000);
    watched = Math.max(watched, Math.min(report.positionSeconds, watched + elapsed * CLOCK_TOLERANCE));
    if (durationSeconds) watched = Math.min(watched, durationSeconds);
    lastAt = at;
  }
  return watched;
}
