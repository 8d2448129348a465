import type { MyEnrolments } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API } from './learning-api';

/** GET /api/v1/enrolments: the caller's courses with their progress. */
export async function getEnrolments(): Promise<MyEnrolments> {
  const response = await apiRequest<Envelope<MyEnrolments>>(LEARNING_API.enrolments);
  return response.data;
}

export function useEnrolments() {
  return useQuery({ queryKey: ['lms', 'enrolments'], queryFn: getEnrolments });
}
