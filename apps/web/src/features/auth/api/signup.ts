import { API } from '@jal/contracts/core';
import type { LoginResult, SignupBody } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

export async function signup(body: SignupBody) {
  const response = await apiRequest<Envelope<LoginResult>>(API.signup, { method: 'POST', body });
  return response.data;
}
