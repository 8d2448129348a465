import { API } from '@jal/contracts/core';
import type { PlayerLesson } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queuedEventsReady, useQueuedEvents } from '../offline-progress/queue/queued-events';
import { withLocalLessonProgress } from '../offline-progress/overlay/local-progress';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /api/v1/courses/{id}/lessons/{lessonId}: the lesson with its content (403 while locked). */
export async function getLesson(courseId: string, lessonId: string): Promise<PlayerLesson> {
  const [response] = await Promise.all([apiRequest<Envelope<PlayerLesson>>(API.lesson(courseId, lessonId)), queuedEventsReady()]);
  return response.data;
}

/** The lesson with what the learner did in it offline applied (completed, a video's place and watched time). */
export function useLesson(courseId: string, lessonId: string) {
  const events = useQueuedEvents();
  const select = useCallback((lesson: PlayerLesson) => withLocalLessonProgress(lesson, events), [events]);
  // Never kept once the lesson is closed: a video position or quiz attempt from another visit
  // (or device) must not be replaced by an older copy.
  return useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: () => getLesson(courseId, lessonId),
    select,
    gcTime: 0,
    // Asked even when the browser says it is offline: the copy stored with a download answers then.
    networkMode: 'offlineFirst',
  });
}
