import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/http-error.js';
import { sessionCookieValue } from '../sessions/cookie.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A public route that still acts on the session its cookie names (signing out): refused, like
     * the signed-in routes, when another site makes the browser send it.
     */
    actsOnSession?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CROSS_SITE_REFUSED = 'This request came from another site. Changes can only be made from the site itself.';

export type SameSiteOptions = {
  /** PUBLIC_URL: the site's address as people reach it, when configured. */
  publicUrl?: string;
};

/** The origins this site's own pages have: PUBLIC_URL's, and the one this request was sent to. */
function ownOrigins(request: FastifyRequest, publicOrigin: string | null): string[] {
  const requested = `${request.protocol}://${request.host}`.toLowerCase();
  return publicOrigin ? [publicOrigin, requested] : [requested];
}

/**
 * Whether the browser says the request comes from one of the site's own pages. `Sec-Fetch-Site`
 * is set by the browser and no page can change it; browsers without it (Safari before 16.4) send
 * `Origin` on every POST, compared with the site's own origins. A request with neither did not
 * come from a current browser's page of this site: refused too.
 */
function comesFromTheSite(request: FastifyRequest, publicOrigin: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin';
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  return ownOrigins(request, publicOrigin).includes(origin.toLowerCase());
}

/**
 * Cross-site request forgery: a page of another site can make the browser post a form (text/plain
 * or multipart needs no preflight) and the browser adds this site's session cookie. So a
 * state-changing request whose session comes from the cookie (no Authorization header) must show
 * it comes from the site itself; the web app's own requests always do. Bearer calls (the mobile
 * app, the web app's scripts) carry nothing another site can make a browser send, and are left
 * alone. Public routes read no session, except signing out (`actsOnSession`). Checked before the
 * body is read, so the refusal never depends on what was sent.
 */
export const sameSitePlugin = fp<SameSiteOptions>((app: FastifyInstance, options, done) => {
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin.toLowerCase() : null;
  app.addHook('onRequest', (request, _reply, next) => {
    if (!STATE_CHANGING.has(request.method) || request.headers.authorization !== undefined) return next();
    const config = request.routeOptions.config;
    if (request.is404 || (config.access === 'public' && !config.actsOnSession)) return next();
    if (!sessionCookieValue(request) || comesFromTheSite(request, publicOrigin)) return next();
    next(forbidden(CROSS_SITE_REFUSED));
  });
  done();
});
