import { API } from '@jal/contracts/core';
import type { CourseStats } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

export async function getCourseStats(): Promise<CourseStats> {
  const response = await apiRequest<Envelope<CourseStats>>(API.courseStats);
  return response.data;
}

/** Under the list's key prefix, so any course change refreshes the figures too. */
export function useCourseStats() {
  return useQuery({ queryKey: ['course-admin', 'list', 'stats'], queryFn: getCourseStats });
}
