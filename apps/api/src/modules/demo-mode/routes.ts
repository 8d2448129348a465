import { API, demoAccounts, demoModeStatus } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { endDemoMode } from '../../commands/end-demo-mode.js';
import { demoModeStatus as readStatus, publicDemoAccounts } from './service.js';

const schema = routeSchemas(['demo mode'], [401, 403, 409]);
const superAdmins = { access: 'super-admin' } as const;

/** Demo mode: the sign-in page's demo accounts (anyone), and its state and ending (super admins). */
export const demoModeRoutes = defineRoutes((app) => {
  app.get(API.demoAccounts, {
    config: { access: 'public' },
    schema: schema('demoMode.accounts', 'While demo mode is on, the demo accounts the sign-in page offers and their shared password', {
      data: demoAccounts,
      errors: [],
    }),
    handler: async (_request, reply) => {
      // Never kept by a browser or proxy: once demo mode ends, the panel must go at once.
      void reply.header('cache-control', 'no-store');
      return { code: 200, message: 'Success', data: await publicDemoAccounts(app.db) };
    },
  });

  app.get(API.demoMode, {
    config: superAdmins,
    schema: schema('demoMode.status', 'Whether demo mode is on, since when, and its accounts', { data: demoModeStatus }),
    handler: async (request, reply) => sendData(reply, await readStatus(app.db, signedInUser(request))),
  });

  app.post(API.endDemoMode, {
    config: superAdmins,
    schema: schema('demoMode.end', 'End demo mode: every demo account is disabled and signed out, and none is created again', {
      data: demoModeStatus,
    }),
    handler: async (request, reply) => {
      const caller = signedInUser(request);
      const ended = await endDemoMode(app.db, caller);
      return sendData(reply, await readStatus(app.db, caller), ended ? 'Demo mode ended' : 'Demo mode had already ended');
    },
  });
});
