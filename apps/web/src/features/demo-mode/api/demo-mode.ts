import { API } from '@jal/contracts/core';
import type { DemoModeStatus } from '@jal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { DEMO_ACCOUNTS_KEY } from './demo-accounts';

const STATUS_KEY = ['demo-mode', 'status'] as const;

/** The super admin's view: on or off, since when, by whom, and every demo account. */
export const useDemoModeStatus = () =>
  useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => (await apiRequest<Envelope<DemoModeStatus>>(API.demoMode)).data,
  });

/** Ends demo mode; the page and the dashboard's warning then read the new state. */
export function useEndDemoMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiRequest<Envelope<DemoModeStatus>>(API.endDemoMode, { method: 'POST' })).data,
    onSuccess: async (status) => {
      client.setQueryData(STATUS_KEY, status);
      await client.invalidateQueries({ queryKey: DEMO_ACCOUNTS_KEY });
    },
  });
}
