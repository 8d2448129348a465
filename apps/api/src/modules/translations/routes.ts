import { z } from 'zod';
import {
  adminLanguage,
  API,
  bulkTranslationBody,
  bulkTranslationResult,
  createLanguageBody,
  createTranslationBody,
  envelope,
  errorEnvelope,
  frontendTranslations,
  frontendTranslationsQuery,
  idParam,
  languageCodeParam,
  translationEntry,
  translationHierarchy,
  translationList,
  translationListQuery,
  translationPage,
  updateLanguageBody,
  updateTranslationBody,
} from '@jal/contracts';
import { sendCached } from '../../lib/cached-reply.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { frontendTranslationsProducer, translationsCacheKey } from '../../public-content/frontend-translations.js';
import { listLanguages, listTranslations, translationHierarchy as loadHierarchy } from './repository.js';
import { translationEditor } from './service.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const tags = ['translations'];
const schema = routeSchemas(tags, errors);
const config = { access: 'admin' } as const;

/** The site's strings (anyone), and the translation editor and languages of the dashboard (administrators). */
export const translationRoutes = defineRoutes((app) => {
  const editor = translationEditor(app.db, app.publicCache);

  app.get(API.translationsFrontend, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'UI strings for a page (plus the general set) in every active language',
      querystring: frontendTranslationsQuery,
      response: { 200: envelope(frontendTranslations), 400: errorEnvelope },
    },
    handler: async (request, reply) => {
      const page = request.query.page;
      return sendCached(request, reply, app.publicCache, translationsCacheKey(page), frontendTranslationsProducer(app.db, page));
    },
  });

  app.get('/v1/translations', {
    config,
    schema: schema('Keys with their text per language (search, page, missing filter)', {
      querystring: translationListQuery,
      data: translationList,
    }),
    handler: async (request, reply) => sendData(reply, await listTranslations(app.db, request.query)),
  });

  app.get('/v1/translations/hierarchy', {
    config,
    schema: schema('Pages with their key counts and missing texts per language', { data: translationHierarchy }),
    handler: async (_request, reply) => sendData(reply, await loadHierarchy(app.db)),
  });

  app.post('/v1/translations', {
    config,
    schema: schema('Add a key to a page', { body: createTranslationBody, data: translationEntry, created: true }),
    handler: async (request, reply) => {
      const { page, key, values } = request.body;
      return sendData(reply, await editor.addKey(page, key, values), 'Key added', 201);
    },
  });

  app.put('/v1/translations/bulk/:id', {
    // The path's last word would name this a `bulk.update`: it sets the texts of one page.
    config: { access: 'admin', audit: { action: 'translation.bulk-update', targetType: 'page' } },
    schema: schema('Set many texts of one page at once ({id} is the page); also the JSON import', {
      params: z.object({ id: translationPage }),
      body: bulkTranslationBody,
      data: bulkTranslationResult,
    }),
    handler: async (request, reply) => sendData(reply, await editor.setPage(request.params.id, request.body.entries), 'Translations saved'),
  });

  app.put('/v1/translations/:id', {
    config,
    schema: schema('Change one text (one key in one language)', { params: idParam, body: updateTranslationBody, data: translationEntry }),
    handler: async (request, reply) => sendData(reply, await editor.setText(request.params.id, request.body.text), 'Translation saved'),
  });

  app.delete('/v1/translations/:id', {
    config,
    schema: schema('Delete the key of this row, in every language', { params: idParam, data: z.null() }),
    handler: async (request, reply) => {
      await editor.deleteKey(request.params.id);
      return sendData(reply, null, 'Key deleted');
    },
  });

  app.get('/v1/languages', {
    config,
    schema: schema('Every language, active or not', { data: z.array(adminLanguage) }),
    handler: async (_request, reply) => sendData(reply, await listLanguages(app.db)),
  });

  app.post('/v1/languages', {
    config,
    schema: schema('Add a language (inactive until its texts are ready)', { body: createLanguageBody, data: adminLanguage, created: true }),
    handler: async (request, reply) => sendData(reply, await editor.addLanguage(request.body), 'Language added', 201),
  });

  app.patch('/v1/languages/:code', {
    config,
    schema: schema('Rename, activate or deactivate, or make the default', {
      params: languageCodeParam,
      body: updateLanguageBody,
      data: adminLanguage,
    }),
    handler: async (request, reply) => sendData(reply, await editor.editLanguage(request.params.code, request.body), 'Language saved'),
  });
});
