import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/rows.js';
import { presentUser } from '../users/presenter.js';

export function devicePlatform(request: FastifyRequest): string | undefined {
  const value = request.headers['device-platform'];
  return typeof value === 'string' ? value : undefined;
}

export function loginResponse(user: UserRow, token: string) {
  const presented = presentUser(user);
  return { token, user: presented, role: presented.role };
}
