import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUser,
  createUserBody,
  envelope,
  errorEnvelope,
  idParam,
  isAdminRole,
  listResult,
  resetPasswordBody,
  resetPasswordResult,
  updateUserBody,
  userListQuery,
  userStatusBody,
} from '@jal/contracts';
import { organizations, users } from '../../db/schema.js';
import { badRequest, forbidden, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { deleteUserSessions } from '../auth/sessions.js';
import { canGrant, canManage, canSee, requireUserManager } from './access.js';
import { findListedUser, listUsers, presentAdminUser } from './admin-repository.js';
import type { UserRow } from './presenter.js';
import { findUserByEmail, insertUser } from './repository.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const EMAIL_TAKEN = 'An account with this email already exists.';

/** A readable temporary password (no look-alike characters), shown to the admin once. */
function temporaryPassword() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** Users in the dashboard (spec §6): who may see and change whom is decided in access.ts. */
export async function userAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (request) => {
    requireUserManager(request);
  });

  /** The target, or 404 when it does not exist or the caller may not even see it. */
  const target = async (actor: UserRow, id: string, manage: boolean) => {
    const row = await findListedUser(app.db, id);
    if (!row || !canSee(actor, row.user)) throw notFound('User not found.');
    if (manage && !canManage(actor, row.user)) throw forbidden('You cannot change this account.');
    return row;
  };
  const assertOrganization = async (organizationId: string | null | undefined) => {
    if (!organizationId) return;
    const [row] = await app.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).limit(1);
    if (!row) throw badRequest('The chosen organization does not exist.');
  };
  // Sent as a field error so the form shows it beside the email.
  const emailTaken = { code: 409, message: EMAIL_TAKEN, data: null, errors: { email: EMAIL_TAKEN } };

  r.get('/v1/user', {
    schema: {
      tags: ['users'],
      summary: 'Users the caller may see, with search and filters',
      querystring: userListQuery,
      response: { 200: envelope(listResult(adminUser)), ...errors },
    },
    handler: async (request) => ({
      code: 200,
      message: 'Success',
      data: await listUsers(app.db, requireUserManager(request), request.query),
    }),
  });

  r.post('/v1/user', {
    schema: {
      tags: ['users'],
      summary: 'Create a user (a manager creates learners of its organization)',
      body: createUserBody,
      response: { 201: envelope(adminUser), ...errors },
    },
    handler: async (request, reply) => {
      const actor = requireUserManager(request);
      const body = request.body;
      const manager = !isAdminRole(actor.role);
      const role = manager ? 'USER' : body.role;
      const organizationId = manager ? actor.organizationId : (body.organizationId ?? null);
      if (!canGrant(actor, role)) throw forbidden('You cannot give this role.');
      if (role === 'ORGANIZATION' && !organizationId) throw badRequest('An organization manager needs an organization.');
      await assertOrganization(organizationId);
      const created = await insertUser(app.db, {
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
        role,
        organizationId,
      });
      if (!created) return reply.code(409).send(emailTaken);
      const listed = await findListedUser(app.db, created.id);
      return reply.code(201).send({ code: 201, message: 'User created', data: presentAdminUser(actor, listed!) });
    },
  });

  r.get('/v1/user/:id', {
    schema: { tags: ['users'], summary: 'One user', params: idParam, response: { 200: envelope(adminUser), ...errors } },
    handler: async (request) => {
      const actor = requireUserManager(request);
      return { code: 200, message: 'Success', data: presentAdminUser(actor, await target(actor, request.params.id, false)) };
    },
  });

  r.put('/v1/user/:id', {
    schema: {
      tags: ['users'],
      summary: 'Edit a user',
      params: idParam,
      body: updateUserBody,
      response: { 200: envelope(adminUser), ...errors },
    },
    handler: async (request, reply) => {
      const actor = requireUserManager(request);
      const { user } = await target(actor, request.params.id, true);
      const body = request.body;
      const manager = !isAdminRole(actor.role);
      if (body.role && body.role !== user.role) {
        if (user.id === actor.id) throw forbidden('You cannot change your own role.');
        if (!canGrant(actor, body.role)) throw forbidden('You cannot give this role.');
      }
      if (manager && body.organizationId !== undefined && body.organizationId !== user.organizationId) {
        throw forbidden('You cannot move a learner to another organization.');
      }
      const role = body.role ?? user.role;
      const organizationId = body.organizationId === undefined ? user.organizationId : body.organizationId;
      if (role === 'ORGANIZATION' && !organizationId) throw badRequest('An organization manager needs an organization.');
      await assertOrganization(organizationId);
      if (body.email && body.email.toLowerCase() !== user.email) {
        const other = await findUserByEmail(app.db, body.email);
        if (other && other.id !== user.id) return reply.code(409).send(emailTaken);
      }
      await app.db
        .update(users)
        .set({ name: body.name ?? user.name, email: body.email?.toLowerCase() ?? user.email, role, organizationId, updatedAt: new Date() })
        .where(eq(users.id, user.id));
      return { code: 200, message: 'User saved', data: presentAdminUser(actor, (await findListedUser(app.db, user.id))!) };
    },
  });

  r.patch('/v1/user/:id/status', {
    schema: {
      tags: ['users'],
      summary: 'Disable or enable a user (disabling ends their sessions)',
      params: idParam,
      body: userStatusBody,
      response: { 200: envelope(adminUser), ...errors },
    },
    handler: async (request) => {
      const actor = requireUserManager(request);
      const { user } = await target(actor, request.params.id, true);
      if (user.id === actor.id) throw forbidden('You cannot disable your own account.');
      await app.db.update(users).set({ status: request.body.status, updatedAt: new Date() }).where(eq(users.id, user.id));
      if (request.body.status === 'disabled') await deleteUserSessions(app.db, user.id);
      const message = request.body.status === 'disabled' ? 'User disabled' : 'User enabled';
      return { code: 200, message, data: presentAdminUser(actor, (await findListedUser(app.db, user.id))!) };
    },
  });

  r.post('/v1/user/:id/reset-password', {
    schema: {
      tags: ['users'],
      summary: 'Set a temporary password (generated when none is given); ends their sessions',
      params: idParam,
      body: resetPasswordBody,
      response: { 200: envelope(resetPasswordResult), ...errors },
    },
    handler: async (request) => {
      const actor = requireUserManager(request);
      const { user } = await target(actor, request.params.id, true);
      if (user.id === actor.id) throw forbidden('Change your own password from your account page.');
      const password = request.body.password ?? temporaryPassword();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await deleteUserSessions(app.db, user.id);
      return { code: 200, message: 'Password reset', data: { temporaryPassword: password } };
    },
  });

  r.delete('/v1/user/:id', {
    schema: {
      tags: ['users'],
      summary: 'Delete a user (their sessions end with them)',
      params: idParam,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request) => {
      const actor = requireUserManager(request);
      const { user } = await target(actor, request.params.id, true);
      if (user.id === actor.id) throw forbidden('You cannot delete your own account.');
      await app.db.delete(users).where(eq(users.id, user.id));
      return { code: 200, message: 'User deleted', data: null };
    },
  });
}
