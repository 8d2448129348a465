import { API } from '@jal/contracts/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function deleteCourse(id: string): Promise<void> {
  await apiRequest(API.adminCourse(id), { method: 'DELETE' });
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['course-admin'] });
      void client.invalidateQueries({ queryKey: ['courses'] });
    },
  });
}
