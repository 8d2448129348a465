import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie over plain http (the embedded install on a local network), and its old name over HTTPS. */
export const SESSION_COOKIE = 'token';
/**
 * The session cookie over HTTPS. The `__Host-` prefix makes the browser take it only when it is
 * Secure, set by this very host, for the whole site and for no domain: a neighbouring subdomain
 * cannot plant or overwrite it.
 */
export const HOST_SESSION_COOKIE = '__Host-token';

/**
 * The web app's cookie copy of the token, for the requests its scripts do not make (a file
 * downloaded through a plain link, a page rendered on the server). Over HTTPS (told by a trusted
 * proxy, or on the server's own TLS) it is `__Host-token`, Secure; a `token` cookie left from
 * before is removed. Over plain http it is `token`: browsers refuse a `__Host-` cookie there.
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const https = request.protocol === 'https';
  reply.setCookie(https ? HOST_SESSION_COOKIE : SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: https,
    maxAge: Math.floor(request.server.sessionPolicy.maxMs / 1000),
  });
  if (https && request.cookies[SESSION_COOKIE] !== undefined) reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** Ends the cookie copies of the session, under either name. */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  if (request.cookies[HOST_SESSION_COOKIE] !== undefined) reply.clearCookie(HOST_SESSION_COOKIE, { path: '/', secure: true });
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * The session token in the request's cookies: `__Host-token` first, else `token`. The old name is
 * still read so that sessions begun before the prefix keep working until they end on their own
 * (30 days at most); the next sign-in over HTTPS replaces it.
 */
export function sessionCookieValue(request: FastifyRequest): string | null {
  return request.cookies?.[HOST_SESSION_COOKIE] || request.cookies?.[SESSION_COOKIE] || null;
}
