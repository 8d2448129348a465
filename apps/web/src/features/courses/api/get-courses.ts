import { API } from '@jal/contracts/core';
import type { CourseList, CourseSummary } from '@jal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '../../../lib/api-client';

export type CourseLevel = CourseSummary['level'];

export type CoursesQuery = {
  status?: 'published';
  limit: number;
  page?: number;
  search?: string;
  level?: CourseLevel;
  category?: string;
};

export async function getCourses(query: CoursesQuery): Promise<CourseList> {
  const response = await apiRequest<Envelope<CourseList>>(API.courses, { query });
  if (response.code !== 200 || !response.data?.courses) throw new Error(response.message || 'Failed to fetch courses');
  return response.data;
}

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({ queryKey: ['courses', query], queryFn: () => getCourses(query) });

export function useCourses(query: CoursesQuery) {
  return useQuery(coursesQueryOptions(query));
}
