import {
  envelope,
  learningLessonParams,
  PRACTICAL_LIMITS,
  PRACTICAL_UPLOAD_KEPT_DAYS,
  PRACTICAL_UPLOAD_PIECE_BYTES,
  PRACTICAL_UPLOADS_HELD,
  practicalSubmission,
  practicalSubmissionFromUploads,
  practicalUpload,
  practicalUploadBody,
  practicalUploadParams,
  practicalUploadPieceHeaders,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { HttpError } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { signedInUser } from '../../plugins/auth.js';
import { learningDeps } from '../learning/service.js';
import type { PracticalDeps } from './service.js';
import { appendPiece, createUpload, submitFromUploads, uploadStatus } from './uploads.js';

const schema = routeSchemas(['practicals'], [400, 401, 404]);

/** A piece's body: raw bytes, as the tus protocol names them. */
export const PIECE_TYPE = 'application/offset+octet-stream';

const MB = 1024 * 1024;

/**
 * A field practical's files sent in pieces that resume after a dropped link, and the submission
 * made from them. Every upload is its learner's own: another's answers 404.
 */
export const practicalUploadRoutes = defineRoutes((app) => {
  // Read whole (64 KB at most) before the handler: a piece cut short by a dropped link never reaches it.
  app.addContentTypeParser(PIECE_TYPE, { parseAs: 'buffer', bodyLimit: PRACTICAL_UPLOAD_PIECE_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  const deps: PracticalDeps = { db: app.db, store: app.mediaStore, learning: learningDeps(app), now: app.now };

  app.post('/v1/practical-uploads', {
    config: { access: 'signed-in' },
    schema: schema('practicals.createUpload', 'Start sending one file of a field practical in pieces: a photo or the voice note', {
      description:
        `Declares the file: its kind, its size in bytes and its SHA-256 (lowercase hex). A photo may be at most ${PRACTICAL_LIMITS.photoBytes / MB} MB ` +
        `and a voice note ${PRACTICAL_LIMITS.voiceNoteBytes / MB} MB (413 \`UPLOAD_TOO_LARGE\` before any byte is sent). The upload is the caller's ` +
        `own, never served, and removed ${PRACTICAL_UPLOAD_KEPT_DAYS} days after its last piece, or once a submission is made from it. ` +
        `A learner holds at most ${PRACTICAL_UPLOADS_HELD}: making another removes the one added to longest ago.`,
      body: practicalUploadBody,
      data: practicalUpload,
      created: true,
      errors: [400, 401, 413],
    }),
    handler: async (request, reply) => {
      const upload = await createUpload(deps, signedInUser(request), request.body);
      reply.header('cache-control', 'private, no-store').header('upload-offset', '0');
      return sendData(reply, upload, 'Upload started', 201);
    },
  });

  app.patch('/v1/practical-uploads/:uploadId', {
    bodyLimit: PRACTICAL_UPLOAD_PIECE_BYTES,
    config: { access: 'signed-in' },
    schema: schema('practicals.appendPiece', 'Add the next piece of a file', {
      description:
        `Body: the piece's bytes, \`Content-Type: ${PIECE_TYPE}\`, at most ${PRACTICAL_UPLOAD_PIECE_BYTES / 1024} KB (413 beyond, before it is kept). ` +
        '`Upload-Offset` must be the bytes the server holds (400 `UPLOAD_OFFSET_MISMATCH` otherwise, with the right offset in `Upload-Offset` ' +
        'and `errorParams.receivedBytes`). A piece is kept whole or not at all: one cut short by a dropped link leaves the upload as it was, ' +
        'so ask the offset (GET or HEAD) and resume from there. A piece past the declared size is refused with 413 `UPLOAD_TOO_LARGE`. When the ' +
        'last byte arrives, the SHA-256 of the whole file must be the one declared, or every byte is dropped and the upload starts again from 0 ' +
        '(400 `UPLOAD_HASH_MISMATCH`). A complete upload takes nothing more (409 `UPLOAD_COMPLETE`). Answers the upload, and its new offset in `Upload-Offset`.',
      params: practicalUploadParams,
      headers: practicalUploadPieceHeaders,
      data: practicalUpload,
      errors: [400, 401, 404, 409, 413, 415],
    }),
    handler: async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        throw new HttpError(415, `Send the piece's bytes as ${PIECE_TYPE}.`).coded('UNSUPPORTED_MEDIA_TYPE');
      const upload = await appendPiece(
        deps,
        signedInUser(request),
        request.params.uploadId,
        request.headers['upload-offset'],
        request.body,
      );
      reply.header('cache-control', 'private, no-store').header('upload-offset', String(upload.receivedBytes));
      return sendData(reply, upload, upload.complete ? 'Upload complete' : 'Piece received');
    },
  });

  app.get('/v1/practical-uploads/:uploadId', {
    config: { access: 'signed-in' },
    schema: schema('practicals.getUpload', 'How much of a file has arrived: where to resume', {
      description: 'Also as HEAD, with no body: `Upload-Offset` is the bytes the server holds, and `Upload-Length` the size declared.',
      params: practicalUploadParams,
      data: practicalUpload,
    }),
    handler: async (request, reply) => {
      const upload = await uploadStatus(deps, signedInUser(request), request.params.uploadId);
      reply
        .header('cache-control', 'private, no-store')
        .header('upload-offset', String(upload.receivedBytes))
        .header('upload-length', String(upload.sizeBytes));
      return sendData(reply, upload);
    },
  });

  app.post('/v1/courses/:id/lessons/:lessonId/practical-submissions/from-uploads', {
    config: { access: 'signed-in' },
    schema: schema('practicals.submitFromUploads', 'Send a field practical whose files were sent in pieces', {
      description:
        'The JSON fields of the multipart submission (`practicals.submit`), with `photoUploadIds` (in the order the lesson asks) and ' +
        '`voiceNoteUploadId` in place of the files. Each must be a complete upload of the caller, of its kind (400 ' +
        '`PRACTICAL_UPLOAD_NOT_READY` with `errors` by field otherwise, and nothing is stored). Then everything is checked and stored exactly as ' +
        'the multipart submission is, with the same refusals; the uploads are removed once it is stored. The same idempotencyKey answers the ' +
        'first submission (200), even after its uploads were removed.',
      params: learningLessonParams,
      body: practicalSubmissionFromUploads,
      data: practicalSubmission,
      answers: { 201: envelope(practicalSubmission) },
      errors: [400, 401, 403, 404, 409, 413, 415],
    }),
    handler: async (request, reply) => {
      const { created, submission } = await submitFromUploads(
        deps,
        signedInUser(request),
        request.params.id,
        request.params.lessonId,
        request.body,
      );
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, submission, created ? 'Practical sent' : 'Already received', created ? 201 : 200);
    },
  });
});
