import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendAuditEntry } from '../db/audit-log.js';
import { eventOrigin } from '../db/security-events.js';
import { deriveAuditName, type AuditName } from '../lib/audit-names.js';
import type { Access } from './auth.js';

/** What a route may say about its entries when the name derived from its path is not right. */
export type AuditDeclaration = { action?: string; targetType?: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * How the audit log names the route's changes (see lib/audit-names.ts for the name it gets
     * otherwise). A route open to every signed-in user is recorded only when it declares this.
     * `false`: the route records its own entry (a security event) and the hook leaves it alone.
     */
    audit?: AuditDeclaration | false;
  }
  interface FastifyRequest {
    /** The names of the body's fields as sent, before validation filled in defaults. */
    auditFields: string[] | null;
  }
}

/** The accesses whose every change is recorded: the dashboard's. */
const RECORDED_ACCESS: Access[] = ['user-manager', 'admin', 'super-admin'];
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request may change something the audit log keeps: a change through a dashboard route. */
function isAudited(request: FastifyRequest): boolean {
  if (request.is404 || READS.has(request.method)) return false;
  const config = request.routeOptions.config;
  if (config.audit === false) return false;
  return RECORDED_ACCESS.includes(config.access) || config.audit !== undefined;
}

/** The id of the record a create answered with, from the `{ data }` envelope. */
function createdId(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const data = (JSON.parse(payload) as { data?: Record<string, unknown> | null }).data;
    const id = data?.id ?? data?.code ?? data?.key;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
  } catch {
    return null;
  }
}

/**
 * The fields sent, by name only: the values may be passwords, and nothing in the log may ever
 * hold one. The path's other parameters say where in the target the change was (a lesson of a course).
 */
function detailsOf(request: FastifyRequest, name: AuditName): Record<string, unknown> {
  const params = Object.entries((request.params ?? {}) as Record<string, string>).filter(([key]) => key !== name.targetParam);
  return { fields: request.auditFields ?? [], ...(params.length ? { params: Object.fromEntries(params) } : {}) };
}

/**
 * The audit log's recorder: every successful change made through a dashboard route (declared
 * `user-manager`, `admin` or `super-admin`, or declaring `config.audit`) leaves one entry with
 * the actor, the action, the target and the address. It is written before the answer leaves, so
 * a client that saw its change succeed finds it in the log; a failure to write it is logged and
 * never fails the change itself, which is already done.
 */
export const auditPlugin = fp((app: FastifyInstance, _options, done) => {
  const names = new Map<string, AuditName>();
  const nameOf = (method: string, url: string) => {
    const key = `${method} ${url}`;
    return names.get(key) ?? names.set(key, deriveAuditName(method, url)).get(key)!;
  };

  app.decorateRequest('auditFields', null);

  // Before validation, which fills in the defaults of fields that were not sent.
  app.addHook('preValidation', (request, _reply, next) => {
    const body = request.body;
    if (isAudited(request) && body && typeof body === 'object' && !Array.isArray(body)) {
      request.auditFields = Object.keys(body).sort();
    }
    next();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isAudited(request) || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const declared = request.routeOptions.config.audit || undefined;
    const name = nameOf(request.method, request.routeOptions.url ?? request.url);
    const params = (request.params ?? {}) as Record<string, string>;
    const actor = request.currentUser;
    const action = declared?.action ?? name.action;
    try {
      await appendAuditEntry(app.db, {
        actorId: actor?.id ?? null,
        actorEmail: actor?.email ?? null,
        actorRole: actor?.role ?? null,
        action,
        targetType: declared?.targetType ?? name.targetType,
        targetId: name.targetParam ? (params[name.targetParam] ?? null) : request.method === 'POST' ? createdId(payload) : null,
        address: request.ip,
        userAgent: eventOrigin(request).userAgent,
        details: detailsOf(request, name),
      });
    } catch (error) {
      app.log.error({ err: error, reqId: request.id, action }, 'The audit log could not record a change');
    }
    return payload;
  });
  done();
});
