import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type Envelope, type RequestOptions } from '@/lib/api-client';

/** One page of a dashboard list, as the API answers it. */
export type Paged<T> = { items: T[]; pagination: { page: number; limit: number; total: number; totalPages: number } };

/** Calls an administration endpoint and returns its `data` (failures throw ApiError). */
export async function adminRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiRequest<Envelope<T>>(path, options);
  return response.data;
}

/** A change made through the administration API; once it succeeds, the queries under `stale` load again. */
export function useAdminWrite<Variables, Result>(write: (variables: Variables) => Promise<Result>, stale: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => Promise.all(stale.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
