import { z } from 'zod';
import {
  adminLanguage,
  API,
  bulkTranslationBody,
  bulkTranslationResult,
  createLanguageBody,
  createTranslationBody,
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
import { withExample } from '../../lib/example.js';

const schema = routeSchemas(['translations'], [400, 401, 403, 404, 409]);
const config = { access: 'admin' } as const;

/** The site's strings (anyone), and the translation editor and languages of the dashboard (administrators). */
export const translationRoutes = defineRoutes((app) => {
  const editor = translationEditor(app.db, app.publicCache);

  app.get(API.translationsFrontend, {
    config: { access: 'public' },
    schema: schema('translations.frontend', 'UI strings for a page (plus the general set) in every active language', {
      querystring: frontendTranslationsQuery,
      data: frontendTranslations,
      errors: [400],
    }),
    handler: async (request, reply) => {
      const page = request.query.page;
      return sendCached(request, reply, app.publicCache, translationsCacheKey(page), frontendTranslationsProducer(app.db, page));
    },
  });

  app.get('/v1/translations', {
    config,
    schema: schema('translations.list', 'Keys with their text per language (search, page, missing filter)', {
      querystring: translationListQuery,
      data: translationList,
    }),
    handler: async (request, reply) => sendData(reply, await listTranslations(app.db, request.query)),
  });

  app.get('/v1/translations/hierarchy', {
    config,
    schema: schema('translations.hierarchy', 'Pages with their key counts and missing texts per language', { data: translationHierarchy }),
    handler: async (_request, reply) => sendData(reply, await loadHierarchy(app.db)),
  });

  app.post('/v1/translations', {
    config,
    schema: schema('translations.create', 'Add a key to a page', {
      body: withExample(createTranslationBody, {
        page: 'home',
        key: 'hero.title',
        values: { en: 'Learn to save water', hi: 'पानी बचाना सीखें' },
      }),
      data: translationEntry,
      created: true,
    }),
    handler: async (request, reply) => {
      const { page, key, values } = request.body;
      return sendData(reply, await editor.addKey(page, key, values), 'Key added', 201);
    },
  });

  app.put('/v1/translations/bulk/:id', {
    // The path's last word would name this a `bulk.update`: it sets the texts of one page.
    config: { access: 'admin', audit: { action: 'translation.bulk-update', targetType: 'page' } },
    schema: schema('translations.bulkUpdate', 'Set many texts of one page at once ({id} is the page); also the JSON import', {
      params: z.object({ id: translationPage }),
      body: withExample(bulkTranslationBody, { entries: { 'hero.title': { en: 'Learn to save water', hi: 'पानी बचाना सीखें' } } }),
      data: bulkTranslationResult,
    }),
    handler: async (request, reply) => sendData(reply, await editor.setPage(request.params.id, request.body.entries), 'Translations saved'),
  });

  app.put('/v1/translations/:id', {
    config,
    schema: schema('translations.update', 'Change one text (one key in one language)', {
      params: idParam,
      body: withExample(updateTranslationBody, { text: 'पानी बचाना सीखें' }),
      data: translationEntry,
    }),
    handler: async (request, reply) => sendData(reply, await editor.setText(request.params.id, request.body.text), 'Translation saved'),
  });

  app.delete('/v1/translations/:id', {
    config,
    schema: schema('translations.delete', 'Delete the key of this row, in every language', { params: idParam, data: z.null() }),
    handler: async (request, reply) => {
      await editor.deleteKey(request.params.id);
      return sendData(reply, null, 'Key deleted');
    },
  });

  app.get('/v1/languages', {
    config,
    schema: schema('languages.list', 'Every language, active or not', { data: z.array(adminLanguage) }),
    handler: async (_request, reply) => sendData(reply, await listLanguages(app.db)),
  });

  app.post('/v1/languages', {
    config,
    schema: schema('languages.create', 'Add a language (inactive until its texts are ready)', {
      body: withExample(createLanguageBody, { code: 'mr', name: 'Marathi', nativeName: 'मराठी' }),
      data: adminLanguage,
      created: true,
    }),
    handler: async (request, reply) => sendData(reply, await editor.addLanguage(request.body), 'Language added', 201),
  });

  app.patch('/v1/languages/:code', {
    config,
    schema: schema('languages.update', 'Rename, activate or deactivate, or make the default', {
      params: languageCodeParam,
      body: withExample(updateLanguageBody, { isActive: true }),
      data: adminLanguage,
    }),
    handler: async (request, reply) => sendData(reply, await editor.editLanguage(request.params.code, request.body), 'Language saved'),
  });
});
