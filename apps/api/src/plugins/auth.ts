import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdminRole } from '@jal/contracts';
import type { UserRow } from '../modules/users/presenter.js';
import { findSessionUser } from '../modules/auth/sessions.js';
import { forbidden, unauthorized } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request from the bearer header or cookie. */
    currentUser: UserRow | null;
    sessionToken: string | null;
  }
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/** Bearer header first (mobile app, web client), then the `token` cookie (spec §4, §7). */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const token = match?.[1]?.trim();
    return token && token !== 'null' && token !== 'undefined' ? token : null;
  }
  const cookie = request.cookies?.token;
  return cookie ? cookie : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (!token || !TOKEN_SHAPE.test(token)) {
      request.sessionToken = token;
      return;
    }
    request.sessionToken = token;
    request.currentUser = (await findSessionUser(app.db, token)) ?? null;
  });
});

export function requireUser(request: FastifyRequest): UserRow {
  if (request.currentUser) return request.currentUser;
  throw unauthorized(request.sessionToken ? 'Your session has expired. Please log in again.' : 'Please log in.');
}

export function requireAdmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isAdminRole(user.role)) throw forbidden('Access denied. This needs an administrator account.');
  return user;
}
