import { useEffect, useState } from 'react';
import { storedUserId } from '@/lib/stored-user-id';
import { waitingSubmissions, type WaitingSubmission } from '../outbox/phone-store';
import { onWaitingChange } from '../outbox/send-waiting';

/** This learner's submissions of a lesson that wait on the phone for the network, read again at every change. */
export function useWaiting(lessonId: string): WaitingSubmission[] {
  const [waiting, setWaiting] = useState<WaitingSubmission[]>([]);
  useEffect(() => {
    let live = true;
    const read = () =>
      void waitingSubmissions(lessonId).then((found) => {
        const userId = storedUserId();
        if (live) setWaiting(found.filter((one) => one.userId === userId).sort((a, b) => b.submittedAt.localeCompare(a.submittedAt)));
      });
    read();
    const stop = onWaitingChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [lessonId]);
  return waiting;
}
