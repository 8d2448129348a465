import { z } from 'zod';
import {
  adminUser,
  createUserBody,
  errorEnvelope,
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
import { createUser, editUser, getUser, listVisibleUsers, removeUser, resetUserPassword, setUserStatus } from './service.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const schema = routeSchemas(['users'], errors);
const config = { access: 'user-manager' } as const;

/**
 * Users in the dashboard, for administrators and organization managers. Who may see and change
 * whom (a manager: the learners of its own organization only) is decided in service.ts.
 */
export const userRoutes = defineRoutes((app) => {
  app.get('/v1/user', {
    config,
    schema: schema('Users the caller may see, with search and filters', { querystring: userListQuery, data: listResult(adminUser) }),
    handler: async (request, reply) => sendData(reply, await listVisibleUsers(app.db, signedInUser(request), request.query)),
  });

  app.post('/v1/user', {
    config,
    schema: schema('Create a user (a manager creates learners of its organization)', {
      body: createUserBody,
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
    schema: schema('One user', { params: idParam, data: adminUser }),
    handler: async (request, reply) => sendData(reply, await getUser(app.db, signedInUser(request), request.params.id)),
  });

  app.put('/v1/user/:id', {
    config,
    schema: schema('Edit a user', { params: idParam, body: updateUserBody, data: adminUser }),
    handler: async (request, reply) =>
      sendData(reply, await editUser(app.db, signedInUser(request), request.params.id, request.body), 'User saved'),
  });

  app.patch('/v1/user/:id/status', {
    config,
    schema: schema('Disable or enable a user (disabling ends their sessions)', { params: idParam, body: userStatusBody, data: adminUser }),
    handler: async (request, reply) => {
      const { status } = request.body;
      const data = await setUserStatus(app.db, signedInUser(request), request.params.id, status);
      return sendData(reply, data, status === 'disabled' ? 'User disabled' : 'User enabled');
    },
  });

  app.post('/v1/user/:id/reset-password', {
    config,
    schema: schema('Set a temporary password (generated when none is given); ends their sessions', {
      params: idParam,
      body: resetPasswordBody,
      data: resetPasswordResult,
    }),
    handler: async (request, reply) => {
      const password = await resetUserPassword(app.db, signedInUser(request), request.params.id, request.body.password);
      return sendData(reply, { temporaryPassword: password }, 'Password reset');
    },
  });

  app.delete('/v1/user/:id', {
    config,
    schema: schema('Delete a user (their sessions end with them)', { params: idParam, data: z.null() }),
    handler: async (request, reply) => {
      await removeUser(app.db, signedInUser(request), request.params.id);
      return sendData(reply, null, 'User deleted');
    },
  });
});
