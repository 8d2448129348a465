import { API } from '@jal/contracts/core';
import type { Alert } from '@jal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** What the banner reads; alertType stays a string because an unknown type must still show (as info). */
export type CurrentAlert = Pick<Alert, 'id' | 'message'> & { alertType: string };

/** The alert to show now, or null (the answer is code 200 with the alert, or none, as data). */
export async function getCurrentAlert(): Promise<CurrentAlert | null> {
  const response = await apiRequest<Envelope<CurrentAlert | null>>(API.currentAlert);
  if (response.code !== 200) throw new Error(response.message || 'Failed to fetch the current alert');
  return response.data ?? null;
}

/**
 * The answer the server inlined into index.html (`#boot-alert`), so the banner is there in the
 * first paint instead of pushing the page down when a request returns. Undefined: fetch it.
 */
export function readInlineAlert(): CurrentAlert | null | undefined {
  const text = document.getElementById('boot-alert')?.textContent;
  if (!text) return undefined;
  try {
    const response = JSON.parse(text) as Envelope<CurrentAlert | null>;
    return response.code === 200 ? (response.data ?? null) : undefined;
  } catch (error) {
    console.error('The inline alert was unreadable; fetching it instead.', error);
    return undefined;
  }
}

/** The current alert's place in the query cache (the server's render puts its answer there). */
export const CURRENT_ALERT_QUERY_KEY = ['alerts', 'current'];

export function useCurrentAlert() {
  return useQuery({
    queryKey: CURRENT_ALERT_QUERY_KEY,
    queryFn: getCurrentAlert,
    initialData: readInlineAlert,
    initialDataUpdatedAt: Date.now,
  });
}
