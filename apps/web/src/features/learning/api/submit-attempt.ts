import { API } from '@jal/contracts/core';
import type { QuizAttemptBody, QuizAttemptResult } from '@jal/contracts';
import { useMutation } from '@tanstack/react-query';
import { sendOrQueue } from '../offline-progress/sync/send-or-queue';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** POST /api/v1/courses/{id}/lessons/{lessonId}/attempts: the server marks the answers. */
export async function submitAttempt(courseId: string, lessonId: string, body: QuizAttemptBody): Promise<QuizAttemptResult> {
  const response = await apiRequest<Envelope<QuizAttemptResult>>(API.lessonAttempts(courseId, lessonId), { method: 'POST', body });
  return response.data;
}

/** Sends the answers; offline they wait on the phone to be marked later (the answer key never leaves the server). */
export function useSubmitAttempt(courseId: string, lessonId: string) {
  return useMutation({
    // Not paused while the browser says it is offline: the queue keeps the answers.
    networkMode: 'always',
    mutationFn: (body: QuizAttemptBody) =>
      sendOrQueue({ type: 'attempt', courseId, lessonId, answers: body.answers }, () => submitAttempt(courseId, lessonId, body)),
  });
}
