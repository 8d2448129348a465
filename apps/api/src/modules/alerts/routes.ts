import { z } from 'zod';
import { alert, alertBody, API, envelope, errorEnvelope, idParam } from '@jal/contracts';
import { sendCached } from '../../lib/cached-reply.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { CURRENT_ALERT_KEY, CURRENT_ALERT_TTL_MS, currentAlertProducer, presentAlert } from '../../public-content/current-alert.js';
import { listAlerts } from './repository.js';
import { alertEditor } from './service.js';
import { withExample } from '../../lib/example.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope };
/** An alert as the dashboard sends it, with its example for the API document. */
const alertInput = withExample(alertBody, {
  message: { en: 'Classes resume on Monday.', hi: 'कक्षाएँ सोमवार से फिर शुरू होंगी।' },
  alertType: 'info',
  isActive: true,
  startsAt: null,
  endsAt: null,
});
const tags = ['alerts'];

/** The site banner's current alert (anyone), and the alerts themselves in the dashboard (administrators). */
export const alertRoutes = defineRoutes((app) => {
  const editor = alertEditor(app.db, app.publicCache);

  app.get(API.currentAlert, {
    config: { access: 'public' },
    schema: {
      tags,
      operationId: 'alerts.current',
      summary: 'The alert the site banner shows now, or null',
      response: { 200: envelope(alert.nullable()) },
    },
    handler: async (request, reply) =>
      sendCached(request, reply, app.publicCache, CURRENT_ALERT_KEY, currentAlertProducer(app.db), CURRENT_ALERT_TTL_MS),
  });

  app.get('/v1/alerts', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'alerts.list',
      summary: 'Every alert, newest first',
      response: { 200: envelope(z.array(alert)), ...errors },
    },
    handler: async () => ({ code: 200, message: 'Success', data: (await listAlerts(app.db)).map(presentAlert) }),
  });

  app.get('/v1/alerts/:id', {
    config: { access: 'admin' },
    schema: { tags, operationId: 'alerts.get', summary: 'One alert', params: idParam, response: { 200: envelope(alert), ...errors } },
    handler: async (request) => ({ code: 200, message: 'Success', data: presentAlert(await editor.find(request.params.id)) }),
  });

  app.post('/v1/alerts', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'alerts.create',
      summary: 'Create an alert',
      body: alertInput,
      response: { 201: envelope(alert), ...errors },
    },
    handler: async (request, reply) => {
      const row = await editor.create(request.body);
      return reply.code(201).send({ code: 201, message: 'Alert created', data: presentAlert(row) });
    },
  });

  app.put('/v1/alerts/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'alerts.update',
      summary: 'Edit an alert',
      params: idParam,
      body: alertInput,
      response: { 200: envelope(alert), ...errors },
    },
    handler: async (request) => ({
      code: 200,
      message: 'Alert saved',
      data: presentAlert(await editor.update(request.params.id, request.body)),
    }),
  });

  app.patch('/v1/alerts/:id/toggle', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'alerts.toggle',
      summary: 'Switch an alert on or off',
      params: idParam,
      response: { 200: envelope(alert), ...errors },
    },
    handler: async (request) => {
      const row = await editor.toggle(request.params.id);
      return { code: 200, message: row.isActive ? 'Alert switched on' : 'Alert switched off', data: presentAlert(row) };
    },
  });

  app.delete('/v1/alerts/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      operationId: 'alerts.delete',
      summary: 'Delete an alert',
      params: idParam,
      response: { 200: envelope(z.null()), ...errors },
    },
    handler: async (request) => {
      await editor.remove(request.params.id);
      return { code: 200, message: 'Alert deleted', data: null };
    },
  });
});
