import { API } from '@jal/contracts/core';
import type { DemoAccounts } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';
import { bootQueryData } from '@/lib/boot-data';

export const DEMO_ACCOUNTS_KEY = ['demo-mode', 'accounts'] as const;

async function getDemoAccounts(): Promise<DemoAccounts> {
  const response = await apiRequest<Envelope<DemoAccounts>>(API.demoAccounts);
  return response.data;
}

/**
 * Whether demo mode is on, with the demo accounts and their password while it is: the server
 * puts the answer into the sign-in and dashboard pages' HTML, so neither waits for it.
 */
export function useDemoAccounts() {
  return useQuery({
    queryKey: DEMO_ACCOUNTS_KEY,
    queryFn: getDemoAccounts,
    initialData: () => bootQueryData(API.demoAccounts, undefined, (body) => (body as Envelope<DemoAccounts>).data ?? undefined),
    initialDataUpdatedAt: Date.now,
  });
}
