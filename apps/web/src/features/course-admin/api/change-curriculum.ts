import type { CourseAdminDetail } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { adminCourseKey } from './get-admin-course';

/** One curriculum call on a course (its path from the table: `API.adminCourseModules(id)`...): modules, lessons, their order. */
export type CurriculumChange = { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown };

export async function changeCurriculum(courseId: string, change: CurriculumChange): Promise<CourseAdminDetail> {
  const response = await apiRequest<Envelope<CourseAdminDetail>>(change.path, {
    method: change.method,
    body: change.body,
  });
  return response.data;
}

/** Every change answers with the whole course, which replaces the cached one. */
export function useChangeCurriculum(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CurriculumChange) => changeCurriculum(courseId, change),
    onSuccess: (course) => {
      client.setQueryData(adminCourseKey(courseId), course);
      void client.invalidateQueries({ queryKey: ['course-admin', 'list'] });
      void client.invalidateQueries({ queryKey: ['course'] });
    },
  });
}
