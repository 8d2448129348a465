import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alert, alertBody, envelope, errorEnvelope, idParam } from '@jal/contracts';
import { alerts } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/auth.js';
import { presentAlert } from './repository.js';
import { ALERTS_CACHE_PREFIX } from './routes.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
const toDate = (value: string | null) => (value ? new Date(value) : null);

/** Alerts in the dashboard (administrators only); every change drops the cached current alert. */
export async function alertAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  const changed = () => app.publicCache.invalidate(ALERTS_CACHE_PREFIX);
  const find = async (id: string) => {
    const [row] = await app.db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
    if (!row) throw notFound('Alert not found.');
    return row;
  };

  r.get('/v1/alerts', {
    schema: { tags: ['alerts'], summary: 'Every alert, newest first', response: { 200: envelope(z.array(alert)), ...errors } },
    handler: async () => {
      const rows = await app.db.select().from(alerts).orderBy(desc(alerts.createdAt)).limit(500);
      return { code: 200, message: 'Success', data: rows.map(presentAlert) };
    },
  });

  r.get('/v1/alerts/:id', {
    schema: { tags: ['alerts'], summary: 'One alert', params: idParam, response: { 200: envelope(alert), ...errors } },
    handler: async (request) => ({ code: 200, message: 'Success', data: presentAlert(await find(request.params.id)) }),
  });

  r.post('/v1/alerts', {
    schema: { tags: ['alerts'], summary: 'Create an alert', body: alertBody, response: { 201: envelope(alert), ...errors } },
    handler: async (request, reply) => {
      const body = request.body;
      const [row] = await app.db
        .insert(alerts)
        .values({ ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt) })
        .returning();
      changed();
      return reply.code(201).send({ code: 201, message: 'Alert created', data: presentAlert(row!) });
    },
  });

  r.put('/v1/alerts/:id', {
    schema: { tags: ['alerts'], summary: 'Edit an alert', params: idParam, body: alertBody, response: { 200: envelope(alert), ...errors } },
    handler: async (request) => {
      await find(request.params.id);
      const body = request.body;
      const [row] = await app.db
        .update(alerts)
        .set({ ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt), updatedAt: new Date() })
        .where(eq(alerts.id, request.params.id))
        .returning();
      changed();
      return { code: 200, message: 'Alert saved', data: presentAlert(row!) };
    },
  });

  r.patch('/v1/alerts/:id/toggle', {
    schema: { tags: ['alerts'], summary: 'Switch an alert on or off', params: idParam, response: { 200: envelope(alert), ...errors } },
    handler: async (request) => {
      const current = await find(request.params.id);
      const [row] = await app.db
        .update(alerts)
        .set({ isActive: !current.isActive, updatedAt: new Date() })
        .where(eq(alerts.id, current.id))
        .returning();
      changed();
      return { code: 200, message: row!.isActive ? 'Alert switched on' : 'Alert switched off', data: presentAlert(row!) };
    },
  });

  r.delete('/v1/alerts/:id', {
    schema: { tags: ['alerts'], summary: 'Delete an alert', params: idParam, response: { 200: envelope(z.null()), ...errors } },
    handler: async (request) => {
      await find(request.params.id);
      await app.db.delete(alerts).where(eq(alerts.id, request.params.id));
      changed();
      return { code: 200, message: 'Alert deleted', data: null };
    },
  });
}
