import { expect } from 'vitest';
import type { SyncBody, SyncOutcome } from '@jal/contracts';

/** The events of each POST /v1/sync a stub server received. */
export function sentEvents(received: { method: string; url: string; body: string }[]): SyncBody['events'][] {
  return received
    .filter((request) => request.method === 'POST' && request.url === '/api/v1/sync')
    .map((request) => (JSON.parse(request.body) as SyncBody).events);
}

/** The server's answer for one event: applied unless `status` says otherwise. */
export function outcomeFor(event: { key: string; type: SyncOutcome['type'] }, status: SyncOutcome['status'] = 'applied'): SyncOutcome {
  return {
    key: event.key,
    type: event.type,
    status,
    reason: status === 'refused' ? 'Refused.' : null,
    position: null,
    completion: null,
    attempt: null,
  };
}

export const envelope = (data: unknown) => ({ status: 200, body: { code: 200, message: 'Success', data } });

/** What every queued event carries beside what the learner did: a UUID key and the phone's time. */
export function stamped() {
  return {
    key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as string,
    at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/) as string,
  };
}
