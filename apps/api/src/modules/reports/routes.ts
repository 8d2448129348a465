import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, errorEnvelope, isAdminRole, reportExportQuery, reportQuery, reportResult } from '@jal/contracts';
import { forbidden } from '../../lib/http-error.js';
import { requireUserManager } from '../users/access.js';
import { buildReport, defaultRange, toCsv } from './service.js';

const errors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope };

/** Reports: administrators see everything (or one organization); a manager only its own organization. */
export async function reportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (request) => {
    requireUserManager(request);
  });

  const report = (
    request: FastifyRequest,
    query: { period: 'week' | 'month'; from?: string; to?: string; organizationId?: string; courseId?: string },
  ) => {
    const actor = requireUserManager(request);
    if (!isAdminRole(actor.role) && query.organizationId && query.organizationId !== actor.organizationId) {
      throw forbidden('You can only see the figures of your own organization.');
    }
    const range = defaultRange(query.period);
    return buildReport(app.db, {
      period: query.period,
      from: query.from ?? range.from,
      to: query.to ?? range.to,
      organizationId: isAdminRole(actor.role) ? query.organizationId : (actor.organizationId ?? undefined),
      courseId: query.courseId,
    });
  };

  r.get('/v1/reports', {
    schema: {
      tags: ['reports'],
      summary: 'Enrolments, completions and certificates over time, per course and per organization',
      querystring: reportQuery,
      response: { 200: envelope(reportResult), ...errors },
    },
    handler: async (request) => ({ code: 200, message: 'Success', data: await report(request, request.query) }),
  });

  r.get('/v1/reports/export', {
    schema: {
      tags: ['reports'],
      summary: 'One table of the report as CSV (UTF-8 with BOM, for Excel)',
      querystring: reportQuery.and(reportExportQuery),
    },
    handler: async (request, reply) => {
      const data = await report(request, request.query);
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
}
