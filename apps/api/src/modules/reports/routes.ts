import { envelope, errorEnvelope, reportExportQuery, reportQuery, reportResult } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { signedInUser } from '../../plugins/auth.js';
import { reportFor, toCsv } from './service.js';
import { fileResponse } from '../../lib/file-response.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** Reports: administrators see everything (or one organization); a manager only its own organization. */
export const reportRoutes = defineRoutes((app) => {
  app.get('/v1/reports', {
    config: { access: 'user-manager' },
    schema: {
      tags: ['reports'],
      operationId: 'reports.get',
      summary: 'Enrolments, completions and certificates over time, per course and per organization',
      querystring: reportQuery,
      response: { 200: envelope(reportResult), ...errors },
    },
    handler: async (request) => ({ code: 200, message: 'Success', data: await reportFor(app.db, signedInUser(request), request.query) }),
  });

  app.get('/v1/reports/export', {
    config: { access: 'user-manager' },
    schema: {
      tags: ['reports'],
      operationId: 'reports.exportCsv',
      summary: 'One table of the report as CSV (UTF-8 with BOM, for Excel)',
      querystring: reportQuery.and(reportExportQuery),
      response: { 200: fileResponse('text/csv', 'The table, UTF-8 with BOM'), ...errors },
    },
    handler: async (request, reply) => {
      const data = await reportFor(app.db, signedInUser(request), request.query);
      const figures = (row: { enrolments: number; completions: number; certificates: number }) => [
        row.enrolments,
        row.completions,
        row.certificates,
      ];
      const head = ['Enrolments', 'Completions', 'Certificates'];
      const csv =
        request.query.table === 'series'
          ? toCsv(
              [data.period === 'week' ? 'Week starting' : 'Month starting', ...head],
              data.series.map((row) => [row.start, ...figures(row)]),
            )
          : request.query.table === 'courses'
            ? toCsv(
                ['Course', 'Course (Hindi)', ...head],
                data.byCourse.map((row) => [row.title.en ?? '', row.title.hi ?? '', ...figures(row)]),
              )
            : toCsv(
                ['Organization', ...head],
                data.byOrganization.map((row) => [row.name ?? 'No organization', ...figures(row)]),
              );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jal-shiksha-${request.query.table}-${data.from}-${data.to}.csv"`)
        .send(csv);
    },
  });
});
