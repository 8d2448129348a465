import { API } from '@jal/contracts/core';
import type { CourseAdminDetail } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

export const adminCourseKey = (id: string) => ['course-admin', 'course', id] as const;

export async function getAdminCourse(id: string): Promise<CourseAdminDetail> {
  const response = await apiRequest<Envelope<CourseAdminDetail>>(API.adminCourse(id));
  return response.data;
}

export function useAdminCourse(id: string) {
  return useQuery({ queryKey: adminCourseKey(id), queryFn: () => getAdminCourse(id) });
}
