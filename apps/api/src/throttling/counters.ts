import { and, eq, inArray, isNull, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { throttleCounters } from '../db/schema.js';
import { escapeLike } from '../lib/like.js';
import { COUNTER_RETENTION_MS, waitAfter, type ThrottlePolicy } from './policy.js';

/**
 * Throttling counters kept in the database, so that every server process sees the same count.
 * An attempt is counted before the work it guards (checking a password, sending a mail), so a
 * burst of parallel requests cannot all slip in before the first one is counted.
 */

/** Milliseconds until every one of the counters lets an attempt through; 0 when they all do now. */
export async function millisecondsBlocked(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db
    .select({ blockedUntil: throttleCounters.blockedUntil })
    .from(throttleCounters)
    .where(inArray(throttleCounters.key, keys));
  return Math.max(0, ...rows.map((row) => (row.blockedUntil ? row.blockedUntil.getTime() - now.getTime() : 0)));
}

/** How many attempts `key` holds in its current window (0 when there is none, or it is over). */
export async function countSoFar(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: throttleCounters.count, windowStartedAt: throttleCounters.windowStartedAt })
    .from(throttleCounters)
    .where(eq(throttleCounters.key, key));
  if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) return 0;
  return row.count;
}

/** What counting one attempt did: its number in the window, and the wait it set (null: none). */
export type CountedAttempt = { key: string; count: number; blockedUntil: Date | null };

/** Counts one attempt under `key`, starting a new window when the last one is over. */
export async function countAttempt(db: Db, key: string, policy: ThrottlePolicy, now: Date): Promise<CountedAttempt> {
  const { count } = await countInWindow(db, key, policy.windowMs, now);
  const wait = waitAfter(count, policy);
  if (wait === 0) return { key, count, blockedUntil: null };
  const blockedUntil = new Date(now.getTime() + wait);
  // A longer wait set meanwhile by a parallel attempt stays.
  await db
    .update(throttleCounters)
    .set({ blockedUntil })
    .where(and(eq(throttleCounters.key, key), or(isNull(throttleCounters.blockedUntil), lt(throttleCounters.blockedUntil, blockedUntil))));
  return { key, count, blockedUntil };
}

/**
 * Takes back an attempt that turned out to be no abuse (a correct password): the count drops by
 * one, and the wait it set, if still in place, is lifted. A wait that a parallel attempt set stays.
 */
export async function refundAttempt(db: Db, attempt: CountedAttempt) {
  const liftOwnWait = attempt.blockedUntil
    ? sql`case when ${throttleCounters.blockedUntil} = ${attempt.blockedUntil.toISOString()}::timestamptz then null else ${throttleCounters.blockedUntil} end`
    : throttleCounters.blockedUntil;
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)`, blockedUntil: liftOwnWait })
    .where(eq(throttleCounters.key, attempt.key));
}

/**
 * Counts one request under `key` in a fixed window of `windowMs` (a new window starts when the
 * last one is over): the count so far in the window and the milliseconds left of it.
 */
export async function countInWindow(db: Db, key: string, windowMs: number, now: Date): Promise<{ count: number; msLeft: number }> {
  const windowOver = sql`${throttleCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(throttleCounters)
    .values({ key, count: 1, windowStartedAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${now.toISOString()}::timestamptz else ${throttleCounters.windowStartedAt} end`,
        lastAt: now,
      },
    })
    .returning({ count: throttleCounters.count, windowStartedAt: throttleCounters.windowStartedAt });
  const startedAt = row?.windowStartedAt.getTime() ?? now.getTime();
  return { count: row?.count ?? 1, msLeft: Math.max(0, startedAt + windowMs - now.getTime()) };
}

export async function clearCounter(db: Db, key: string) {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

/** Deletes the counters keyed `keys`, and those whose key starts with `prefix` (the counters naming one person). */
export async function deleteCounters(db: Db, prefix: string, keys: string[]) {
  await db.delete(throttleCounters).where(or(like(throttleCounters.key, `${escapeLike(prefix)}%`), inArray(throttleCounters.key, keys)));
}

/** Deletes the counters nothing has touched for a day and that hold no wait any more. */
export async function purgeThrottleCounters(db: Db, now: Date) {
  const stale = new Date(now.getTime() - COUNTER_RETENTION_MS);
  await db
    .delete(throttleCounters)
    .where(and(lt(throttleCounters.lastAt, stale), or(isNull(throttleCounters.blockedUntil), lt(throttleCounters.blockedUntil, now))));
}
