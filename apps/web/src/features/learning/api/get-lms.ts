import type { CourseLms } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queuedEventsReady, useQueuedEvents, withLocalProgress } from '@/features/offline-progress';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API, learningKeys } from './learning-api';

/** GET /api/v1/courses/{id}/lms: the course's structure and the caller's progress in it. */
export async function getLms(courseId: string): Promise<CourseLms> {
  const [response] = await Promise.all([apiRequest<Envelope<CourseLms>>(LEARNING_API.lms(courseId)), queuedEventsReady()]);
  return response.data;
}

/**
 * The course with the learner's progress, including what they did offline and the server has
 * not counted yet (completed lessons, the next one open), so a downloaded course can be gone
 * through without a network.
 */
export function useLms(courseId: string, options: { enabled?: boolean } = {}) {
  const events = useQueuedEvents();
  const select = useCallback((lms: CourseLms) => withLocalProgress(lms, events), [events]);
  // Shown at once from the cache but read again on every visit: lesson states move on as the learner goes.
  return useQuery({
    queryKey: learningKeys.lms(courseId),
    queryFn: () => getLms(courseId),
    select,
    enabled: options.enabled ?? true,
    staleTime: 0,
    // Asked even when the browser says it is offline: the copy stored with a download answers then.
    networkMode: 'offlineFirst',
  });
}
