import type { SyncEvent } from '@jal/contracts';
import { storedUserId } from '@/lib/stored-user-id';
import { eventDb, type QueuedRecord } from './event-db';
import { announceQueueChange } from './queue-changes';

type Base = { courseId: string; lessonId: string };
/** What the learner did, before it gets its key and time. */
export type EventInput =
  | (Base & { type: 'complete' })
  | (Base & { type: 'position'; positionSeconds: number })
  | (Base & { type: 'attempt'; answers: { questionId: string; optionIds: string[] }[] });

/** Gives the action its own key (the server applies each key once) and the phone's time. */
export function makeEvent(input: EventInput, at = new Date()): SyncEvent {
  return { ...input, key: crypto.randomUUID(), at: at.toISOString() };
}

/**
 * The signed-in user's waiting events in the order they were made. Another user's stay on the
 * phone, untouched, until they sign in again: on a shared phone one learner's progress must never
 * be sent with another's session.
 */
export async function readQueue(): Promise<QueuedRecord[]> {
  const userId = storedUserId();
  return (await (await eventDb()).getAll('events')).filter((record) => !record.userId || record.userId === userId);
}

export async function countQueue(): Promise<number> {
  return (await readQueue()).length;
}

/** Keeps one action on the phone until the server has answered for it. */
export async function addEvent(input: EventInput, at?: Date): Promise<SyncEvent> {
  const event = makeEvent(input, at);
  const db = await eventDb();
  // The record gets its `seq` from the store.
  await db.add('events', { event, userId: storedUserId() } as QueuedRecord);
  announceQueueChange();
  return event;
}

/** A quiz waits with one attempt at most: the form is read-only until it is marked. */
export async function addAttempt(input: Extract<EventInput, { type: 'attempt' }>): Promise<void> {
  const waiting = await readQueue();
  if (waiting.some(({ event }) => event.type === 'attempt' && event.lessonId === input.lessonId)) return;
  await addEvent(input);
}

/** Drops the events the server answered for (by their keys). */
export async function removeEvents(keys: ReadonlySet<string>): Promise<void> {
  if (keys.size === 0) return;
  const db = await eventDb();
  const tx = db.transaction('events', 'readwrite');
  for (const record of await tx.store.getAll()) {
    if (keys.has(record.event.key)) await tx.store.delete(record.seq);
  }
  await tx.done;
  announceQueueChange();
}

/** Empties the queue. */
export async function clearQueue(): Promise<void> {
  await (await eventDb()).clear('events');
  announceQueueChange();
}
