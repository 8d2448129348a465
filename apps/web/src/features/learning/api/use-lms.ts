import type { CourseLms } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queuedEventsReady, useQueuedEvents } from '../offline-progress/queue/queued-events';
import { withLocalProgress } from '../offline-progress/overlay/local-progress';
import { getLms, lmsQuery } from './get-lms';

/**
 * The course with the learner's progress, including what they did offline and the server has
 * not counted yet (completed lessons, the next one open), so a downloaded course can be gone
 * through without a network.
 */
export function useLms(courseId: string) {
  const events = useQueuedEvents();
  const select = useCallback((lms: CourseLms) => withLocalProgress(lms, events), [events]);
  return useQuery({
    ...lmsQuery(courseId, async () => (await Promise.all([getLms(courseId), queuedEventsReady()]))[0]),
    select,
  });
}
