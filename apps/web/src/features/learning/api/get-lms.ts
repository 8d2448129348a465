import type { CourseLms } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API, learningKeys } from './learning-api';

/** GET /api/v1/courses/{id}/lms: the course's structure and the caller's progress in it. */
export async function getLms(courseId: string): Promise<CourseLms> {
  const response = await apiRequest<Envelope<CourseLms>>(LEARNING_API.lms(courseId));
  return response.data;
}

export function useLms(courseId: string, options: { enabled?: boolean } = {}) {
  // Shown at once from the cache but read again on every visit: lesson states move on as the learner goes.
  return useQuery({
    queryKey: learningKeys.lms(courseId),
    queryFn: () => getLms(courseId),
    enabled: options.enabled ?? true,
    staleTime: 0,
  });
}
