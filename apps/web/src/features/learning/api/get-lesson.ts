import { API } from '@jal/contracts/core';
import type { PlayerLesson } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queuedEventsReady, useQueuedEvents } from '../offline-progress/queue/queued-events';
import { withLocalLessonProgress } from '../offline-progress/overlay/local-progress';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData, freshFromPage } from '@/lib/boot-data';
import { learningKeys } from './query-keys';

/** GET /api/v1/courses/{id}/lessons/{lessonId}: the lesson with its content (403 while locked). */
export async function getLesson(courseId: string, lessonId: string): Promise<PlayerLesson> {
  const [response] = await Promise.all([apiRequest<Envelope<PlayerLesson>>(API.lesson(courseId, lessonId)), queuedEventsReady()]);
  return response.data;
}

/** How long a lesson fetched ahead of the learner may stand in for asking again: a minute old, it is asked anew. */
const AHEAD_FRESH_MS = 60_000;
const fetchedAhead = new Map<string, { answer: Promise<PlayerLesson>; at: number }>();
const aheadKey = (courseId: string, lessonId: string) => `${courseId}/${lessonId}`;

/**
 * Fetches a lesson before the learner opens it (the next one, while they read this one), for the
 * lesson's query to take once when they do. The query keeps no lesson once it is closed, so the
 * copy waits here instead, and only briefly.
 */
export function fetchLessonAhead(courseId: string, lessonId: string) {
  const key = aheadKey(courseId, lessonId);
  const kept = fetchedAhead.get(key);
  if (kept && Date.now() - kept.at < AHEAD_FRESH_MS) return;
  const answer = getLesson(courseId, lessonId);
  // A failure here is nobody's: opening the lesson asks again, and says what went wrong then.
  answer.catch(() => fetchedAhead.delete(key));
  fetchedAhead.set(key, { answer, at: Date.now() });
}

/** The copy fetched ahead, taken (used once), if it is fresh enough. */
function takeFetchedAhead(courseId: string, lessonId: string): Promise<PlayerLesson> | undefined {
  const key = aheadKey(courseId, lessonId);
  const kept = fetchedAhead.get(key);
  fetchedAhead.delete(key);
  return kept && Date.now() - kept.at < AHEAD_FRESH_MS ? kept.answer : undefined;
}

const LESSON_KEPT_MS = 5_000;

/** The lesson with what the learner did in it offline applied (completed, a video's place and watched time). */
export function useLesson(courseId: string, lessonId: string) {
  const events = useQueuedEvents();
  const select = useCallback((lesson: PlayerLesson) => withLocalLessonProgress(lesson, events), [events]);
  // Kept only for moments once the lesson is closed: a video position or quiz attempt from another
  // visit (or device) must not be replaced by an older copy. Not none at all: a lesson that came
  // with the page is read as its part hydrates, and listened to a little later; dropped in between,
  // it would be asked for again at once.
  return useQuery({
    queryKey: learningKeys.lesson(courseId, lessonId),
    queryFn: () => takeFetchedAhead(courseId, lessonId)?.catch(() => getLesson(courseId, lessonId)) ?? getLesson(courseId, lessonId),
    // The player's page arrives with its lesson in it (read with the learner's session), so the
    // lesson is on the screen before the app's code has come.
    initialData: () =>
      bootQueryData(API.lesson(courseId, lessonId), undefined, (body) => (body as Envelope<PlayerLesson>).data ?? undefined),
    initialDataUpdatedAt: Date.now,
    staleTime: freshFromPage,
    select,
    gcTime: LESSON_KEPT_MS,
    // Asked even when the browser says it is offline: the copy stored with a download answers then.
    networkMode: 'offlineFirst',
  });
}
