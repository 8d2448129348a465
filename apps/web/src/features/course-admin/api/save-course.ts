import { API } from '@jal/contracts/core';
import type { CourseAdminDetail, CourseCreateBody, CourseUpdateBody } from '@jal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { adminCourseKey } from './get-admin-course';

export type SaveCourseInput = { id: string; body: CourseUpdateBody } | { id?: undefined; body: CourseCreateBody };

export async function saveCourse({ id, body }: SaveCourseInput): Promise<CourseAdminDetail> {
  const response = id
    ? await apiRequest<Envelope<CourseAdminDetail>>(API.adminCourse(id), { method: 'PUT', body })
    : await apiRequest<Envelope<CourseAdminDetail>>(API.adminCourses, { method: 'POST', body });
  return response.data;
}

/** Creates or updates a course; the list and the public catalogue are refetched next time they show. */
export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: (course) => {
      client.setQueryData(adminCourseKey(course.id), course);
      void client.invalidateQueries({ queryKey: ['course-admin', 'list'] });
      void client.invalidateQueries({ queryKey: ['courses'] });
      void client.invalidateQueries({ queryKey: ['course'] });
    },
  });
}
