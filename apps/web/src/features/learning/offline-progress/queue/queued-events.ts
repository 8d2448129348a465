import type { SyncEvent } from '@jal/contracts';
import { useEffect } from 'react';
import { changeListeners } from '@/lib/change-listeners';
import { readQueue } from './event-queue';
import { migrateOldQueue } from './migrate-old-queue';
import { onQueueChange } from './queue-changes';

/**
 * The waiting events as React reads them: a copy kept in memory, read again from IndexedDB after
 * every change (in this tab or another), so the pages show local progress without waiting.
 */
let events: readonly SyncEvent[] = [];
// Pure: a page that never reads the queue leaves this module out of its bundle.
const store = /* @__PURE__ */ changeListeners(() => events);
let reads = 0;
let firstRead: Promise<void> | null = null;

async function reload(): Promise<void> {
  const read = ++reads;
  let next: SyncEvent[];
  try {
    next = (await readQueue()).map((record) => record.event);
  } catch {
    next = [];
  }
  // A slower earlier read must not overwrite a newer one.
  if (read !== reads) return;
  events = next;
  store.notify();
}

/** Resolves once the queue has been read (and the old one moved into it): pages wait for it before showing progress. */
export function queuedEventsReady(): Promise<void> {
  if (!firstRead) {
    onQueueChange(() => void reload());
    firstRead = migrateOldQueue()
      .catch(() => undefined)
      .then(reload);
  }
  return firstRead;
}

export function queuedEventsNow(): readonly SyncEvent[] {
  return events;
}

export function useQueuedEvents(): readonly SyncEvent[] {
  useEffect(() => void queuedEventsReady(), []);
  return store.useValue();
}

export function usePendingCount(): number {
  return useQueuedEvents().length;
}

/** The answers of a quiz attempt waiting to be marked, or null. */
export function usePendingAttempt(lessonId: string) {
  const waiting = useQueuedEvents().find((event) => event.type === 'attempt' && event.lessonId === lessonId);
  return waiting?.type === 'attempt' ? waiting.answers : null;
}
