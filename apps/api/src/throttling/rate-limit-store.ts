import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { countInWindow } from './counters.js';

/**
 * A store for @fastify/rate-limit that counts in the database (the throttling counters), so
 * that every server process sharing it counts the same requests: N processes allow what one
 * does. `scope` keeps one limiter's keys apart from another's (two limits on the same address).
 * Counters are removed by the scheduled purge once stale, like the sign-in ones.
 */
export function databaseRateLimitStore(db: Db, scope: string, now: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      countInWindow(db, `rate:${scope}:${key}`, timeWindow, now()).then(
        ({ count, msLeft }) => callback(null, { current: count, ttl: msLeft }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Each route's limit keeps its own scope through its keys' prefix above.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
