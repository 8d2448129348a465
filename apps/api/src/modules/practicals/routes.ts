import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import {
  learningLessonParams,
  PRACTICAL_LIMITS,
  practicalFileParams,
  practicalPhotoParams,
  practicalPhotoQuery,
  practicalSubmission,
  practicalSubmissionList,
  envelope,
} from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { fileResponse } from '../../lib/file-response.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { learningDeps } from '../learning/service.js';
import { definePracticalFileDeletion, listOwnSubmissions, submissionFile, submitPractical, type PracticalDeps } from './service.js';

const schema = routeSchemas(['practicals'], [400, 401, 403, 404]);

/** Field practicals: a learner sends what the practical asks for and lists what they sent; its files are served to those who may see them. */
export const practicalRoutes = defineRoutes(async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(PRACTICAL_LIMITS.photoBytes, PRACTICAL_LIMITS.voiceNoteBytes),
      files: PRACTICAL_LIMITS.photos + 1,
      fields: 1,
      parts: PRACTICAL_LIMITS.photos + 2,
      fieldSize: 64 * 1024,
    },
  });
  const deps: PracticalDeps = { db: app.db, store: app.mediaStore, learning: learningDeps(app), now: app.now };
  // An erased account's files are deleted by the queue, in whichever process takes the job.
  definePracticalFileDeletion(app.jobs, app.mediaStore);

  app.post('/v1/courses/:id/lessons/:lessonId/practical-submissions', {
    config: { access: 'signed-in' },
    schema: schema('practicals.submit', 'Send a field practical: photos, a voice note, numbers and the place, as multipart/form-data', {
      description:
        'For the learner enrolled in the course, once the lesson is open. Parts: `submission` (JSON: idempotencyKey, submittedAt and sentAt ' +
        "on the phone's clock with its offset, timeZoneOffsetMinutes, place {latitude, longitude, accuracyMetres, capturedAt} or null, " +
        'numbers [{id, value}]), then one `photo` part per photo in the order the lesson asks (JPEG, PNG or WebP, checked by content, ' +
        `at most ${PRACTICAL_LIMITS.photoBytes / 1048576} MB and 16 megapixels each), and \`voiceNote\` (WebM, Ogg, MP4, WAV or MP3, at most ` +
        `${PRACTICAL_LIMITS.voiceNoteBytes / 1048576} MB and the lesson's seconds). Photos are stored re-encoded as JPEG (at most 1600 px, and a ` +
        "320 px thumbnail) without metadata; their EXIF time and place are kept as data. The voice note is stored as Opus. Phone times are moved onto the server's clock by " +
        "the difference between `sentAt` and the server's clock on arrival. Nothing is stored unless every part is valid. The same idempotencyKey " +
        "answers the first submission (200). `signals` say what deserves a reviewer's look: the place against the accuracy and area asked, " +
        "the photos' times, photos sent before, and other learners at the same spot within minutes.",
      params: learningLessonParams,
      data: practicalSubmission,
      answers: { 201: envelope(practicalSubmission) },
      errors: [400, 401, 403, 404, 413, 415],
    }),
    handler: async (request, reply) => {
      const { created, submission } = await submitPractical(
        deps,
        signedInUser(request),
        request.params.id,
        request.params.lessonId,
        request,
      );
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, submission, created ? 'Practical sent' : 'Already received', created ? 201 : 200);
    },
  });

  app.get('/v1/courses/:id/lessons/:lessonId/practical-submissions', {
    config: { access: 'signed-in' },
    schema: schema('practicals.listOwn', "The caller's submissions of a field practical, the latest first, with their state and signals", {
      params: learningLessonParams,
      data: practicalSubmissionList,
    }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, await listOwnSubmissions(deps, signedInUser(request), request.params.id, request.params.lessonId));
    },
  });

  const sendFile = async (
    request: Parameters<typeof sendStoredFile>[0],
    reply: FastifyReply,
    file: Awaited<ReturnType<typeof submissionFile>>,
  ) => {
    reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `inline; filename="${file.filename}"`)
      .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
    return sendStoredFile(request, reply, app.mediaStore, {
      key: file.key,
      sizeBytes: file.sizeBytes,
      missingMessage: 'No practical submission file has this id.',
    });
  };

  app.get('/v1/practical-submissions/:submissionId/photos/:photoId', {
    config: { access: 'signed-in' },
    schema: schema(
      'practicals.photo',
      "A submission's photo: the stored JPEG (at most 1600 px) or `size=thumbnail` (320 px), without metadata",
      {
        description:
          "Served to the learner who sent it, administrators and the managers of the learner's organization; 404 for anyone else.",
        params: practicalPhotoParams,
        querystring: practicalPhotoQuery,
        answers: { 200: fileResponse('image/jpeg', 'The photo'), 206: fileResponse('image/jpeg', 'The requested range of the photo') },
        errors: [400, 401, 404, 416],
      },
    ),
    handler: async (request, reply) => {
      const file = await submissionFile(app.db, signedInUser(request), request.params.submissionId, {
        photoId: request.params.photoId,
        thumbnail: request.query.size === 'thumbnail',
      });
      return sendFile(request, reply, file);
    },
  });

  app.get('/v1/practical-submissions/:submissionId/voice-note', {
    config: { access: 'signed-in' },
    schema: schema('practicals.voiceNote', "A submission's voice note, as Opus in Ogg", {
      description: "Served to the learner who sent it, administrators and the managers of the learner's organization; 404 for anyone else.",
      params: practicalFileParams,
      answers: {
        200: fileResponse('audio/ogg', 'The voice note'),
        206: fileResponse('audio/ogg', 'The requested range of the voice note'),
      },
      errors: [400, 401, 404, 416],
    }),
    handler: async (request, reply) => {
      const file = await submissionFile(app.db, signedInUser(request), request.params.submissionId, 'voice-note');
      return sendFile(request, reply, file);
    },
  });
});
