import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AUDIO_FORMATS, learningLessonParams } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { fileResponse } from '../../lib/file-response.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { audioForCaller } from './service.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['learning'], [400, 401, 403, 404, 416]);

const audioParams = learningLessonParams.extend({
  language: z.string().regex(/^[a-z]{2,3}$/, { error: 'language must be a language code such as en or hi.' }),
});
/**
 * `v`: the start of the hash of the text the audio was made from, as the player's address gives
 * it. `format`: the file's format, MP3 unless asked.
 */
const audioQuery = z
  .object({
    v: z
      .string()
      .regex(/^[0-9a-f]{8,64}$/, { error: 'v must be 8 to 64 hexadecimal digits.' })
      .optional(),
    format: z.enum(['mp3', 'opus'], { error: 'format must be mp3 or opus.' }).default('mp3'),
  })
  .strict();

/** Both formats a reading is sent in. */
const audioFile = (description: string) => {
  const [mp3, opus] = [fileResponse(AUDIO_FORMATS.mp3, description), fileResponse(AUDIO_FORMATS.opus, description)];
  return { description, content: { ...mp3.content, ...opus.content } };
};

/** A text lesson read aloud, for the learners who may read the lesson (and administrators). */
export const lessonAudioRoutes = defineRoutes((app) => {
  app.get('/v1/courses/:id/lessons/:lessonId/audio/:language', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.lessonAudio',
      'A text lesson read aloud in one language (an MP3, or with `format=opus` Opus in Ogg), with HTTP range requests: 206 with Content-Range, 416 past the end',
      {
        description:
          'For learners enrolled in the published course (any of its text lessons: a downloaded course holds them all) and administrators ' +
          "(any course): 403 otherwise. 404 when the lesson has no audio in the language yet. The player's text lesson lists the address of " +
          'each with `?v=` naming the text it was made from: with the current `v` the file is kept for a year, without it (or with an old one) ' +
          'the current file is sent and not kept. `format=opus` answers 404 until the Opus copy is made (the lesson lists it once it is).',
        params: audioParams,
        querystring: audioQuery,
        answers: { 200: audioFile('The whole file'), 206: audioFile('The requested range of the file') },
      },
    ),
    handler: async (request, reply) => {
      const { id, lessonId, language } = request.params;
      const { v, format } = request.query;
      const { row, file } = await audioForCaller(app.db, signedInUser(request), { idOrSlug: id, lessonId, language, format });
      const current = v !== undefined && row.textHash.startsWith(v);
      // The body is a file stream, not a schema-typed envelope.
      const out = reply as unknown as FastifyReply;
      out
        .header('content-type', AUDIO_FORMATS[format])
        // Personal (for the enrolled); an address naming its text never changes content, so it is kept for a year.
        .header('cache-control', current ? 'private, max-age=31536000, immutable' : 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="lesson-${language}.${format}"`)
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
      return sendStoredFile(request, out, app.mediaStore, {
        key: file.storagePath,
        sizeBytes: file.sizeBytes,
        missingMessage: 'This lesson has no audio in this language.',
      });
    },
  });
});
