import type { SyncOutcome } from '@jal/contracts';
import { ApiError, noResponse } from '@/lib/api-client';
import { addEvent, readQueue, removeEvents } from '../queue/event-queue';
import { migrateOldQueue } from '../queue/migrate-old-queue';
import { postSync } from './post-sync';
import { tellOutcomes } from './sync-notices';

/** At most this many events in one request, so a long offline week goes in several small ones. */
export const BATCH_SIZE = 100;
/**
 * How long after a send that got no answer (or a server failure) the waiting events are tried
 * again. A phone on a dead link often still calls itself online, so no `online` event would come
 * when the link returns: without this, the events would wait for the next page the learner opens.
 */
export const RETRY_AFTER_MS = 15_000;
/** How long the pages may take to read the server's new state before the answered events leave the queue. */
const REFRESH_WAIT_MS = 5000;

type SyncedListener = (outcomes: SyncOutcome[]) => Promise<unknown>;
const syncedListeners = new Set<SyncedListener>();

/** Called after each answered batch (the pages read the course and lessons again). */
export function onSynced(listener: SyncedListener): () => void {
  syncedListeners.add(listener);
  return () => {
    syncedListeners.delete(listener);
  };
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function refreshPages(outcomes: SyncOutcome[]) {
  // The local progress stays on until the pages have the server's: nothing flickers back to locked.
  await Promise.race([Promise.allSettled([...syncedListeners].map((listener) => listener(outcomes))), wait(REFRESH_WAIT_MS)]);
}

/**
 * Sends the waiting events in order, a batch at a time. An event leaves the queue only when the
 * server answered for it (applied, duplicate or refused). No answer, a 5xx or a sign-in problem
 * keeps the batch for next time, with the same keys, so a resend cannot count twice. A 400
 * refuses the whole request: the events then go one by one, and the one refused alone is dropped
 * (it would block everything after it forever). Answers whether events wait for want of an answer.
 */
async function sendAll(): Promise<boolean> {
  await migrateOldQueue();
  let size = BATCH_SIZE;
  for (;;) {
    // Offline for sure: the `online` event starts the next try.
    if (!navigator.onLine) return false;
    const batch = (await readQueue()).slice(0, size).map((record) => record.event);
    if (batch.length === 0) return false;
    let outcomes: SyncOutcome[];
    try {
      outcomes = (await postSync(batch)).outcomes;
    } catch (error) {
      if (!(error instanceof ApiError)) return false;
      if (error.status !== 400) return noResponse(error) || error.status >= 500;
      if (batch.length > 1) {
        size = 1;
        continue;
      }
      outcomes = [
        {
          key: batch[0]!.key,
          type: batch[0]!.type,
          status: 'refused',
          reason: error.message,
          position: null,
          completion: null,
          attempt: null,
        },
      ];
    }
    const sentKeys = new Set(batch.map((event) => event.key));
    const answered = new Set(outcomes.map((outcome) => outcome.key).filter((key) => sentKeys.has(key)));
    // A quiz that passed completes its lesson: queued after everything already waiting.
    for (const attempt of tellOutcomes(outcomes, batch)) {
      await addEvent({ type: 'complete', courseId: attempt.courseId, lessonId: attempt.lessonId });
    }
    await refreshPages(outcomes);
    await removeEvents(answered);
    if (answered.size === 0) return false;
  }
}

let running: Promise<void> | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;

/**
 * Starts a sync unless one runs; callers at the same time (an `online` event during a page load)
 * share it. When no answer came, one more try is set for later (RETRY_AFTER_MS).
 */
export function syncNow(): Promise<void> {
  clearTimeout(retry);
  running ??= sendAll()
    .catch(() => false)
    .then((unanswered) => {
      if (unanswered) retry = setTimeout(() => void syncNow(), RETRY_AFTER_MS);
    })
    .finally(() => {
      running = null;
    });
  return running;
}
