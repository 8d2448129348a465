import { useEffect, useState } from 'react';
import { storedUserId } from '@/lib/stored-user-id';
import { readProgress, waitingSubmissions, type WaitingSubmission } from '../outbox/phone-store';
import type { Sent } from '../outbox/send-by-pieces';
import { onWaitingChange } from '../outbox/send-waiting';

/** A submission waiting on the phone, with how much of it the server already holds (null before its first piece). */
export type Waiting = WaitingSubmission & { sent: Sent | null };

async function readWaiting(lessonId: string): Promise<Waiting[]> {
  const userId = storedUserId();
  const found = (await waitingSubmissions(lessonId)).filter((one) => one.userId === userId);
  const withProgress = await Promise.all(
    found.map(async (one) => {
      const progress = await readProgress(one.idempotencyKey);
      const sent = progress && progress.sentBytes > 0 ? { sentBytes: progress.sentBytes, totalBytes: progress.totalBytes } : null;
      return { ...one, sent };
    }),
  );
  return withProgress.sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
}

/** This learner's submissions of a lesson that wait on the phone for the network, read again at every change (each piece sent, too). */
export function useWaiting(lessonId: string): Waiting[] {
  const [waiting, setWaiting] = useState<Waiting[]>([]);
  useEffect(() => {
    let live = true;
    // Reads overlap while pieces go (one a piece): only the latest one asked is shown, never an older one that ends after it.
    let asked = 0;
    const read = () => {
      const mine = (asked += 1);
      void readWaiting(lessonId).then((found) => {
        if (live && mine === asked) setWaiting(found);
      });
    };
    read();
    const stop = onWaitingChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [lessonId]);
  return waiting;
}
