import { API } from '@jal/contracts/core';
import type { CourseList, CourseSummary } from '@jal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData } from '@/lib/boot-data';

export type CourseLevel = CourseSummary['level'];

export type CoursesQuery = {
  status?: 'published';
  limit: number;
  page?: number;
  search?: string;
  level?: CourseLevel;
  category?: string;
};

const listOf = (response: Envelope<CourseList>) => (response.code === 200 && response.data?.courses ? response.data : undefined);

export async function getCourses(query: CoursesQuery): Promise<CourseList> {
  const response = await apiRequest<Envelope<CourseList>>(API.courses, { query });
  const list = listOf(response);
  if (!list) throw new Error(response.message || 'Failed to fetch courses');
  return list;
}

export const coursesQueryOptions = (query: CoursesQuery) =>
  queryOptions({
    queryKey: ['courses', query],
    queryFn: () => getCourses(query),
    initialData: () => bootQueryData(API.courses, query, (body) => listOf(body as Envelope<CourseList>)),
    initialDataUpdatedAt: Date.now,
  });

export function useCourses(query: CoursesQuery) {
  return useQuery(coursesQueryOptions(query));
}
