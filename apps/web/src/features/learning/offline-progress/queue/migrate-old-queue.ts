import { storage } from '@/lib/storage';
import { addEvent, type EventInput } from './event-queue';

/** Where earlier versions of the app kept progress made offline (one completion per lesson, the latest position). */
export const OLD_QUEUE_KEY = 'jal.learning.pendingProgress';

function toInput(value: unknown): EventInput | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.courseId !== 'string' || typeof item.lessonId !== 'string') return null;
  const base = { courseId: item.courseId, lessonId: item.lessonId };
  if (item.type === 'complete') return { ...base, type: 'complete' };
  if (item.type === 'position' && typeof item.positionSeconds === 'number') {
    return { ...base, type: 'position', positionSeconds: item.positionSeconds };
  }
  return null;
}

function readOldQueue(raw: string): EventInput[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map(toInput).filter((input) => input !== null) : [];
  } catch {
    return [];
  }
}

let migrating: Promise<void> | null = null;

/**
 * Moves what the old queue still holds into the new one, in its order, then removes the old key.
 * Its items had no time: they get the time of the move.
 */
export function migrateOldQueue(): Promise<void> {
  migrating ??= (async () => {
    const raw = storage.get(OLD_QUEUE_KEY);
    if (raw === null) return;
    for (const input of readOldQueue(raw)) await addEvent(input);
    storage.remove(OLD_QUEUE_KEY);
  })().finally(() => {
    migrating = null;
  });
  return migrating;
}
