import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sendQueued } from '../api/progress';
import { flushQueue, readQueue } from '../lib/offline-queue';

/**
 * Sends progress kept on the phone: when the page opens and whenever the connection returns.
 * Afterwards the LMS and lessons are read again, so states and locks match the server.
 */
export function useProgressSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const sync = () => {
      if (readQueue().length === 0) return;
      void flushQueue(sendQueued).then((handled) => {
        if (handled > 0) {
          void queryClient.invalidateQueries({ queryKey: ['lms'] });
          void queryClient.invalidateQueries({ queryKey: ['lesson'] });
        }
      });
    };
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [queryClient]);
}
