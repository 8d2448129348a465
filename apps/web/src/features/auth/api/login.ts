import { API } from '@jal/contracts/core';
import type { LoginBody, LoginResult } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

type LoginResponse = Envelope<Partial<LoginResult>> & { data?: { role?: string } };

/** Success is code 200 or a message containing 'successful': older servers answer with a success message instead of the code. */
export function isLoginSuccess(response: { code?: number; message?: string }): boolean {
  return response.code === 200 || /successful/i.test(response.message ?? '');
}

export async function login(body: LoginBody) {
  const response = await apiRequest<LoginResponse>(API.login, { method: 'POST', body });
  if (!isLoginSuccess(response) || !response.data?.token || !response.data.user) {
    throw new Error(response.message || 'Login failed');
  }
  const role = response.data.user.role ?? response.data.role ?? 'USER';
  return { token: response.data.token, user: { ...response.data.user, role } };
}
