import { boardExportQuery, idParam, learnerProgress as learnerProgressSchema, progressBoard as progressBoardSchema } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { fileResponse } from '../../lib/file-response.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet/xlsx-writer.js';
import { signedInUser } from '../../plugins/auth.js';
import { boardTable } from './export.js';
import { learnerProgress, progressBoard } from './service.js';

const schema = routeSchemas(['progress'], [400, 401, 403, 404]);
const config = { access: 'user-manager' } as const;

/** Following learners: a batch's progress board (and its export) and one learner's page. */
export const progressRoutes = defineRoutes((app) => {
  app.get('/v1/batches/:id/progress', {
    config,
    schema: schema('progress.board', "A batch's learners × courses: not started, % done, completed, certificate, overdue", {
      params: idParam,
      data: progressBoardSchema,
    }),
    handler: async (request, reply) => sendData(reply, await progressBoard(app.db, signedInUser(request), request.params.id, app.now())),
  });

  app.get('/v1/batches/:id/progress/export', {
    config,
    schema: schema('progress.export', 'The progress board as CSV (UTF-8 with BOM) or XLSX, filtered as on the page', {
      params: idParam,
      querystring: boardExportQuery,
      answers: {
        200: {
          description: 'The board as a file',
          content: {
            'text/csv': fileResponse('text/csv', 'CSV').content['text/csv'],
            [XLSX_CONTENT_TYPE]: fileResponse(XLSX_CONTENT_TYPE, 'XLSX').content[XLSX_CONTENT_TYPE],
          },
        },
      },
    }),
    handler: async (request, reply) => {
      const { format, filter, search, lang } = request.query;
      const board = await progressBoard(app.db, signedInUser(request), request.params.id, app.now());
      const table = boardTable(board, filter, search, lang);
      const file = `progress-${board.today}.${format}`;
      reply.header('content-disposition', `attachment; filename="${file}"`);
      if (format === 'xlsx') return reply.header('content-type', XLSX_CONTENT_TYPE).send(Buffer.from(writeXlsx(board.batch.name, table)));
      return reply.header('content-type', 'text/csv; charset=utf-8').send(CSV_BOM + table.map(csvLine).join(''));
    },
  });

  app.get('/v1/user/:id/progress', {
    config,
    schema: schema('progress.learner', "A learner's courses with lesson-level progress, quiz attempts and certificates", {
      params: idParam,
      data: learnerProgressSchema,
    }),
    handler: async (request, reply) => sendData(reply, await learnerProgress(app.db, signedInUser(request), request.params.id, app.now())),
  });
});
