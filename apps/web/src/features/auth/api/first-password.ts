import { API } from '@jal/contracts/core';
import type { FirstPasswordBody, PublicUser } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

/** Replaces the one-time password the person signed in with; the answer is the account, its flag cleared. */
export async function setFirstPassword(body: FirstPasswordBody) {
  const response = await apiRequest<Envelope<PublicUser>>(API.firstPassword, { method: 'POST', body });
  return response.data;
}
