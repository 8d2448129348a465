import { API } from '@jal/contracts/core';
import type { CourseLms } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** POST /api/v1/courses/{id}/enroll: 201 when new, 200 when already enrolled; both give the LMS. */
export async function enroll(courseId: string): Promise<CourseLms> {
  const response = await apiRequest<Envelope<CourseLms>>(API.enroll(courseId), { method: 'POST' });
  return response.data;
}

export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enroll,
    // A read of the LMS still in flight (started before enrolling) would land afterwards and
    // say 'not enrolled' again, sending the player back to the LMS page: cancel it first.
    onMutate: (courseId) => queryClient.cancelQueries({ queryKey: learningKeys.lms(courseId) }),
    onSuccess: (lms, courseId) => {
      // The page may name the course by slug or by id: both keys get the new state.
      queryClient.setQueryData(learningKeys.lms(courseId), lms);
      queryClient.setQueryData(learningKeys.lms(lms.course.id), lms);
    },
  });
}
