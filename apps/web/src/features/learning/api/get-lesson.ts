import type { PlayerLesson } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { LEARNING_API, learningKeys } from './learning-api';

/** GET /api/v1/courses/{id}/lessons/{lessonId}: the lesson with its content (403 while locked). */
export async function getLesson(courseId: string, lessonId: string): Promise<PlayerLesson> {
  const response = await apiRequest<Envelope<PlayerLesson>>(LEARNING_API.lesson(courseId, lessonId));
  return response.data;
}

export function useLesson(courseId: string, lessonId: string) {
  // Never kept once the lesson is closed: a video position or quiz attempt from another visit
  // (or device) must not be replaced by an older copy.
  return useQuery({ queryKey: learningKeys.lesson(courseId, lessonId), queryFn: () => getLesson(courseId, lessonId), gcTime: 0 });
}
