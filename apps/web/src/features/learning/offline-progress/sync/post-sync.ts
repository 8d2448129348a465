import { API } from '@jal/contracts/core';
import type { SyncEvent, SyncResult } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** POST /api/v1/sync: the server applies each event's key once and answers for each. */
export async function postSync(events: SyncEvent[], sentAt = new Date()): Promise<SyncResult> {
  const response = await apiRequest<Envelope<SyncResult>>(API.sync, { method: 'POST', body: { sentAt: sentAt.toISOString(), events } });
  return response.data;
}
