import { PATHS } from '@jal/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { completeOrQueue } from '../api/progress';
import { learningKeys } from '../api/query-keys';

type Lesson = { courseId: string; id: string; nextLessonId: string | null };

/**
 * Completes the open lesson and moves on: to the next lesson, or after the last to the page that
 * celebrates the finished course (with its certificate). Offline, the completion is kept on the
 * phone, the learner is told so and moves on all the same: the next lesson opens from the local
 * progress, and the celebration from the local progress too.
 */
export function useCompletion(lesson: Lesson) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { courseId, id: lessonId } = lesson;
  const mutation = useMutation({
    // Not paused while the browser says it is offline: the queue below keeps the completion.
    networkMode: 'always',
    mutationFn: () => completeOrQueue(courseId, lessonId),
    onSuccess: async (outcome) => {
      if (outcome.queued) {
        void notify.info(t('learn.offlineSaved'));
        await navigate(lesson.nextLessonId ? PATHS.learn(courseId, lesson.nextLessonId) : PATHS.courseComplete(courseId));
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: learningKeys.lms(courseId) }),
        queryClient.invalidateQueries({ queryKey: learningKeys.lesson(courseId, lessonId) }),
      ]);
      const next = outcome.result.nextLesson;
      await navigate(next ? PATHS.learn(courseId, next.id) : PATHS.courseComplete(courseId));
    },
  });
  const error =
    mutation.error instanceof ApiError
      ? (mutation.error.serverMessage ?? mutation.error.message)
      : mutation.error
        ? String(mutation.error)
        : null;
  return { complete: () => mutation.mutate(), pending: mutation.isPending, error };
}
