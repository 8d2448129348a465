import { API } from '@jal/contracts/core';
import type { LoginBody, LoginResult, SecondFactorChallenge } from '@jal/contracts';
import { apiRequest, type Envelope } from '@/lib/api-client';

type LoginResponse = Envelope<Partial<LoginResult> & Partial<SecondFactorChallenge>> & { data?: { role?: string } };

/** Success is code 200 or a message containing 'successful': older servers answer with a success message instead of the code. */
export function isLoginSuccess(response: { code?: number; message?: string }): boolean {
  return response.code === 200 || /successful/i.test(response.message ?? '');
}

/** The password step: a session, or the challenge of the second step when one is due. */
export async function login(body: LoginBody) {
  const response = await apiRequest<LoginResponse>(API.login, { method: 'POST', body });
  const { challenge, secondFactor, expiresAt } = response.data ?? {};
  if (response.code === 202 && challenge && secondFactor && expiresAt) {
    return { kind: 'challenge' as const, challenge: { challenge, secondFactor, expiresAt } };
  }
  if (!isLoginSuccess(response) || !response.data?.token || !response.data.user) {
    throw new Error(response.message || 'Login failed');
  }
  const role = response.data.user.role ?? response.data.role ?? 'USER';
  return { kind: 'session' as const, token: response.data.token, user: { ...response.data.user, role } };
}
