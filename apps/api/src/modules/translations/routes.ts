import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API, envelope, errorEnvelope, frontendTranslations, frontendTranslationsQuery } from '@jal/contracts';
import { cachedEntry, sendCached } from '../../lib/cached-reply.js';
import { loadFrontendTranslations } from './service.js';

export const TRANSLATIONS_CACHE_PREFIX = 'translations:';

const cacheKey = (page: string | undefined) => `${TRANSLATIONS_CACHE_PREFIX}${page ?? '*'}`;
const produce = (app: FastifyInstance, page: string | undefined) => async () => ({
  code: 200,
  message: 'Success',
  data: await loadFrontendTranslations(app.db, page),
});

/** The serialised answer of GET /v1/translations/frontend?page=…, as the page's HTML inlines it. */
export function frontendTranslationsEntry(app: FastifyInstance, page: string) {
  return cachedEntry(app.publicCache, cacheKey(page), produce(app, page));
}

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
      return sendCached(request, reply, app.publicCache, cacheKey(page), produce(app, page));
    },
  });
}
