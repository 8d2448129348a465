import type { CourseLms } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../lib/api-client';
import { LEARNING_API, learningKeys } from './learning-api';

/** POST /api/v1/courses/{id}/enroll: 201 when new, 200 when already enrolled; both give the LMS. */
export async function enroll(courseId: string): Promise<CourseLms> {
  const response = await apiRequest<Envelope<CourseLms>>(LEARNING_API.enroll(courseId), { method: 'POST' });
  return response.data;
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    onSuccess: (lms, courseId) => queryClient.setQueryData(learningKeys.lms(courseId), lms),
  });
}
