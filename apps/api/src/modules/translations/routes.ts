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
import { frontendTranslationsProducer, translationsCacheKey } from '../../public-content/frontend-translations.js';
import { listLanguages, listTranslations, translationHierarchy as loadHierarchy } from './repository.js';
import { translationEditor } from './service.js';
import { withExample } from '../../lib/example.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope };
const tags = ['translations'];

/** The site's strings (anyone), and the translation editor and languages of the dashboard (administrators). */
export const translationRoutes = defineRoutes((app) => {
  const editor = translationEditor(app.db, app.publicCache);

  app.get(API.translationsFrontend, {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'translations.frontend',
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
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'translations.list',
      summary: 'Keys with their text per language (search, page, missing filter)',
      querystring: translationListQuery,
      response: { 200: envelope(translationList), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await listTranslations(app.db, request.query)),
  });

  app.get('/v1/translations/hierarchy', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'translations.hierarchy',
      summary: 'Pages with their key counts and missing texts per language',
      response: { 200: envelope(translationHierarchy), ...errors },
    },
    handler: async (_request, reply) => sendData(reply, await loadHierarchy(app.db)),
  });

  app.post('/v1/translations', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'translations.create',
      summary: 'Add a key to a page',
      body: withExample(createTranslationBody, {
        page: 'home',
        key: 'hero.title',
        values: { en: 'Learn to save water', hi: 'पानी बचाना सीखें' },
      }),
      response: { 201: envelope(translationEntry), ...errors },
    },
    handler: async (request, reply) => {
      const { page, key, values } = request.body;
      return sendData(reply, await editor.addKey(page, key, values), 'Key added', 201);
    },
  });

  app.put('/v1/translations/bulk/:id', {
    // The path's last word would name this a `bulk.update`: it sets the texts of one page.
    config: { access: 'admin', audit: { action: 'translation.bulk-update', targetType: 'page' } },
    schema: {
      tags,
      operationId: 'translations.bulkUpdate',
      summary: 'Set many texts of one page at once ({id} is the page); also the JSON import',
      params: z.object({ id: translationPage }),
      body: withExample(bulkTranslationBody, { entries: { 'hero.title': { en: 'Learn to save water', hi: 'पानी बचाना सीखें' } } }),
      response: { 200: envelope(bulkTranslationResult), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await editor.setPage(request.params.id, request.body.entries), 'Translations saved'),
  });

  app.put('/v1/translations/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'translations.update',
      summary: 'Change one text (one key in one language)',
      params: idParam,
      body: withExample(updateTranslationBody, { text: 'पानी बचाना सीखें' }),
      response: { 200: envelope(translationEntry), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await editor.setText(request.params.id, request.body.text), 'Translation saved'),
  });

  app.delete('/v1/translations/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'translations.delete',
      summary: 'Delete the key of this row, in every language',
      params: idParam,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request, reply) => {
      await editor.deleteKey(request.params.id);
      return sendData(reply, null, 'Key deleted');
    },
  });

  app.get('/v1/languages', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'languages.list',
      summary: 'Every language, active or not',
      response: { 200: envelope(z.array(adminLanguage)), ...errors },
    },
    handler: async (_request, reply) => sendData(reply, await listLanguages(app.db)),
  });

  app.post('/v1/languages', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'languages.create',
      summary: 'Add a language (inactive until its texts are ready)',
      body: withExample(createLanguageBody, { code: 'mr', name: 'Marathi', nativeName: 'मराठी' }),
      response: { 201: envelope(adminLanguage), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await editor.addLanguage(request.body), 'Language added', 201),
  });

  app.patch('/v1/languages/:code', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'languages.update',
      summary: 'Rename, activate or deactivate, or make the default',
      params: languageCodeParam,
      body: withExample(updateLanguageBody, { isActive: true }),
      response: { 200: envelope(adminLanguage), ...errors },
    },
    handler: async (request, reply) => sendData(reply, await editor.editLanguage(request.params.code, request.body), 'Language saved'),
  });
});
