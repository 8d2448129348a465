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
import { withExample } from '../../lib/example.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
/** An organization as the dashboard sends it, with its example for the API document. */
const organizationInput = withExample(organizationBody, {
  name: 'Gram Panchayat Rampur',
  type: 'panchayat',
  contactPerson: 'Suresh Patel',
  email: 'rampur@example.org',
  phone: '98765 43210',
  state: 'Madhya Pradesh',
  district: 'Sehore',
  address: null,
});
const tags = ['organizations'];

/** Organizations (administrators); a manager may read its own organization and its users. */
export const organizationRoutes = defineRoutes((app) => {
  app.get('/v1/organizations', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'organizations.list',
      summary: 'Organizations with search, status filter and paging',
      querystring: organizationListQuery,
      response: { 200: envelope(listResult(organization)), ...errors },
    },
    handler: async (request) => ({ code: 200, message: 'Success', data: await listPresentedOrganizations(app.db, request.query) }),
  });

  app.post('/v1/organizations', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'organizations.create',
      summary: 'Create an organization',
      body: organizationInput,
      response: { 201: envelope(organization), ...errors },
    },
    handler: async (request, reply) =>
      reply.code(201).send({ code: 201, message: 'Organization created', data: await createOrganization(app.db, request.body) }),
  });

  app.get('/v1/organizations/:id', {
    config: { access: 'user-manager' },
    schema: {
      tags,
      operationId: 'organizations.get',
      summary: 'One organization',
      params: idParam,
      response: { 200: envelope(organization), ...errors },
    },
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
      operationId: 'organizations.update',
      summary: 'Edit an organization',
      params: idParam,
      body: organizationInput,
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
      operationId: 'organizations.toggleStatus',
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
      operationId: 'organizations.users',
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
