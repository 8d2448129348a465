import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, envelope, errorEnvelope, frontendTranslations, frontendTranslationsQuery } from '@jal/contracts';
import { sendCached } from '../../lib/cached-reply.js';
import { loadFrontendTranslations } from './service.js';

export const TRANSLATIONS_CACHE_PREFIX = 'translations:';

export async function translationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(API.translationsFrontend, {
    schema: {
      tags: ['translations'],
      summary: 'UI strings for a page (plus the general set) in every active language',
      querystring: frontendTranslationsQuery,
      response: { 200: envelope(frontendTranslations), 400: errorEnvelope },
    },
    handler: async (request, reply) => {
      const page = request.query.page;
      return sendCached(request, reply, app.publicCache, `${TRANSLATIONS_CACHE_PREFIX}${page ?? '*'}`, async () => ({
        code: 200,
        message: 'Success',
        data: await loadFrontendTranslations(app.db, page),
      }));
    },
  });
}
