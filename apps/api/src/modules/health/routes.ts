import { z } from 'zod';
import { API } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { pingDatabase } from './repository.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['health'], [503]);

export const NOT_READY = {
  draining: 'The server is shutting down.',
  database: 'The database is unreachable.',
  migrations: 'The database lacks migrations this server needs.',
  changeFeed: 'The server does not hear other processes’ changes (its database connection for them is down).',
};

/** Liveness and readiness for monitors and load balancers (anyone). */
export const healthRoutes = defineRoutes<{ databaseKind: string }>((app, options) => {
  app.get(API.health, {
    config: { access: 'public' },
    schema: schema('health.check', 'Liveness and database reachability', {
      data: z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number() }),
    }),
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ code: 503, errorCode: 'UNAVAILABLE', message: NOT_READY.database, data: null });
      }
      return sendData(reply, { status: 'ok' as const, database: options.databaseKind, uptimeSeconds: Math.round(process.uptime()) }, 'OK');
    },
  });

  // A load balancer sends requests only to a ready process: one that reaches the database, finds
  // every migration applied, hears the other processes' changes (on PostgreSQL) and is not
  // shutting down. The first reason it is not ready is the message.
  app.get(API.healthReady, {
    config: { access: 'public' },
    schema: schema(
      'health.ready',
      'Readiness: database reachable, migrations applied, change feed listening, not shutting down (503 otherwise)',
      { data: z.object({ status: z.literal('ready'), database: z.string() }) },
    ),
    handler: async (request, reply) => {
      const notReady = (message: string) =>
        reply.code(503).header('cache-control', 'no-store').send({ code: 503, errorCode: 'UNAVAILABLE', message, data: null });
      if (app.readiness.draining) return notReady(NOT_READY.draining);
      try {
        await pingDatabase(app.db);
        if (!(await app.readiness.migrationsApplied())) return notReady(NOT_READY.migrations);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return notReady(NOT_READY.database);
      }
      if (!app.changeFeed.listening()) return notReady(NOT_READY.changeFeed);
      return sendData(reply.header('cache-control', 'no-store'), { status: 'ready' as const, database: options.databaseKind }, 'OK');
    },
  });
});
