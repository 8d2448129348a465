import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { API, envelope, errorEnvelope } from '@jal/contracts';
import { sendData } from '../../lib/reply.js';

export async function healthRoutes(app: FastifyInstance, options: { databaseKind: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.health, {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: {
        200: envelope(z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number() })),
        503: errorEnvelope,
      },
    },
    handler: async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ code: 503, message: 'The database is unreachable.', data: null });
      }
      return sendData(reply, { status: 'ok' as const, database: options.databaseKind, uptimeSeconds: Math.round(process.uptime()) }, 'OK');
    },
  });
}
