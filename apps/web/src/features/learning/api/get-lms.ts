import { API } from '@jal/contracts/core';
import type { CourseLms } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData, freshFromPage } from '@/lib/boot-data';
import { learningKeys } from './query-keys';

/** GET /api/v1/courses/{id}/lms: the course's structure and the caller's progress in it. */
export async function getLms(courseId: string): Promise<CourseLms> {
  const response = await apiRequest<Envelope<CourseLms>>(API.courseLms(courseId));
  return response.data;
}

/** The query's options, shared by the course page's read and the learning pages' one. */
export function lmsQuery(courseId: string, queryFn: () => Promise<CourseLms>) {
  return {
    queryKey: learningKeys.lms(courseId),
    queryFn,
    // A signed-in page arrives with the learner's state in it (read with their session).
    initialData: () => bootQueryData(API.courseLms(courseId), undefined, (body) => (body as Envelope<CourseLms>).data ?? undefined),
    initialDataUpdatedAt: Date.now,
    // Shown at once from the cache but read again on every visit: lesson states move on as the
    // learner goes. Only the copy the page itself brought is not asked for again at once.
    staleTime: freshFromPage,
    // Asked even when the browser says it is offline: the copy stored with a download answers then.
    networkMode: 'offlineFirst' as const,
  };
}

/**
 * The learner's state in the course as the server has it, for the course page's Start or
 * Continue. It leaves out the offline queue, so the course page's code stays light: the learning
 * pages read the same query with what waits on the phone applied (`useLms`).
 */
export function useCourseState(courseId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...lmsQuery(courseId, () => getLms(courseId)), enabled: options.enabled ?? true });
}
