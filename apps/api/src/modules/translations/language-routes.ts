import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminLanguage, createLanguageBody, envelope, errorEnvelope, languageCodeParam, updateLanguageBody } from '@jal/contracts';
import { languages } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-error.js';
import { requireAdmin } from '../../plugins/auth.js';
import { TRANSLATIONS_CACHE_PREFIX } from './routes.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };

/** Languages of the site (administrators only): add, rename, activate, choose the default. */
export async function languageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (request) => {
    requireAdmin(request);
  });
  const all = () => app.db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.code));

  r.get('/v1/languages', {
    schema: {
      tags: ['translations'],
      summary: 'Every language, active or not',
      response: { 200: envelope(z.array(adminLanguage)), ...errors },
    },
    handler: async () => ({ code: 200, message: 'Success', data: await all() }),
  });

  r.post('/v1/languages', {
    schema: {
      tags: ['translations'],
      summary: 'Add a language (inactive until its texts are ready)',
      body: createLanguageBody,
      response: { 201: envelope(adminLanguage), ...errors },
    },
    handler: async (request, reply) => {
      const [{ next } = { next: 0 }] = await app.db
        .select({ next: sql<number>`coalesce(max(${languages.sortOrder}), -1)::int + 1` })
        .from(languages);
      const [row] = await app.db
        .insert(languages)
        .values({ ...request.body, isActive: false, isDefault: false, sortOrder: next })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(`The language ${request.body.code} already exists.`);
      return reply.code(201).send({ code: 201, message: 'Language added', data: row });
    },
  });

  r.patch('/v1/languages/:code', {
    schema: {
      tags: ['translations'],
      summary: 'Rename, activate or deactivate, or make the default',
      params: languageCodeParam,
      body: updateLanguageBody,
      response: { 200: envelope(adminLanguage), ...errors },
    },
    handler: async (request) => {
      const [current] = await app.db.select().from(languages).where(eq(languages.code, request.params.code)).limit(1);
      if (!current) throw notFound('Language not found.');
      const { isDefault, ...changes } = request.body;
      if (changes.isActive === false && current.isDefault)
        throw badRequest('The default language cannot be deactivated. Choose another default first.');
      if (isDefault && !(changes.isActive ?? current.isActive)) throw badRequest('Activate the language before making it the default.');
      const row = await app.db.transaction(async (tx) => {
        if (isDefault) await tx.update(languages).set({ isDefault: false }).where(eq(languages.isDefault, true));
        const [updated] = await tx
          .update(languages)
          .set({ ...changes, ...(isDefault ? { isDefault: true } : {}) })
          .where(eq(languages.code, current.code))
          .returning();
        return updated;
      });
      app.publicCache.invalidate(TRANSLATIONS_CACHE_PREFIX);
      return { code: 200, message: 'Language saved', data: row! };
    },
  });
}
