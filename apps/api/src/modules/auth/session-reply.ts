import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/rows.js';
import { presentUser } from '../users/presenter.js';

/**
 * The web app's cookie copy of the token. Over HTTPS (told by a trusted proxy, or on the server's
 * own TLS) it is marked Secure, so the browser never sends it over plain http.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie('token', token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(request.server.sessionPolicy.maxMs / 1000),
  });
}

export function devicePlatform(request: FastifyRequest): string | undefined {
  const value = request.headers['device-platform'];
  return typeof value === 'string' ? value : undefined;
}

export function loginResponse(user: UserRow, token: string) {
  const presented = presentUser(user);
  return { token, user: presented, role: presented.role };
}
