import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  idParam,
  isAdminRole,
  API,
  LEARNER_IMPORT_MAX_BYTES,
  LEARNER_IMPORT_MODES,
  learnerImportPreview,
  learnerImportResult,
  learnerImportTemplateQuery,
  jobProgress,
  PATHS,
} from '@jal/contracts';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { defineRoutes } from '../../lib/define-routes.js';
import { fileResponse } from '../../lib/file-response.js';
import { HttpError } from '../../lib/http-error.js';
import { parsingSerializer } from '../../lib/parsing-serializer.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { sendData } from '../../lib/reply.js';
import { writeXlsx } from '../../lib/spreadsheet/xlsx-writer.js';
import { signedInUser } from '../../plugins/auth.js';
import type { NotificationMailer } from '../notifications/service.js';
import { templateRows } from './columns.js';
import { defineInvitations } from './invitations.js';
import { invitationProgress, previewImport, runImport } from './service.js';
import { NOT_MULTIPART, receiveSpreadsheet } from './upload.js';
import { routeSchemas } from '../../lib/route-schema.js';

export type LearnerImportRoutesOptions = {
  mailer: Mailer;
  /** Whether mail really leaves (SMTP_URL is set): then learners with an email are sent their invitation by the job queue. */
  sendInvitations: boolean;
  /** Email for the bell's notices (the manager's "import finished", learners' assignments), when mail really leaves. */
  notices: NotificationMailer;
};
const config = { access: 'user-manager' } as const;
const schema = routeSchemas(['users'], [400, 401, 403, 409, 413, 415]);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const uploadNote =
  `multipart/form-data with one field \`file\`: a CSV (UTF-8) or XLSX file of at most ${LEARNER_IMPORT_MAX_BYTES / (1024 * 1024)} MB, ` +
  'its first row the column headings of the template (in English or Hindi).';
const importQuery = z.strictObject({
  mode: z.enum(LEARNER_IMPORT_MODES, { error: 'mode must be valid-rows or all-or-nothing.' }).default('valid-rows'),
});

/**
 * Importing learners from a spreadsheet, for administrators (any organization, named on each
 * row) and organization managers (their own): the template, the preview and the import.
 */
export const learnerImportRoutes = defineRoutes<LearnerImportRoutesOptions>(async (app, options) => {
  if (options.sendInvitations)
    defineInvitations(
      app.db,
      app.jobs,
      { mailer: options.mailer, signInUrl: () => `${app.publicOrigin()}${PATHS.signIn}` },
      app.sessionCache,
    );
  await app.register(multipart, { limits: { fileSize: LEARNER_IMPORT_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, NOT_MULTIPART)));

  app.get(API.learnerImportTemplate, {
    config,
    schema: schema(
      'users.importTemplate',
      'The import template (CSV or XLSX, headings in English or Hindi; with the organization column for administrators)',
      { querystring: learnerImportTemplateQuery, answers: { 200: fileResponse('application/octet-stream', 'The template file') } },
    ),
    handler: async (request, reply) => {
      const { format, language } = request.query;
      const rows = templateRows(language, isAdminRole(signedInUser(request).role));
      const body =
        format === 'xlsx'
          ? Buffer.from(writeXlsx('Learners', rows, [24, 24, 30, 16, 20, 28]))
          : CSV_BOM + rows.map((row) => csvLine(row)).join('');
      return (reply as unknown as FastifyReply)
        .header('content-type', format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="learners-template-${language}.${format}"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });

  app.post(API.learnerImportPreview, {
    config,
    schema: schema(
      'users.importPreview',
      'Check a spreadsheet of learners: every row with what importing it would do, and its mistakes; nothing changes',
      { description: uploadNote, data: learnerImportPreview },
    ),
    handler: async (request, reply) => {
      const bytes = await receiveSpreadsheet(request);
      return sendData(reply, await previewImport(app.db, signedInUser(request), bytes));
    },
  });

  app.post(API.learnerImport, {
    config,
    schema: schema(
      'users.import',
      'Import a spreadsheet of learners in one transaction (the valid rows, or with mode=all-or-nothing none unless all are valid)',
      {
        description:
          `${uploadNote} New learners get a one-time password, returned once, and must choose their own at first sign-in. ` +
          'When mail is set up, learners with an email are sent theirs instead, after the answer: `invitations` names them, ' +
          'and their progress is read from the invitations route.',
        querystring: importQuery,
        data: learnerImportResult,
      },
    ),
    // The answer holds every row and every new learner's sign-in: thousands of each.
    serializerCompiler: parsingSerializer,
    handler: async (request, reply) => {
      const bytes = await receiveSpreadsheet(request);
      const result = await runImport(app.db, signedInUser(request), bytes, request.query.mode, {
        jobs: app.jobs,
        sendInvitations: options.sendInvitations,
        notices: options.notices,
      });
      return sendData(reply, result, result.imported ? 'Learners imported' : 'Nothing imported: some rows have mistakes');
    },
  });

  app.get('/v1/user/import/:id/invitations', {
    config,
    schema: schema('users.importInvitations', "How many of an import's invitation emails are sent, waiting (or being retried) and failed", {
      description:
        'For the manager who ran the import, and administrators; 404 for an unknown import or one run by someone else. ' +
        'A failed invitation is parked on the job queue, where an administrator can run it again.',
      params: idParam,
      data: jobProgress,
      errors: [400, 401, 403, 404],
    }),
    handler: async (request, reply) => sendData(reply, await invitationProgress(app.db, signedInUser(request), request.params.id)),
  });
});
