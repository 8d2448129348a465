import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParam, IMAGE_COPY_WIDTHS, isAdminRole, mediaFile, videoQuality, type ImageCopyWidth } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { HttpError } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { MAX_UPLOAD_BYTES, safeFilename } from './file-types.js';
import { refuseNonMultipartBodies } from './multipart-errors.js';
import { findMedia } from './repository.js';
import { fileAtQuality, publicMediaCheck, receiveUpload } from './service.js';
import { fileResponse } from '../../lib/file-response.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['media'], [400, 404, 416]);

const mediaQuery = z
  .object({
    download: z.enum(['0', '1'], { error: 'download must be 0 or 1.' }).optional(),
    quality: videoQuality.optional(),
    width: z.enum(['320', '640'], { error: `width must be ${IMAGE_COPY_WIDTHS.join(' or ')}.` }).optional(),
    format: z.enum(['webp'], { error: 'format must be webp.' }).optional(),
  })
  .strict();
/**
 * Shown in the page rather than saved. PDFs stay among them: the document lesson frames the PDF
 * on wide screens and opens it in a tab. `?download=1` (the download link) always saves it, and
 * every uploaded PDF was checked for script and embedded files on upload.
 */
const INLINE = /^(video\/|audio\/|application\/pdf|image\/(png|jpeg|webp)|text\/vtt)/;

/** Media files: read by anyone when a published course uses them (administrators read all), uploaded by administrators. */
export const mediaRoutes = defineRoutes(async (app) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  refuseNonMultipartBodies(app);
  const publicMedia = publicMediaCheck(app.db);
  app.publicCache.onInvalidate(publicMedia.forget);

  app.get('/v1/media/:id', {
    config: { access: 'public' },
    schema: schema(
      'media.get',
      'A media file (video, captions, PDF, image) with HTTP range requests: 206 with Content-Range, 416 for a range past the end',
      {
        description:
          'Public when a published course uses the file; administrators see every file. `?download=1` asks to save it. ' +
          '`?quality=240p|360p` asks for a smaller copy of a video: sent when one was made (an MP4), else the original; ' +
          '`original` (or no quality) is the file as uploaded. A picture (PNG, JPEG, WebP) is kept without its metadata (EXIF, ' +
          'XMP, IPTC), upright; `?width=320|640` asks for a smaller copy of it, in its own format or with `format=webp` in WebP: ' +
          'sent when one was made (none is made wider than the picture), else the picture itself. ' +
          'Every answer carries an ETag: `If-None-Match` with it gets 304, ' +
          'and `If-Range` with another one gets the whole file. Every process serving the database serves every file.',
        params: idParam,
        querystring: mediaQuery,
        answers: {
          200: fileResponse('application/octet-stream', 'The whole file, with its own content type'),
          206: fileResponse('application/octet-stream', 'The requested range of the file'),
        },
      },
    ),
    handler: async (request, reply) => {
      const row = await findMedia(app.db, request.params.id);
      const admin = isAdminRole(request.currentUser?.role);
      if (!row || (!admin && !(await publicMedia.isPublic(row.id)))) {
        throw new HttpError(404, 'No media file has this id.', { 'cache-control': 'no-store' });
      }
      const { quality, width, format } = request.query;
      const { file, standIn } = await fileAtQuality(
        app.db,
        row,
        quality,
        width ? { width: Number(width) as ImageCopyWidth, format } : undefined,
      );
      // The body is a file stream, not a schema-typed envelope.
      const out = reply as unknown as FastifyReply;
      const name = safeFilename(file.filename);
      const disposition = request.query.download === '1' || !INLINE.test(file.contentType) ? 'attachment' : 'inline';
      out
        .header('content-type', file.contentType)
        // Ids are never reused and files never change: cache them for a year. An original standing
        // in for a copy not made yet is kept an hour only: the same URL will then send the copy.
        .header('cache-control', `${admin ? 'private' : 'public'}, ${standIn ? 'max-age=3600' : 'max-age=31536000, immutable'}`)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `${disposition}; filename="${name}"`)
        // The file is shown in the player (a frame of our own pages at most) and runs nothing.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'")
        .header('x-frame-options', 'SAMEORIGIN');
      return sendStoredFile(request, out, app.mediaStore, {
        key: file.storagePath,
        sizeBytes: file.sizeBytes,
        missingMessage: 'No media file has this id.',
      });
    },
  });

  app.post('/v1/media', {
    config: { access: 'admin' },
    schema: schema('media.upload', 'Upload a media file (administrators): multipart/form-data with one field `file`', {
      description:
        'Accepted: MP4/WebM video up to 50 MB, PDF up to 10 MB, WebVTT captions and PNG/JPEG/WebP images up to 1 MB each. ' +
        'The extension and the first bytes must agree; SVG is refused. A picture is kept without its metadata, upright, with ' +
        'copies 320 and 640 pixels wide in WebP and in its own format (`sizeBytes` is what is kept); one whose data cannot be ' +
        'decoded is refused (415).',
      data: mediaFile,
      created: true,
      errors: [400, 401, 403, 413, 415],
    }),
    handler: async (request, reply) => {
      const row = await receiveUpload(app.db, app.mediaStore, request, signedInUser(request).id, app.videoVariants);
      return sendData(
        reply,
        { id: row.id, url: `/v1/media/${row.id}`, contentType: row.contentType, sizeBytes: row.sizeBytes, filename: row.filename },
        'File uploaded',
        201,
      );
    },
  });
});
