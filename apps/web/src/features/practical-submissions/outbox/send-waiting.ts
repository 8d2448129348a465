import { ApiError } from '@/lib/api-client';
import { storedUserId } from '@/lib/stored-user-id';
import { sendSubmission } from './send-by-pieces';
import { draftKey, keepDraft, readDraft, removeWaiting, waitingSubmissions, type WaitingSubmission } from './phone-store';

// Like the offline progress queue: what waits is sent in the order it was made, one at a time,
// only with the session of the learner who made it, and listeners hear of every change.

const listeners = new Set<() => void>();

/** Hears when what waits changes (queued, sent, or given back to the form). */
export function onWaitingChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceWaitingChange() {
  for (const listener of listeners) listener();
}

/**
 * A submission the server refused (the practical changed, the lesson closed) goes back into the
 * form, so the learner sees what to fix and loses nothing; unless a newer draft is already there.
 */
async function giveBack(waiting: WaitingSubmission) {
  const key = draftKey(waiting.userId, waiting.lessonId);
  if (!(await readDraft(key))) {
    await keepDraft(key, {
      idempotencyKey: waiting.idempotencyKey,
      photos: waiting.photos.map((blob) => ({ blob, width: 0, height: 0 })),
      voiceNote: waiting.voiceNote ? { blob: waiting.voiceNote, seconds: null } : null,
      numbers: Object.fromEntries(waiting.numbers.map((number) => [number.id, String(number.value)])),
      place: waiting.place,
    });
  }
  await removeWaiting(waiting.idempotencyKey);
}

let running: Promise<number> | null = null;

/** Sends what waits for the signed-in learner; answers how many were sent. Stops at the first that finds no network. */
export function sendWaiting(): Promise<number> {
  running ??= (async () => {
    const userId = storedUserId();
    let sent = 0;
    for (const waiting of await waitingSubmissions()) {
      if (waiting.userId !== userId) continue;
      try {
        // Each piece is told to the list, which shows how much has gone.
        await sendSubmission(waiting.courseId, waiting.lessonId, waiting, announceWaitingChange);
        await removeWaiting(waiting.idempotencyKey);
        sent += 1;
      } catch (error) {
        // No answer, signed out, or a server in trouble: it waits for the next try.
        if (!(error instanceof ApiError) || error.status === 0 || error.status === 401 || error.status >= 500 || error.status === 429)
          break;
        await giveBack(waiting);
      }
      announceWaitingChange();
    }
    return sent;
  })().finally(() => {
    running = null;
  });
  return running;
}
