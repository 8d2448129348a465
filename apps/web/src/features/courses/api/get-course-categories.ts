import { API } from '@jal/contracts/core';
import type { CourseCategory, CourseCategoryList } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData } from '@/lib/boot-data';

export async function getCourseCategories(): Promise<CourseCategory[]> {
  const response = await apiRequest<Envelope<CourseCategoryList>>(API.courseCategories);
  return response.data.categories;
}

/** The categories of published courses with their counts, for the catalogue's filter. */
export function useCourseCategories() {
  // Categories change only when an admin publishes; a long stale time spares slow phones a request.
  return useQuery({
    queryKey: ['courses', 'categories'],
    queryFn: getCourseCategories,
    staleTime: 10 * 60_000,
    initialData: () =>
      bootQueryData(API.courseCategories, undefined, (body) => (body as Envelope<CourseCategoryList>).data?.categories ?? undefined),
    initialDataUpdatedAt: Date.now,
  });
}
