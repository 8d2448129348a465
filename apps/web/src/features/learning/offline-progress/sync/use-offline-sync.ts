import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onSynced, syncNow } from './sync-queue';

/**
 * Sends the waiting events when the page opens and whenever the connection returns, and reads
 * the learner's courses and lessons again after each answer, so states and locks match the server.
 */
export function useOfflineSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stop = onSynced(() =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['lms'] }), queryClient.invalidateQueries({ queryKey: ['lesson'] })]),
    );
    const sync = () => void syncNow();
    sync();
    window.addEventListener('online', sync);
    return () => {
      stop();
      window.removeEventListener('online', sync);
    };
  }, [queryClient]);
}
