import { API, type JobProgress } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** How often an import's invitations are counted again while some are still to be sent. */
export const INVITATIONS_REFRESH_MS = 2000;

/** How many of an import's invitations are sent, waiting and failed: asked again until none waits. */
export const useImportInvitations = (id: string) =>
  useQuery({
    queryKey: ['admin', 'import-invitations', id],
    queryFn: async () => (await apiRequest<Envelope<JobProgress>>(API.learnerImportInvitations(id))).data,
    refetchInterval: (query) => (query.state.data?.waiting === 0 ? false : INVITATIONS_REFRESH_MS),
  });
