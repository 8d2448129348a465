import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { mapTilesArchiveParams, mapTilesStatus } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { fileResponse } from '../../lib/file-response.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { sendData } from '../../lib/reply.js';
import { routeSchemas } from '../../lib/route-schema.js';
import { sendStoredFile } from '../../lib/stored-file-reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { currentArchive, DEFAULT_MAP_TILES_MAX_BYTES, NOT_MULTIPART, receiveArchive, removeArchive, storedArchive } from './service.js';

const schema = routeSchemas(['map tiles'], [400, 401, 403, 404]);

const READERS =
  'Everyone who reviews field practicals (administrators, and organization managers and trainers that have an organization); ' +
  'learners are refused with 403.';

/**
 * The base map of the district under a practical's place on the review page: one PMTiles
 * archive for the installation, loaded and removed by administrators, read by reviewers in byte
 * ranges. Without one, the review page draws its plain map.
 */
export const mapTilesRoutes = defineRoutes<{ maxBytes?: number }>(async (app, options) => {
  const maxBytes = options.maxBytes ?? DEFAULT_MAP_TILES_MAX_BYTES;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
  // A body of another type is refused as such, with what to send instead.
  app.addContentTypeParser('*', (_request, _payload, done) => done(new HttpError(415, NOT_MULTIPART)));

  app.get('/v1/map-tiles', {
    config: { access: 'reviewer' },
    schema: schema('mapTiles.get', 'Whether a base map is loaded, and what it covers', {
      description:
        `${READERS} \`archive\` is null when no map is loaded (the review page then draws its plain map); otherwise its file's URL ` +
        '(an API path below /api, named by the archive, so it never names other bytes), its size, what its tiles hold (`vector`, `mlt`, ' +
        '`png`, `jpeg`, `webp`, `avif`), its zooms, bounds and centre from the PMTiles header, and from its metadata the attribution ' +
        'as plain text and the ids of its vector layers. `maxUploadBytes` is the largest file an upload may be (MAP_TILES_MAX_MB).',
      data: mapTilesStatus,
      errors: [401, 403],
    }),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, { archive: await currentArchive(app.db), maxUploadBytes: maxBytes });
    },
  });

  app.get('/v1/map-tiles/archives/:archiveId', {
    config: { access: 'reviewer' },
    schema: schema('mapTiles.archive', 'The base map file (PMTiles), with HTTP range requests: 206 with Content-Range, 416 past the end', {
      description:
        `${READERS} Only the current archive's id is found (404 for a replaced or removed one). A map reader asks for the ` +
        'header and root directory, then for each tile, in byte ranges. The answer carries an ETag (`If-None-Match` gets 304; ' +
        '`If-Range` with another tag gets the whole file) and may be kept by the browser for a year: the URL never names other bytes.',
      params: mapTilesArchiveParams,
      answers: {
        200: fileResponse('application/vnd.pmtiles', 'The whole archive'),
        206: fileResponse('application/vnd.pmtiles', 'The requested range of the archive'),
      },
      errors: [400, 401, 403, 404, 416],
    }),
    handler: async (request, reply) => {
      const row = await storedArchive(app.db, request.params.archiveId);
      if (!row) throw new HttpError(404, 'No base map has this id: it was replaced or removed.', { 'cache-control': 'no-store' });
      // The body is a file stream, not a schema-typed envelope.
      const out = reply as unknown as FastifyReply;
      out
        .header('content-type', 'application/vnd.pmtiles')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'attachment; filename="base-map.pmtiles"')
        .header('content-security-policy', "default-src 'none'");
      return sendStoredFile(request, out, app.mediaStore, {
        key: row.storageKey,
        sizeBytes: row.sizeBytes,
        missingMessage: 'The base map file is missing from the media store.',
      });
    },
  });

  app.put('/v1/map-tiles', {
    config: { access: 'admin', audit: { action: 'map-tiles.replace', targetType: 'map-tiles' } },
    schema: schema(
      'mapTiles.upload',
      'Load the base map (administrators): a PMTiles file in the multipart field `file`, in place of any other',
      {
        description:
          `A PMTiles archive of version 3, of vector (MVT or MLT) or picture (PNG, JPEG, WebP, AVIF) tiles, at most ${
            maxBytes / (1024 * 1024)
          } MB here (MAP_TILES_MAX_MB; 413 MAP_TILES_TOO_LARGE, refused as soon as the body says or grows past it, and nothing is kept). ` +
          'It is judged by its content, not its name: an MBTiles file is refused with 400 MAP_TILES_MBTILES (convert it with ' +
          '`pmtiles convert`), anything else that is not PMTiles 3 with 400 MAP_TILES_NOT_PMTILES, and a header that is not sound (an ' +
          'unknown tile type, brotli or zstd compression, zooms out of order or past 26, bounds that are no box on the Earth, sections ' +
          'outside the file) with 400 MAP_TILES_BAD_HEADER naming the part in `errorParams.problem`. The archive is kept privately in ' +
          'the media store; the one it replaces is deleted. Answers the new archive as `GET /v1/map-tiles` does.',
        data: mapTilesStatus,
        errors: [400, 401, 403, 413, 415],
      },
    ),
    handler: async (request, reply) => {
      const archive = await receiveArchive({
        db: app.db,
        store: app.mediaStore,
        request,
        userId: signedInUser(request).id,
        maxBytes,
      });
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, { archive, maxUploadBytes: maxBytes }, 'Base map loaded');
    },
  });

  app.delete('/v1/map-tiles', {
    config: { access: 'admin', audit: { action: 'map-tiles.remove', targetType: 'map-tiles' } },
    schema: schema('mapTiles.remove', 'Remove the base map (administrators): the review page draws its plain map again', {
      description: 'Deletes the archive and its file. 404 when no map is loaded.',
      data: mapTilesStatus,
      errors: [401, 403, 404],
    }),
    handler: async (_request, reply) => {
      if (!(await removeArchive(app.db, app.mediaStore))) throw notFound('No base map is loaded.');
      reply.header('cache-control', 'private, no-store');
      return sendData(reply, { archive: null, maxUploadBytes: maxBytes }, 'Base map removed');
    },
  });
});
