import { API } from '@jal/contracts/core';
import type { CourseAdminList, CourseAdminListQuery } from '@jal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

export type AdminCoursesQuery = Partial<CourseAdminListQuery>;

export const adminCoursesKey = ['course-admin', 'list'] as const;

export async function getAdminCourses(query: AdminCoursesQuery): Promise<CourseAdminList> {
  const response = await apiRequest<Envelope<CourseAdminList>>(API.adminCourses, { query });
  return response.data;
}

export function useAdminCourses(query: AdminCoursesQuery) {
  // The previous page stays on screen while the next loads: the table does not jump.
  return useQuery({ queryKey: [...adminCoursesKey, query], queryFn: () => getAdminCourses(query), placeholderData: keepPreviousData });
}
