import type { QuizAttemptBody, QuizAttemptResult } from '@jal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API } from './learning-api';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/attempts: the server marks the answers. */
export async function submitAttempt(courseId: string, lessonId: string, body: QuizAttemptBody): Promise<QuizAttemptResult> {
  const response = await apiRequest<Envelope<QuizAttemptResult>>(LEARNING_API.attempts(courseId, lessonId), { method: 'POST', body });
  return response.data;
}

export function useSubmitAttempt(courseId: string, lessonId: string) {
  return useMutation({ mutationFn: (body: QuizAttemptBody) => submitAttempt(courseId, lessonId, body) });
}
