import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { alert, API, envelope } from '@jal/contracts';
import { cachedEntry, sendCached } from '../../lib/cached-reply.js';
import { findCurrentAlert } from './repository.js';

export const ALERTS_CACHE_PREFIX = 'alerts:';
// Alerts start and end on a clock, so the cached answer is kept only briefly.
const CURRENT_ALERT_TTL_MS = 15_000;
const CURRENT_KEY = `${ALERTS_CACHE_PREFIX}current`;

const produce = (app: FastifyInstance) => async () => {
  const current = await findCurrentAlert(app.db);
  return { code: 200, message: current ? 'Success' : 'No current alert', data: current };
};

/** The serialised answer of GET /v1/alerts/current, as the page's HTML inlines it. */
export function currentAlertEntry(app: FastifyInstance) {
  return cachedEntry(app.publicCache, CURRENT_KEY, produce(app), CURRENT_ALERT_TTL_MS);
}

export async function alertRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.currentAlert, {
    schema: {
      tags: ['alerts'],
      summary: 'The alert the site banner shows now, or null',
      response: { 200: envelope(alert.nullable()) },
    },
    handler: async (request, reply) => sendCached(request, reply, app.publicCache, CURRENT_KEY, produce(app), CURRENT_ALERT_TTL_MS),
  });
}
