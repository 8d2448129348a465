import type { SyncEvent } from '@jal/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/**
 * One waiting event; `seq` grows with each one added, so reading by it keeps the order they were
 * made in. `userId`: whose it is (the session's user when it was made), so that it is only ever
 * sent with that user's session; none on events kept from before events carried it.
 */
export type QueuedRecord = { seq: number; event: SyncEvent; userId?: string | null };

interface ProgressDb extends DBSchema {
  events: { key: number; value: QueuedRecord };
}

const DB_NAME = 'jal-offline-progress';
let opening: Promise<IDBPDatabase<ProgressDb>> | null = null;

/** The phone's database of waiting events (IndexedDB, which outlives a reload and a closed tab). */
export function eventDb(): Promise<IDBPDatabase<ProgressDb>> {
  opening ??= openDB<ProgressDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('events', { keyPath: 'seq', autoIncrement: true });
    },
  }).catch((error: unknown) => {
    // Without IndexedDB (a private window in some browsers) try again next time instead of keeping the failure.
    opening = null;
    throw error;
  });
  return opening;
}
