import { API } from '@jal/contracts/core';
import type { CourseDetail } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData } from '@/lib/boot-data';

export async function getCourse(id: string): Promise<CourseDetail> {
  const response = await apiRequest<Envelope<CourseDetail>>(API.course(id));
  return response.data;
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: ['course', id],
    queryFn: () => getCourse(id),
    initialData: () => bootQueryData(API.course(id), undefined, (body) => (body as Envelope<CourseDetail>).data ?? undefined),
    initialDataUpdatedAt: Date.now,
  });
}
