import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminUser,
  envelope,
  errorEnvelope,
  idParam,
  isAdminRole,
  listResult,
  organization,
  organizationBody,
  organizationListQuery,
  userListQuery,
} from '@jal/contracts';
import { organizations } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/auth.js';
import { requireUserManager } from '../users/access.js';
import { listUsers } from '../users/admin-repository.js';
import { endOrganizationSessions, findOrganization, listOrganizations, presentOne } from './repository.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };

/** Organizations (administrators); a manager may read its own organization and its users. */
export async function organizationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const readable = async (request: FastifyRequest, id: string) => {
    const actor = requireUserManager(request);
    if (!isAdminRole(actor.role) && actor.organizationId !== id) throw forbidden('You can only see your own organization.');
    const row = await findOrganization(app.db, id);
    if (!row) throw notFound('Organization not found.');
    return { actor, row };
  };

  r.get('/v1/organizations', {
    schema: {
      tags: ['organizations'],
      summary: 'Organizations with search, status filter and paging',
      querystring: organizationListQuery,
      response: { 200: envelope(listResult(organization)), ...errors },
    },
    onRequest: async (request) => void requireAdmin(request),
    handler: async (request) => ({ code: 200, message: 'Success', data: await listOrganizations(app.db, request.query) }),
  });

  r.post('/v1/organizations', {
    schema: {
      tags: ['organizations'],
      summary: 'Create an organization',
      body: organizationBody,
      response: { 201: envelope(organization), ...errors },
    },
    onRequest: async (request) => void requireAdmin(request),
    handler: async (request, reply) => {
      const [row] = await app.db.insert(organizations).values(request.body).returning();
      return reply.code(201).send({ code: 201, message: 'Organization created', data: await presentOne(app.db, row!) });
    },
  });

  r.get('/v1/organizations/:id', {
    schema: { tags: ['organizations'], summary: 'One organization', params: idParam, response: { 200: envelope(organization), ...errors } },
    onRequest: async (request) => void requireUserManager(request),
    handler: async (request) => {
      const { row } = await readable(request, request.params.id);
      return { code: 200, message: 'Success', data: await presentOne(app.db, row) };
    },
  });

  r.put('/v1/organizations/:id', {
    schema: {
      tags: ['organizations'],
      summary: 'Edit an organization',
      params: idParam,
      body: organizationBody,
      response: { 200: envelope(organization), ...errors },
    },
    onRequest: async (request) => void requireAdmin(request),
    handler: async (request) => {
      if (!(await findOrganization(app.db, request.params.id))) throw notFound('Organization not found.');
      const [row] = await app.db
        .update(organizations)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(organizations.id, request.params.id))
        .returning();
      return { code: 200, message: 'Organization saved', data: await presentOne(app.db, row!) };
    },
  });

  r.patch('/v1/organizations/:id/toggle-status', {
    schema: {
      tags: ['organizations'],
      summary: 'Activate or deactivate (deactivation signs its users out and blocks their sign-in)',
      params: idParam,
      response: { 200: envelope(organization), ...errors },
    },
    onRequest: async (request) => void requireAdmin(request),
    handler: async (request) => {
      const current = await findOrganization(app.db, request.params.id);
      if (!current) throw notFound('Organization not found.');
      const [row] = await app.db
        .update(organizations)
        .set({ isActive: !current.isActive, updatedAt: new Date() })
        .where(eq(organizations.id, current.id))
        .returning();
      if (!row!.isActive) await endOrganizationSessions(app.db, row!.id);
      return {
        code: 200,
        message: row!.isActive ? 'Organization activated' : 'Organization deactivated',
        data: await presentOne(app.db, row!),
      };
    },
  });

  r.get('/v1/organizations/:id/users', {
    schema: {
      tags: ['organizations'],
      summary: "The organization's users",
      params: idParam,
      querystring: userListQuery,
      response: { 200: envelope(listResult(adminUser)), ...errors },
    },
    onRequest: async (request) => void requireUserManager(request),
    handler: async (request) => {
      const { actor } = await readable(request, request.params.id);
      return {
        code: 200,
        message: 'Success',
        data: await listUsers(app.db, actor, { ...request.query, organizationId: request.params.id }),
      };
    },
  });
}
