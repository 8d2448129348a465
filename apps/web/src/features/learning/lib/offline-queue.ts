import { storage } from '@/lib/storage';

/**
 * Progress the learner made while the connection was down: kept on the phone and sent when it
 * returns, so a completed lesson is never lost. Completions are kept once per lesson; a video
 * position only as its latest value.
 */
export type QueuedProgress =
  | { type: 'complete'; courseId: string; lessonId: string }
  | { type: 'position'; courseId: string; lessonId: string; positionSeconds: number; durationSeconds: number };

export const QUEUE_KEY = 'jal.learning.pendingProgress';

function isQueued(value: unknown): value is QueuedProgress {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  if (typeof item.courseId !== 'string' || typeof item.lessonId !== 'string') return false;
  if (item.type === 'complete') return true;
  return item.type === 'position' && typeof item.positionSeconds === 'number' && typeof item.durationSeconds === 'number';
}

export function readQueue(): QueuedProgress[] {
  const raw = storage.get(QUEUE_KEY);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function writeQueue(items: QueuedProgress[]) {
  if (items.length === 0) storage.remove(QUEUE_KEY);
  else storage.set(QUEUE_KEY, JSON.stringify(items));
}

const sameLesson = (a: QueuedProgress, b: QueuedProgress) => a.type === b.type && a.courseId === b.courseId && a.lessonId === b.lessonId;

export function enqueue(item: QueuedProgress) {
  writeQueue([...readQueue().filter((queued) => !sameLesson(queued, item)), item]);
}

export function pendingCompletions(courseId: string): string[] {
  return readQueue()
    .filter((item) => item.type === 'complete' && item.courseId === courseId)
    .map((item) => item.lessonId);
}

/** What a send reports: sent, still offline (keep and stop), or refused by the server (drop). */
export type SendOutcome = 'sent' | 'offline' | 'refused';

let flushing: Promise<number> | null = null;

/**
 * Sends the queue in order; stops at the first item that still finds no connection and keeps
 * it with everything after it. Resolves with how many items the server took or refused.
 * Concurrent calls (an `online` event during a page load) share one run.
 */
export function flushQueue(send: (item: QueuedProgress) => Promise<SendOutcome>): Promise<number> {
  flushing ??= (async () => {
    let handled = 0;
    try {
      for (const item of readQueue()) {
        const outcome = await send(item);
        if (outcome === 'offline') break;
        handled += 1;
        writeQueue(readQueue().filter((queued) => !(sameLesson(queued, item) && JSON.stringify(queued) === JSON.stringify(item))));
      }
    } finally {
      flushing = null;
    }
    return handled;
  })();
  return flushing;
}
