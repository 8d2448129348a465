import { API } from '@jal/contracts/core';
import type { OwnSession, OwnSessionList } from '@jal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData, freshFromPage } from '@/lib/boot-data';

const KEY = ['account', 'sessions'];

/** The signed-in person's live sessions ("My devices"), the most recently used first. */
export const useMySessions = () =>
  useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<OwnSession[]> => (await apiRequest<Envelope<OwnSessionList>>(API.mySessions)).data.items,
    // The profile's page comes with them.
    initialData: () => bootQueryData(API.mySessions, undefined, (body) => (body as Envelope<OwnSessionList>).data?.items ?? undefined),
    staleTime: freshFromPage,
  });

/** Ends one of the person's other sessions: that device is signed out. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(API.mySession(id), { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
