import { noResponse } from '@/lib/api-client';
import { addAttempt, addEvent, countQueue, type EventInput } from '../queue/event-queue';
import { syncNow } from './sync-queue';

export type SendOutcome<T> = { queued: false; result: T } | { queued: true };

async function nothingWaiting(): Promise<boolean> {
  try {
    if ((await countQueue()) === 0) return true;
    // Older events go first, or the server would see this one before them (a lesson still locked).
    await syncNow();
    return (await countQueue()) === 0;
  } catch {
    // Without IndexedDB nothing can wait: send directly.
    return true;
  }
}

/**
 * One learner action: sent directly as before when nothing is waiting and the server answers;
 * kept in the queue when no answer comes (offline), or behind older events still waiting. Other
 * failures (a refusal, a 5xx) are thrown as before.
 */
export async function sendOrQueue<T>(input: EventInput, direct: () => Promise<T>): Promise<SendOutcome<T>> {
  if (await nothingWaiting()) {
    try {
      return { queued: false, result: await direct() };
    } catch (error) {
      if (!noResponse(error)) throw error;
    }
  }
  if (input.type === 'attempt') await addAttempt(input);
  else await addEvent(input);
  return { queued: true };
}
