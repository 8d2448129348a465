import { API } from '@jal/contracts/core';
import type { MyEnrolments } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData, freshFromPage } from '@/lib/boot-data';

/** GET /api/v1/enrolments: the caller's courses with their progress. */
export async function getEnrolments(): Promise<MyEnrolments> {
  const response = await apiRequest<Envelope<MyEnrolments>>(API.enrolments);
  return response.data;
}

/**
 * Shown at once from the cache (also offline, within the visit) but read again on every visit:
 * opening or completing a lesson moves where Continue goes.
 */
export function useEnrolments() {
  return useQuery({
    queryKey: ['lms', 'enrolments'],
    queryFn: getEnrolments,
    // The page arrives with them when the learner is signed in.
    initialData: () => bootQueryData(API.enrolments, undefined, (body) => (body as Envelope<MyEnrolments>).data ?? undefined),
    initialDataUpdatedAt: Date.now,
    staleTime: freshFromPage,
  });
}
