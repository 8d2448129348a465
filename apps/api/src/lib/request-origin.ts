import type { FastifyRequest } from 'fastify';

/**
 * The site's origin as the caller reached it, for links the server hands out (a certificate's
 * QR code, a password-reset link when PUBLIC_URL is not set). A malformed Host falls back to
 * localhost rather than ending up in a link.
 */
export function requestOrigin(request: FastifyRequest): string {
  const host = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}
