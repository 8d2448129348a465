import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { UNFINISHED_AFTER_MS, type MediaStore } from '../lib/media-store.js';
import type { SessionPolicy } from '../sessions/policy.js';
import { deleteExpiredSessions } from '../sessions/store.js';
import { purgeThrottleCounters } from '../throttling/counters.js';

export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** A module's own purge of what it keeps (the second factor's expired challenges), given by the app. */
export type Purge = (db: Db, now: Date) => Promise<void>;

/**
 * Deletes what can no longer be used: ended sessions, stale throttling counters, what the
 * modules' `purges` delete (expired sign-in challenges), and media bytes a process stopped
 * half-way through a file left behind.
 */
export async function purgeExpired(db: Db, sessionPolicy: SessionPolicy, now: Date, mediaStore?: MediaStore, purges: Purge[] = []) {
  await deleteExpiredSessions(db, sessionPolicy, now);
  await purgeThrottleCounters(db, now);
  for (const purge of purges) await purge(db, now);
  await mediaStore?.deleteUnfinished(new Date(now.getTime() - UNFINISHED_AFTER_MS));
}

/**
 * Runs the purge every `everyMs` while the server is up. The timer does not keep the process
 * alive, and stops when the server closes. With several processes on one database, a process
 * whose turn comes while another one is purging skips its turn, so the same rows are never
 * deleted by two processes at once.
 */
export function schedulePurge(app: FastifyInstance, purges: Purge[], everyMs: number = PURGE_EVERY_MS) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = app
      .exclusive('scheduled-purge', () => purgeExpired(app.db, app.sessionPolicy, app.now(), app.mediaStore, purges), { ifFree: true })
      .then(() => undefined)
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'could not purge expired sessions, throttling counters and unfinished media'),
      )
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
