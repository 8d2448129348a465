import { API } from '@jal/contracts/core';
import type { PracticalSubmission, PracticalSubmissionList } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

export const submissionsKey = (courseId: string, lessonId: string) => ['practical-submissions', courseId, lessonId] as const;

export async function getSubmissions(courseId: string, lessonId: string): Promise<PracticalSubmission[]> {
  const answer = await apiRequest<Envelope<PracticalSubmissionList>>(API.practicalSubmissions(courseId, lessonId));
  return answer.data.submissions;
}

/** The learner's own submissions of a practical, the latest first. */
export function useSubmissions(courseId: string, lessonId: string) {
  return useQuery({
    queryKey: submissionsKey(courseId, lessonId),
    queryFn: () => getSubmissions(courseId, lessonId),
    // Offline the list simply is not there; what waits on the phone is listed anyway.
    retry: false,
  });
}
