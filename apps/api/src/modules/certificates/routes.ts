import rateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { certificateCodeParams, certificateVerification, PATHS } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { tooManyRequests } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { certificatePdf } from './pdf.js';
import { presentVerification } from './presenter.js';
import { certificateByCode, certificateForPdf, revoke } from './service.js';
import { fileResponse } from '../../lib/file-response.js';
import { databaseRateLimitStore } from '../../throttling/rate-limit-store.js';

export const VERIFY_PER_MINUTE = 60;
const schema = routeSchemas(['certificates'], [400, 401, 403, 404]);
const pdfQuery = z.object({ download: z.enum(['0', '1'], { error: 'download must be 0 or 1.' }).optional() }).strict();

/** Verification (anyone; limited per address), the PDF (its learner or an administrator), revocation (administrators). */
export const certificateRoutes = defineRoutes(async (app) => {
  // Verification is public: a limit per address makes guessing codes (about 2^39) hopeless.
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db, 'certificate-check', app.now),
    errorResponseBuilder: (_request, context) =>
      tooManyRequests(
        'Too many certificate checks from this address. Please wait a minute and try again.',
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });

  app.get('/v1/certificates/:code', {
    config: { access: 'public', rateLimit: { max: VERIFY_PER_MINUTE, timeWindow: 60_000 } },
    schema: schema(
      'certificates.verify',
      'Public verification of a certificate code: valid or revoked, with the learner, course, field practicals passed and date',
      { params: certificateCodeParams, data: certificateVerification, errors: [400, 404, 429] },
    ),
    handler: async (request, reply) => {
      const row = await certificateByCode(app.db, request.params.code);
      return sendData(reply.header('cache-control', 'no-cache'), presentVerification(row));
    },
  });

  app.get('/v1/certificates/:code/pdf', {
    config: { access: 'signed-in' },
    schema: schema(
      'certificates.downloadPdf',
      'The certificate as a one-page bilingual PDF with a QR code to its verification page (its learner or an administrator)',
      {
        description: 'Answers application/pdf; `?download=1` asks the browser to save it instead of showing it.',
        params: certificateCodeParams,
        querystring: pdfQuery,
        answers: { 200: fileResponse('application/pdf', 'The certificate') },
      },
    ),
    handler: async (request, reply) => {
      const row = await certificateForPdf(app.db, signedInUser(request), request.params.code);
      const pdf = await certificatePdf(row, `${app.publicOrigin()}${PATHS.verifyCertificate(row.code)}`);
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return (reply as unknown as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `${disposition}; filename="jal-shiksha-certificate-${row.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(pdf);
    },
  });

  app.post('/v1/certificates/:code/revoke', {
    config: { access: 'admin' },
    schema: schema('certificates.revoke', 'Revoke a certificate (administrators): its verification then says revoked', {
      params: certificateCodeParams,
      data: certificateVerification,
    }),
    handler: async (request, reply) =>
      sendData(reply, presentVerification(await revoke(app.db, request.params.code)), 'Certificate revoked'),
  });
});
