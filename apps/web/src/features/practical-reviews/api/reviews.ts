import { API } from '@jal/contracts/core';
import type { PracticalReview, PracticalReviewBody, PracticalReviewQueue, PracticalReviewQueueQuery } from '@jal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

const KEY = ['practical-reviews'] as const;
export const QUEUE_PAGE_SIZE = 20;

/** The review queue in a state (waiting by default), oldest first, one page at a time. */
export function useReviewQueue(query: PracticalReviewQueueQuery) {
  return useQuery({
    queryKey: [...KEY, 'queue', query],
    queryFn: async () =>
      (
        await apiRequest<Envelope<PracticalReviewQueue>>(API.practicalReviews, {
          query: { ...query, limit: QUEUE_PAGE_SIZE } as Record<string, string | number | undefined>,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** One submission with everything its reviewer needs. */
export function useReview(submissionId: string) {
  return useQuery({
    queryKey: [...KEY, 'one', submissionId],
    queryFn: async () => (await apiRequest<Envelope<PracticalReview>>(API.practicalReview(submissionId))).data,
    retry: false,
  });
}

/** Accepts or returns a submission; the submission and the queue are read again whatever the answer. */
export function useSubmitReview(submissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PracticalReviewBody) =>
      (await apiRequest<Envelope<PracticalReview>>(API.practicalReview(submissionId), { method: 'POST', body })).data,
    onSuccess: (review) => client.setQueryData([...KEY, 'one', submissionId], review),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
