import { z } from 'zod';
import { API, envelope, errorEnvelope } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { pingDatabase } from './repository.js';

/** Liveness for monitors and load balancers (anyone). */
export const healthRoutes = defineRoutes<{ databaseKind: string }>((app, options) => {
  app.get(API.health, {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      operationId: 'health.check',
      summary: 'Liveness and database reachability',
      response: {
        200: envelope(z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number() })),
        503: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ code: 503, message: 'The database is unreachable.', data: null });
      }
      return sendData(reply, { status: 'ok' as const, database: options.databaseKind, uptimeSeconds: Math.round(process.uptime()) }, 'OK');
    },
  });
});
