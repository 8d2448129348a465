import type { FastifyRequest } from 'fastify';
import { sessionCookieValue } from './cookie.js';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * The session token a request carries: the `Authorization: Bearer` header first (the mobile app
 * and the web client send it), else the session cookie the web sign-in sets (see cookie.ts). The strings "null"
 * and "undefined" a careless client sends count as no token.
 */
export function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const token = match?.[1]?.trim();
    return token && token !== 'null' && token !== 'undefined' ? token : null;
  }
  return sessionCookieValue(request);
}

/** Whether a token is worth looking up: anything else cannot be a token this server issued. */
export function hasTokenShape(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
