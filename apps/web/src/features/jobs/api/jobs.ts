import { API, type JobItem, type JobList, type JobSummary } from '@jal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** How often the page asks again: jobs come and go while it is open. */
export const JOBS_REFRESH_MS = 5000;
export const PARKED_PAGE_SIZE = 50;

export const useJobSummary = () =>
  useQuery({
    queryKey: ['admin', 'jobs', 'summary'],
    queryFn: async () => (await apiRequest<Envelope<JobSummary>>(API.adminJobsSummary)).data,
    refetchInterval: JOBS_REFRESH_MS,
  });

export const useParkedJobs = () =>
  useQuery({
    queryKey: ['admin', 'jobs', 'parked'],
    queryFn: async () =>
      (await apiRequest<Envelope<JobList>>(API.adminJobs, { query: { status: 'parked', limit: PARKED_PAGE_SIZE } })).data,
    refetchInterval: JOBS_REFRESH_MS,
  });

/** Runs a parked job again; the counts and the list are read anew once it is queued. */
export function useRerunJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiRequest<Envelope<JobItem>>(API.adminJobRerun(id), { method: 'POST' })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
