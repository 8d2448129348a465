import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkTranslationBody,
  bulkTranslationResult,
  createTranslationBody,
  envelope,
  errorEnvelope,
  idParam,
  translationEntry,
  translationHierarchy,
  translationList,
  translationListQuery,
  translationPage,
  updateTranslationBody,
} from '@jal/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/auth.js';
import {
  bulkSetTranslations,
  deleteTranslationKey,
  findTranslation,
  keyExists,
  knownLanguages,
  listTranslations,
  translationHierarchy as loadHierarchy,
  updateTranslationText,
} from './admin-repository.js';
import { TRANSLATIONS_CACHE_PREFIX } from './routes.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** The editor's endpoints (administrators only). Every write drops the cached public strings. */
export async function translationAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changed = () => app.publicCache.invalidate(TRANSLATIONS_CACHE_PREFIX);
  r.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });

  const assertLanguages = async (codes: string[]) => {
    const known = await knownLanguages(app.db);
    const unknown = codes.filter((code) => !known.has(code));
    if (unknown.length) throw badRequest(`Unknown language: ${unknown.join(', ')}. Add the language first.`);
  };

  r.get('/v1/translations', {
    schema: {
      tags: ['translations'],
      summary: 'Keys with their text per language (search, page, missing filter)',
      querystring: translationListQuery,
      response: { 200: envelope(translationList), ...errors },
    },
    handler: async (request) => ({ code: 200, message: 'Success', data: await listTranslations(app.db, request.query) }),
  });

  r.get('/v1/translations/hierarchy', {
    schema: {
      tags: ['translations'],
      summary: 'Pages with their key counts and missing texts per language',
      response: { 200: envelope(translationHierarchy), ...errors },
    },
    handler: async () => ({ code: 200, message: 'Success', data: await loadHierarchy(app.db) }),
  });

  r.post('/v1/translations', {
    schema: {
      tags: ['translations'],
      summary: 'Add a key to a page',
      body: createTranslationBody,
      response: { 201: envelope(translationEntry), ...errors },
    },
    handler: async (request, reply) => {
      const { page, key, values } = request.body;
      await assertLanguages(Object.keys(values));
      if (await keyExists(app.db, page, key)) throw conflict(`The key ${key} already exists on page ${page}.`);
      const present = Object.fromEntries(Object.entries(values).filter(([, text]) => text.trim()));
      await bulkSetTranslations(app.db, page, { [key]: present });
      changed();
      const { items } = await listTranslations(app.db, { page, search: key });
      const entry = items.find((item) => item.key === key);
      return reply.code(201).send({ code: 201, message: 'Key added', data: entry! });
    },
  });

  r.put('/v1/translations/bulk/:id', {
    schema: {
      tags: ['translations'],
      summary: 'Set many texts of one page at once ({id} is the page); also the JSON import',
      params: z.object({ id: translationPage }),
      body: bulkTranslationBody,
      response: { 200: envelope(bulkTranslationResult), ...errors },
    },
    handler: async (request) => {
      await assertLanguages([...new Set(Object.values(request.body.entries).flatMap((values) => Object.keys(values)))]);
      const result = await bulkSetTranslations(app.db, request.params.id, request.body.entries);
      changed();
      return { code: 200, message: 'Translations saved', data: result };
    },
  });

  r.put('/v1/translations/:id', {
    schema: {
      tags: ['translations'],
      summary: 'Change one text (one key in one language)',
      params: idParam,
      body: updateTranslationBody,
      response: { 200: envelope(translationEntry), ...errors },
    },
    handler: async (request) => {
      const row = await findTranslation(app.db, request.params.id);
      if (!row) throw notFound('Translation not found.');
      await updateTranslationText(app.db, row.id, request.body.text);
      changed();
      const { items } = await listTranslations(app.db, { page: row.page, search: row.key });
      return { code: 200, message: 'Translation saved', data: items.find((item) => item.key === row.key)! };
    },
  });

  r.delete('/v1/translations/:id', {
    schema: {
      tags: ['translations'],
      summary: 'Delete the key of this row, in every language',
      params: idParam,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request) => {
      const row = await findTranslation(app.db, request.params.id);
      if (!row) throw notFound('Translation not found.');
      await deleteTranslationKey(app.db, row);
      changed();
      return { code: 200, message: 'Key deleted', data: null };
    },
  });
}
