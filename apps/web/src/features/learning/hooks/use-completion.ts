import { PATHS } from '@jal/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { completeOrQueue } from '../api/progress';
import { learningKeys } from '../api/learning-api';

/**
 * Completes the open lesson and moves on: to the next lesson, or to the course page (with its
 * certificate) after the last. Offline, the completion is kept on the phone and `queued` says so.
 */
export function useCompletion(courseId: string, lessonId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [queued, setQueued] = useState(false);
  const mutation = useMutation({
    // Not paused while the browser says it is offline: the queue below keeps the completion.
    networkMode: 'always',
    mutationFn: () => completeOrQueue(courseId, lessonId),
    onSuccess: async (outcome) => {
      if (outcome.queued) {
        setQueued(true);
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.lms(courseId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.lesson(courseId, lessonId) }),
      ]);
      const next = outcome.result.nextLesson;
      await navigate(next ? PATHS.learn(courseId, next.id) : PATHS.courseLms(courseId));
    },
  });
  const error =
    mutation.error instanceof ApiError
      ? (mutation.error.serverMessage ?? mutation.error.message)
      : mutation.error
        ? String(mutation.error)
        : null;
  return {
    complete: () => {
      setQueued(false);
      mutation.mutate();
    },
    pending: mutation.isPending,
    queued,
    error,
  };
}
