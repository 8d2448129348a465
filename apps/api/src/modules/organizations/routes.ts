import { idParam, listResult, organization, organizationBody, organizationListQuery } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { createOrganization, editOrganization, getOrganization, listPresentedOrganizations, toggleOrganization } from './service.js';
import { withExample } from '../../lib/example.js';

const schema = routeSchemas(['organizations'], [400, 401, 403, 404]);
const admins = { access: 'admin' } as const;
const managers = { access: 'user-manager' } as const;
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

/** Organizations (administrators); a manager may read its own organization (its users: users/routes.ts). */
export const organizationRoutes = defineRoutes((app) => {
  app.get('/v1/organizations', {
    config: admins,
    schema: schema('organizations.list', 'Organizations with search, status filter and paging', {
      querystring: organizationListQuery,
      data: listResult(organization),
    }),
    handler: async (request, reply) => sendData(reply, await listPresentedOrganizations(app.db, request.query)),
  });

  app.post('/v1/organizations', {
    config: admins,
    schema: schema('organizations.create', 'Create an organization', { body: organizationInput, data: organization, created: true }),
    handler: async (request, reply) => sendData(reply, await createOrganization(app.db, request.body), 'Organization created', 201),
  });

  app.get('/v1/organizations/:id', {
    config: managers,
    schema: schema('organizations.get', 'One organization', { params: idParam, data: organization }),
    handler: async (request, reply) => sendData(reply, await getOrganization(app.db, signedInUser(request), request.params.id)),
  });

  app.put('/v1/organizations/:id', {
    config: admins,
    schema: schema('organizations.update', 'Edit an organization', { params: idParam, body: organizationInput, data: organization }),
    handler: async (request, reply) =>
      sendData(reply, await editOrganization(app.db, request.params.id, request.body), 'Organization saved'),
  });

  app.patch('/v1/organizations/:id/toggle-status', {
    config: admins,
    schema: schema('organizations.toggleStatus', 'Activate or deactivate (deactivation signs its users out and blocks their sign-in)', {
      params: idParam,
      data: organization,
    }),
    handler: async (request, reply) => {
      const data = await toggleOrganization(app.db, request.params.id);
      return sendData(reply, data, data.isActive ? 'Organization activated' : 'Organization deactivated');
    },
  });
});
