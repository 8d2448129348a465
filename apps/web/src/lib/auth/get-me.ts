import { API } from '@jal/contracts/core';
import type { PublicUser } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

export async function getMe() {
  const response = await apiRequest<Envelope<PublicUser>>(API.me);
  return response.data;
}
