import type { AdminUser, BatchDetail, BatchSummary, CourseList } from '@jal/contracts';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type Envelope, type RequestOptions } from '@/lib/api-client';

/** Calls a programmes endpoint and returns its `data` (failures throw ApiError). */
async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<Envelope<T>>(path, options)).data;
}

/** A change; once it succeeds, every programmes query (batches, boards, learners) loads again. */
function useAdminWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>, stale: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))) });
}

const STALE = [['programmes']];

/** Published courses, to assign. */
export const usePublishedCourses = () =>
  useQuery({ queryKey: ['programmes', 'courses'], queryFn: () => adminRequest<CourseList>('/v1/courses', { query: { limit: 100 } }) });
/** The learners of an organization, to add to a batch. */
export const useOrganizationLearners = (organizationId: string, search: string) =>
  useQuery({
    queryKey: ['programmes', 'learners', organizationId, search],
    queryFn: () =>
      adminRequest<{ items: AdminUser[] }>('/v1/user', {
        query: { organizationId, role: 'USER', limit: 100, ...(search ? { search } : {}) },
      }),
  });
/** Organizations, for an administrator's choice. */
export const useOrganizationChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['programmes', 'organizations'],
    queryFn: () => adminRequest<{ items: { id: string; name: string }[] }>('/v1/organizations', { query: { limit: 100 } }),
    enabled,
  });

export const useBatches = (organizationId?: string) =>
  useQuery({
    queryKey: ['programmes', 'batches', organizationId ?? 'all'],
    queryFn: () => adminRequest<BatchSummary[]>('/v1/batches', { query: organizationId ? { organizationId } : {} }),
  });
export const useBatch = (id: string) =>
  useQuery({ queryKey: ['programmes', 'batch', id], queryFn: () => adminRequest<BatchDetail>(`/v1/batches/${id}`) });

export type BatchValues = { name: string; startsOn: string | null; endsOn: string | null; organizationId?: string };

export const useCreateBatch = () =>
  useAdminWrite((body: BatchValues) => adminRequest<BatchDetail>('/v1/batches', { method: 'POST', body }), STALE);
export const useDeleteBatch = () => useAdminWrite((id: string) => adminRequest<null>(`/v1/batches/${id}`, { method: 'DELETE' }), STALE);
export const useAssignCourse = () =>
  useAdminWrite(
    ({ id, courseId, dueOn }: { id: string; courseId: string; dueOn: string | null }) =>
      adminRequest<BatchDetail>(`/v1/batches/${id}/courses/${courseId}`, { method: 'PUT', body: { dueOn } }),
    STALE,
  );
export const useUnassignCourse = () =>
  useAdminWrite(
    ({ id, courseId }: { id: string; courseId: string }) =>
      adminRequest<BatchDetail>(`/v1/batches/${id}/courses/${courseId}`, { method: 'DELETE' }),
    STALE,
  );
export const useAddLearners = () =>
  useAdminWrite(
    ({ id, userIds }: { id: string; userIds: string[] }) =>
      adminRequest<{ added: number; enrolled: number }>(`/v1/batches/${id}/members`, { method: 'POST', body: { userIds } }),
    STALE,
  );
export const useRemoveLearner = () =>
  useAdminWrite(
    ({ id, userId }: { id: string; userId: string }) =>
      adminRequest<BatchDetail>(`/v1/batches/${id}/members/${userId}`, { method: 'DELETE' }),
    STALE,
  );
