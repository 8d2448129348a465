import { z } from 'zod';
import {
  adminUser,
  createUserBody,
  envelope,
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
import { signedInUser } from '../../plugins/auth.js';
import { createUser, editUser, getUser, listVisibleUsers, removeUser, resetUserPassword, setUserStatus } from './service.js';
import { withExample } from '../../lib/example.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const tags = ['users'];

/**
 * Users in the dashboard, for administrators and organization managers. Who may see and change
 * whom (a manager: the learners of its own organization only) is decided in service.ts.
 */
export const userRoutes = defineRoutes((app) => {
  app.get('/v1/user', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.list',
      summary: 'Users the caller may see, with search and filters',
      querystring: userListQuery,
      response: { 200: envelope(listResult(adminUser)), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await listVisibleUsers(app.db, signedInUser(request), request.query)),
  });

  app.post('/v1/user', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.create',
      summary: 'Create a user (a manager creates learners of its organization)',
      body: withExample(createUserBody, { name: 'Ravi Kumar', email: 'ravi@example.org', password: 'check dam monsoon 25', role: 'USER' }),
      response: { 201: envelope(adminUser), ...errors },
    },
    handler: async (request, reply) => {
      const created = await createUser(app.db, signedInUser(request), request.body);
      return sendData(reply, created, 'User created', 201);
    },
  });

  app.get('/v1/user/:id', {
    config: { access: 'user-manager' },
    schema: { tags, operationId: 'users.get', summary: 'One user', params: idParam, response: { 200: envelope(adminUser), ...errors } },
    handler: async (request, reply) => sendData(reply, await getUser(app.db, signedInUser(request), request.params.id)),
  });

  app.put('/v1/user/:id', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.update',
      summary: 'Edit a user',
      params: idParam,
      body: withExample(updateUserBody, { name: 'Ravi Kumar Singh' }),
      response: { 200: envelope(adminUser), ...errors },
    },
    handler: async (request, reply) =>
      sendData(reply, await editUser(app.db, signedInUser(request), request.params.id, request.body), 'User saved'),
  });

  app.patch('/v1/user/:id/status', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.setStatus',
      summary: 'Disable or enable a user (disabling ends their sessions)',
      params: idParam,
      body: withExample(userStatusBody, { status: 'disabled' }),
      response: { 200: envelope(adminUser), ...errors },
    },
    handler: async (request, reply) => {
      const { status } = request.body;
      const data = await setUserStatus(app.db, signedInUser(request), request.params.id, status);
      return sendData(reply, data, status === 'disabled' ? 'User disabled' : 'User enabled');
    },
  });

  app.post('/v1/user/:id/reset-password', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.resetPassword',
      summary: 'Set a temporary password (generated when none is given); ends their sessions',
      params: idParam,
      body: withExample(resetPasswordBody, {}),
      response: { 200: envelope(resetPasswordResult), ...errors },
    },
    handler: async (request, reply) => {
      const password = await resetUserPassword(app.db, signedInUser(request), request.params.id, request.body.password);
      return sendData(reply, { temporaryPassword: password }, 'Password reset');
    },
  });

  app.delete('/v1/user/:id', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'users.delete',
      summary: 'Delete a user (their sessions end with them)',
      params: idParam,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      await removeUser(app.db, signedInUser(request), request.params.id);
      return sendData(reply, null, 'User deleted');
    },
  });
});
