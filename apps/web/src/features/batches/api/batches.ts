import { API } from '@jal/contracts/core';
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
  useQuery({ queryKey: ['programmes', 'courses'], queryFn: () => adminRequest<CourseList>(API.courses, { query: { limit: 100 } }) });
/** The learners of an organization, to add to a batch. */
export const useOrganizationLearners = (organizationId: string, search: string) =>
  useQuery({
    queryKey: ['programmes', 'learners', organizationId, search],
    queryFn: () =>
      adminRequest<{ items: AdminUser[] }>(API.users, {
        query: { organizationId, role: 'USER', limit: 100, ...(search ? { search } : {}) },
      }),
  });
/** Organizations, for an administrator's choice. */
export const useOrganizationChoices = (enabled: boolean) =>
  useQuery({
    queryKey: ['programmes', 'organizations'],
    queryFn: () => adminRequest<{ items: { id: string; name: string }[] }>(API.organizations, { query: { limit: 100 } }),
    enabled,
  });

export const useBatches = (organizationId?: string) =>
  useQuery({
    queryKey: ['programmes', 'batches', organizationId ?? 'all'],
    queryFn: () => adminRequest<BatchSummary[]>(API.batches, { query: organizationId ? { organizationId } : {} }),
  });
export const useBatch = (id: string) =>
  useQuery({ queryKey: ['programmes', 'batch', id], queryFn: () => adminRequest<BatchDetail>(API.batch(id)) });

export type BatchValues = { name: string; startsOn: string | null; endsOn: string | null; organizationId?: string };

export const useCreateBatch = () =>
  useAdminWrite((body: BatchValues) => adminRequest<BatchDetail>(API.batches, { method: 'POST', body }), STALE);
export const useDeleteBatch = () => useAdminWrite((id: string) => adminRequest<null>(API.batch(id), { method: 'DELETE' }), STALE);
export const useAssignCourse = () =>
  useAdminWrite(
    ({ id, courseId, dueOn }: { id: string; courseId: string; dueOn: string | null }) =>
      adminRequest<BatchDetail>(API.batchCourse(id, courseId), { method: 'PUT', body: { dueOn } }),
    STALE,
  );
export const useUnassignCourse = () =>
  useAdminWrite(
    ({ id, courseId }: { id: string; courseId: string }) => adminRequest<BatchDetail>(API.batchCourse(id, courseId), { method: 'DELETE' }),
    STALE,
  );
export const useAddLearners = () =>
  useAdminWrite(
    ({ id, userIds }: { id: string; userIds: string[] }) =>
      adminRequest<{ added: number; enrolled: number }>(API.batchMembers(id), { method: 'POST', body: { userIds } }),
    STALE,
  );
export const useRemoveLearner = () =>
  useAdminWrite(
    ({ id, userId }: { id: string; userId: string }) => adminRequest<BatchDetail>(API.batchMember(id, userId), { method: 'DELETE' }),
    STALE,
  );
