import { z } from 'zod';
import {
  adminUser,
  createUserBody,
  endedSessions,
  idParam,
  listResult,
  resetPasswordBody,
  resetPasswordResult,
  updateUserBody,
  userListQuery,
  userStatusBody,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { eventOrigin } from '../../db/security-events.js';
import {
  createUser,
  editUser,
  endUserSessions,
  getUser,
  listOrganizationUsers,
  listVisibleUsers,
  removeUser,
  resetUserPassword,
  setUserStatus,
} from './service.js';
import { withExample } from '../../lib/example.js';

const schema = routeSchemas(['users'], [400, 401, 403, 404, 409]);
const config = { access: 'user-manager' } as const;

const organizationSchema = routeSchemas(['organizations'], [400, 401, 403, 404]);

/**
 * Users in the dashboard, for administrators and organization managers. Who may see and change
 * whom (a manager: the learners of its own organization only) is decided in service.ts.
 */
export const userRoutes = defineRoutes((app) => {
  app.get('/v1/user', {
    config,
    schema: schema('users.list', 'Users the caller may see, with search and filters', {
      querystring: userListQuery,
      data: listResult(adminUser),
    }),
    handler: async (request, reply) => sendData(reply, await listVisibleUsers(app.db, signedInUser(request), request.query)),
  });

  app.post('/v1/user', {
    config,
    schema: schema('users.create', 'Create a user (a manager creates learners of its organization)', {
      body: withExample(createUserBody, { name: 'Ravi Kumar', email: 'ravi@example.org', password: 'check dam monsoon 25', role: 'USER' }),
      data: adminUser,
      created: true,
    }),
    handler: async (request, reply) => {
      const created = await createUser(app.db, signedInUser(request), request.body);
      return sendData(reply, created, 'User created', 201);
    },
  });

  app.get('/v1/user/:id', {
    config,
    schema: schema('users.get', 'One user', { params: idParam, data: adminUser }),
    handler: async (request, reply) => sendData(reply, await getUser(app.db, signedInUser(request), request.params.id)),
  });

  app.put('/v1/user/:id', {
    config,
    schema: schema('users.update', 'Edit a user', {
      params: idParam,
      body: withExample(updateUserBody, { name: 'Ravi Kumar Singh' }),
      data: adminUser,
    }),
    handler: async (request, reply) =>
      sendData(reply, await editUser(app.db, signedInUser(request), request.params.id, request.body), 'User saved'),
  });

  app.patch('/v1/user/:id/status', {
    config,
    schema: schema('users.setStatus', 'Disable or enable a user (disabling ends their sessions)', {
      params: idParam,
      body: withExample(userStatusBody, { status: 'disabled' }),
      data: adminUser,
    }),
    handler: async (request, reply) => {
      const { status } = request.body;
      const data = await setUserStatus(app.db, signedInUser(request), request.params.id, status);
      return sendData(reply, data, status === 'disabled' ? 'User disabled' : 'User enabled');
    },
  });

  app.post('/v1/user/:id/reset-password', {
    config,
    schema: schema('users.resetPassword', 'Set a temporary password (generated when none is given); ends their sessions', {
      params: idParam,
      body: withExample(resetPasswordBody, {}),
      data: resetPasswordResult,
    }),
    handler: async (request, reply) => {
      const password = await resetUserPassword(app.db, signedInUser(request), request.params.id, request.body.password);
      return sendData(reply, { temporaryPassword: password }, 'Password reset');
    },
  });

  app.delete('/v1/user/:id/sessions', {
    // Recorded as a security event by the service, not as a change.
    config: { ...config, audit: false },
    schema: schema('users.endSessions', 'End every session of a user (signs them out everywhere); recorded in the audit log', {
      params: idParam,
      data: endedSessions,
    }),
    handler: async (request, reply) => {
      const data = await endUserSessions(app.db, signedInUser(request), request.params.id, eventOrigin(request));
      return sendData(reply, data, 'Sessions ended');
    },
  });

  app.delete('/v1/user/:id', {
    config,
    schema: schema('users.delete', 'Delete a user (their sessions end with them)', { params: idParam, data: z.null() }),
    handler: async (request, reply) => {
      await removeUser(app.db, signedInUser(request), request.params.id);
      return sendData(reply, null, 'User deleted');
    },
  });

  // Under the organization's address; the users are this module's (a manager: its own organization only).
  app.get('/v1/organizations/:id/users', {
    config,
    schema: organizationSchema('organizations.users', "The organization's users", {
      params: idParam,
      querystring: userListQuery,
      data: listResult(adminUser),
    }),
    handler: async (request, reply) =>
      sendData(reply, await listOrganizationUsers(app.db, signedInUser(request), request.params.id, request.query)),
  });
});
