import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { API, auditLogFilter, auditLogList, auditLogQuery } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { auditLogCsv, auditLogPage } from './service.js';
import { fileResponse } from '../../lib/file-response.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['audit log'], [400, 401, 403]);
const config = { access: 'super-admin' } as const;

/** The audit log (super administrators): who changed what from the dashboard, when and from where. */
export const auditLogRoutes = defineRoutes((app) => {
  app.get(API.auditLog, {
    config,
    schema: schema('auditLog.list', 'Entries of the audit log, newest first, filtered by action, actor, target type and dates', {
      querystring: auditLogQuery,
      data: auditLogList,
    }),
    handler: async (request) => ({ code: 200, message: 'Success', data: await auditLogPage(app.db, request.query) }),
  });

  app.get(API.auditLogCsv, {
    config,
    schema: schema('auditLog.exportCsv', 'The filtered audit log as CSV (UTF-8 with BOM, for Excel; times in ISO 8601), streamed', {
      querystring: auditLogFilter,
      answers: { 200: fileResponse('text/csv', 'The entries, UTF-8 with BOM') },
    }),
    handler: async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      // The body is a stream of CSV text, not a schema-typed envelope.
      return (reply as unknown as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jal-shiksha-audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(auditLogCsv(app.db, request.query)));
    },
  });
});
