import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { reportExportQuery, reportQuery, reportResult, type ReportResult } from '@jal/contracts';
import { KeptUntilChanged } from '../../db/kept-until-changed.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { acceptedEncoding, compressedCopy } from '../../lib/compressed-copies.js';
import { fileResponse } from '../../lib/file-response.js';
import { signedInUser } from '../../plugins/auth.js';
import { heavyRead } from './heavy-read.js';
import { buildReport, reportCsv, reportFilterFor } from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

/** A file sent a part at a time, so a large export starts arriving at once and is never copied whole. */
function* inParts(file: Buffer, size = 64 * 1024) {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

const schema = routeSchemas(['reports'], [400, 401, 403, 503]);

/** Reports already counted, answered again until a figure changes: tabs and administrators opening the same report cost one count. */
const keptReports = new KeptUntilChanged<ReportResult>('report-figures', 200);

/**
 * Reports: administrators see everything (or one organization); a manager only its own
 * organization. They read through the heavy reads' own few connections, with a time limit, and
 * are kept until a figure changes.
 */
export const reportRoutes = defineRoutes((app) => {
  app.get('/v1/reports', {
    config: { access: 'user-manager' },
    schema: schema(
      'reports.get',
      'Enrolments, completions and certificates over time, and a page each of the tables per course and per organization',
      { querystring: reportQuery, data: reportResult },
    ),
    handler: async (request) => {
      const query = request.query;
      const filter = reportFilterFor(signedInUser(request), query);
      const pages = { limit: query.limit, sort: query.sort, coursePage: query.coursePage, organizationPage: query.organizationPage };
      const data = await keptReports.get(app.db, { filter, pages }, () => heavyRead(buildReport(app.heavyDb, filter, pages)));
      return { code: 200, message: 'Success', data };
    },
  });

  app.get('/v1/reports/export', {
    config: { access: 'user-manager' },
    schema: schema(
      'reports.exportCsv',
      'One whole table of the report as CSV (UTF-8 with BOM, for Excel; dates YYYY-MM-DD; headings in the language asked for), streamed',
      { querystring: reportQuery.and(reportExportQuery), answers: { 200: fileResponse('text/csv', 'The table, UTF-8 with BOM') } },
    ),
    handler: async (request, reply) => {
      const query = request.query;
      const filter = reportFilterFor(signedInUser(request), query);
      const file = await heavyRead(reportCsv({ db: app.db, heavyDb: app.heavyDb }, filter, query.table, query.sort, query.language));
      const encoding = acceptedEncoding(request);
      const compressed = encoding && compressedCopy(file.bytes, file.copies, encoding);
      // The body is a stream of CSV text, not a schema-typed envelope.
      const sent = (reply as unknown as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="jal-shiksha-${query.table}-${filter.from}-${filter.to}.csv"`)
        .header('vary', 'accept-encoding');
      // A compressed copy is small (the table of every course: about 70 KB) and goes in one piece.
      if (compressed) return sent.header('content-encoding', encoding).send(compressed);
      return sent.send(Readable.from(inParts(file.bytes)));
    },
  });
});
