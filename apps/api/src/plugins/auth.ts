import { canReviewPracticals, isAdminRole, isOrganizationRole } from '@jal/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/rows.js';
import { forbidden, unauthorized } from '../lib/http-error.js';
import { SessionCache } from '../sessions/cache.js';
import { DEFAULT_SESSION_POLICY, type SessionPolicy } from '../sessions/policy.js';
import { findSessionUser } from '../sessions/store.js';
import { hasTokenShape, readSessionToken } from '../sessions/token.js';

/**
 * Who may call a route, from anyone to super administrators only. `reviewer` is the people who
 * review field practicals: administrators, and organization managers and trainers that have an
 * organization. `user-manager` is the people who manage learners: administrators, and
 * organization managers that have an organization.
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'reviewer', 'user-manager', 'admin', 'super-admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** What a route declares, as buildApp's `onRoute` listener receives it (with its schemas, for tests that walk every route's input). */
export type DeclaredRoute = { method: string; url: string; access: Access; schema?: FastifySchema };

const DEFAULT_ACCESS = Symbol('default route access');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every route declares it, and the server refuses to start otherwise. */
    access: Access;
    /**
     * Open to a person whose password was set by someone else (a one-time password, an
     * administrator's new account or reset) and who has not chosen their own yet: who they are,
     * choosing the password, signing out. Every other signed-in route refuses them until then.
     */
    beforeOwnPassword?: boolean;
  }
  interface FastifyInstance {
    /** How long sessions last without use, and at most. */
    sessionPolicy: SessionPolicy;
    /** Sessions read once, answered from memory until a write may have changed them. */
    sessionCache: SessionCache;
    /** Set by declareRoutesOf() for plugins that register routes of their own (docs, the web app's files). */
    [DEFAULT_ACCESS]?: Access;
  }
  interface FastifyRequest {
    /** The signed-in user, or null; resolved once per request from the bearer header or cookie. */
    currentUser: UserRow | null;
    sessionToken: string | null;
  }
}

/**
 * Declares the access of every route a third-party plugin registers inside `scope` (Swagger UI,
 * the web app's static files): those plugins take no route options of ours.
 */
export function declareRoutesOf(scope: FastifyInstance, access: Access) {
  scope[DEFAULT_ACCESS] = access;
}

export const CHOOSE_OWN_PASSWORD = 'Choose your own password before you continue: the one you signed in with was set by someone else.';

/** Why the caller may not use a route of this access, or null when it may. */
function refusal(access: Access, request: FastifyRequest) {
  if (access === 'public') return null;
  const user = request.currentUser;
  if (!user) {
    return request.sessionToken
      ? unauthorized('Your session has expired. Please log in again.').coded('SESSION_EXPIRED')
      : unauthorized('Please log in.');
  }
  if (user.mustChangePassword && !request.routeOptions.config.beforeOwnPassword)
    return forbidden(CHOOSE_OWN_PASSWORD).coded('PASSWORD_CHANGE_REQUIRED');
  switch (access) {
    case 'signed-in':
      return null;
    case 'reviewer':
      // A manager or trainer without an organization has nobody's work to review.
      return canReviewPracticals(user.role) && (isAdminRole(user.role) || !!user.organizationId)
        ? null
        : forbidden('Access denied. This needs an administrator, organization manager or trainer account.');
    case 'user-manager':
      // An organization manager without an organization manages nobody; a trainer manages nobody.
      return isAdminRole(user.role) || (isOrganizationRole(user.role) && !!user.organizationId)
        ? null
        : forbidden('Access denied. This needs an administrator or organization manager account.');
    case 'admin':
      return isAdminRole(user.role) ? null : forbidden('Access denied. This needs an administrator account.');
    case 'super-admin':
      return user.role === 'SUPER_ADMIN' ? null : forbidden('Access denied. This needs a super administrator account.');
  }
}

/**
 * The signed-in caller of a route that is not public. The access check has already refused
 * anonymous callers, so a missing user here is a route declared public by mistake.
 */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new Error(`${request.method} ${request.url} reads the signed-in user but is declared public`);
  return request.currentUser;
}

/** Methods that write nothing. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthOptions = { onRoute?: (route: DeclaredRoute) => void; sessionPolicy?: SessionPolicy };

/**
 * Sessions and access: finds the caller's session user, then refuses the request before its body
 * is even read when the route's declared access does not admit the caller, so a 401 or 403 never
 * depends on what was sent. A route registered without a declaration stops the server at start-up.
 */
export const authPlugin = fp<AuthOptions>((app, options, done) => {
  app.decorate('sessionPolicy', options.sessionPolicy ?? DEFAULT_SESSION_POLICY);
  app.decorate('sessionCache', new SessionCache(app.changeFeed));
  app.decorateRequest('currentUser', null);
  app.decorateRequest('sessionToken', null);

  app.addHook('onRoute', function declare(this: FastifyInstance, route: RouteOptions) {
    const access = route.config?.access ?? this[DEFAULT_ACCESS];
    const methods = ([] as string[]).concat(route.method);
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `${methods.join(',')} ${route.url} declares no access: add config: { access: 'public' | 'signed-in' | …} to the route`,
      );
    }
    route.config = { ...route.config, access };
    for (const method of methods) options.onRoute?.({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request, reply) => {
    // The API's requests, and the pages (rendered with the signed-in person's header); the build's
    // files need no session.
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api/') && (request.method !== 'GET' || /\.[a-z0-9]{1,8}$/i.test(path))) return;
    const token = readSessionToken(request);
    request.sessionToken = token;
    if (token && hasTokenShape(token))
      request.currentUser = (await findSessionUser(app.db, token, app.sessionPolicy, app.now(), app.sessionCache)) ?? null;
    if (request.currentUser) {
      // Every later line of the request, "request completed" included, names the account.
      const log = request.log.child({ userId: request.currentUser.id });
      request.log = log;
      reply.log = log;
    }
  });

  app.addHook('onRequest', (request, _reply, next) => {
    next(request.is404 ? undefined : (refusal(request.routeOptions.config.access, request) ?? undefined));
  });

  // A write that succeeded may have changed a session, its user or their organization (signing
  // out, a new password, a disabled account, a paused organization, a new name): the cached
  // sessions it may touch are forgotten before the answer leaves, so the next request reads them
  // again. A learner's own writes touch only their own account; any other write may touch anyone's.
  app.addHook('onSend', (request, reply, payload, next) => {
    if (!READS.has(request.method) && !request.is404 && reply.statusCode < 400) {
      const caller = request.currentUser;
      if (caller?.role === 'USER' && request.routeOptions.config.access === 'signed-in') app.sessionCache.forgetUser(caller.id);
      else app.sessionCache.forgetAll();
    }
    next(null, payload);
  });
  done();
});
