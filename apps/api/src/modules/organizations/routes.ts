import {
  adminUser,
  envelope,
  errorEnvelope,
  idParam,
  listResult,
  organization,
  organizationBody,
  organizationListQuery,
  userListQuery,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { signedInUser } from '../../plugins/auth.js';
import {
  createOrganization,
  editOrganization,
  getOrganization,
  listOrganizationUsers,
  listPresentedOrganizations,
  toggleOrganization,
} from './service.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const tags = ['organizations'];

/** Organizations (administrators); a manager may read its own organization and its users. */
export const organizationRoutes = defineRoutes((app) => {
  app.get('/v1/organizations', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Organizations with search, status filter and paging',
      querystring: organizationListQuery,
      response: { 200: envelope(listResult(organization)), ...errors },
    },
    handler: async (request) => ({ code: 200, message: 'Success', data: await listPresentedOrganizations(app.db, request.query) }),
  });

  app.post('/v1/organizations', {
    config: { access: 'admin' },
    schema: { tags, summary: 'Create an organization', body: organizationBody, response: { 201: envelope(organization), ...errors } },
    handler: async (request, reply) =>
      reply.code(201).send({ code: 201, message: 'Organization created', data: await createOrganization(app.db, request.body) }),
  });

  app.get('/v1/organizations/:id', {
    config: { access: 'user-manager' },
    schema: { tags, summary: 'One organization', params: idParam, response: { 200: envelope(organization), ...errors } },
    handler: async (request) => ({
      code: 200,
      message: 'Success',
      data: await getOrganization(app.db, signedInUser(request), request.params.id),
    }),
  });

  app.put('/v1/organizations/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Edit an organization',
      params: idParam,
      body: organizationBody,
      response: { 200: envelope(organization), ...errors },
    },
    handler: async (request) => ({
      code: 200,
      message: 'Organization saved',
      data: await editOrganization(app.db, request.params.id, request.body),
    }),
  });

  app.patch('/v1/organizations/:id/toggle-status', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Activate or deactivate (deactivation signs its users out and blocks their sign-in)',
      params: idParam,
      response: { 200: envelope(organization), ...errors },
    },
    handler: async (request) => {
      const data = await toggleOrganization(app.db, request.params.id);
      return { code: 200, message: data.isActive ? 'Organization activated' : 'Organization deactivated', data };
    },
  });

  app.get('/v1/organizations/:id/users', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      summary: "The organization's users",
      params: idParam,
      querystring: userListQuery,
      response: { 200: envelope(listResult(adminUser)), ...errors },
    },
    handler: async (request) => ({
      code: 200,
      message: 'Success',
      data: await listOrganizationUsers(app.db, signedInUser(request), request.params.id, request.query),
    }),
  });
});
