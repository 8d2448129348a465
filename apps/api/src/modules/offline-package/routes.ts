import { learningCourseParams, offlinePackage, offlinePackageQuery } from '@jal/contracts';
import { defineRoutes } from '../../lib/define-routes.js';
import { sendData } from '../../lib/reply.js';
import { signedInUser } from '../../plugins/auth.js';
import { cachedOutlines } from '../learning/service.js';
import { buildOfflinePackage, type OfflinePackageDeps } from './service.js';
import { WebPages } from './web-pages.js';
import { routeSchemas } from '../../lib/route-schema.js';

const schema = routeSchemas(['learning'], [400, 401, 403, 404]);

/** The web build served beside the API (its pages and images are part of a package); none in tests. */
export type OfflinePackageOptions = { webDist?: string };

/** What to download to learn a course without a network (enrolled learners). */
export const offlinePackageRoutes = defineRoutes<OfflinePackageOptions>((app, options) => {
  const deps: OfflinePackageDeps = {
    db: app.db,
    outline: cachedOutlines(app.db, app.publicCache),
    pages: new WebPages(app, options.webDist),
    // The app's clock: tests move it on to see that the first download time is kept.
    now: app.now,
  };

  app.get('/v1/courses/:id/offline', {
    config: { access: 'signed-in' },
    schema: schema(
      'learning.offlinePackage',
      'Every file to download to learn a course offline (by id or slug), with sizes and versions, at a video quality',
      {
        description:
          'For learners enrolled in the published course (403 otherwise). Items are same-origin URLs (API paths start with /api/): ' +
          'the course and lesson pages, the course state, each lesson, its video at the quality asked for (the original when no ' +
          "smaller copy was made) in the `language` asked for when the lesson has a copy spoken in it, captions, documents, text lessons' " +
          "figures, the text lessons' audio and the course image (its smallest copy when one was made). Each is sized as it travels " +
          "to this browser: files exactly, pages and the web app's files as the server sends them with this request's " +
          'Accept-Encoding (compressed), JSON estimated. A text lesson is read aloud in the language the player shows it in (the ' +
          '`language` asked for when the lesson is written in it, else English; every language without `language`) and in the one ' +
          '`audio` format the browser plays: `opus` lists the Opus file (the MP3 while its Opus copy is still being made), `mp3` ' +
          '(the default) the MP3. ' +
          "An item's version changes whenever its content does, and the package's version whenever any item's does. " +
          '`sizes` gives the total at every quality. The first download time is recorded and returned as `downloadedAt`; ' +
          '`purpose=sizes` (a look at the sizes before choosing) records nothing and gives `downloadedAt` only when the course was downloaded before.',
        params: learningCourseParams,
        querystring: offlinePackageQuery,
        data: offlinePackage,
      },
    ),
    handler: async (request, reply) => {
      const { quality, purpose, language, audio } = request.query;
      const { cookie, authorization } = request.headers;
      const encodings = request.headers['accept-encoding'];
      const data = await buildOfflinePackage(
        deps,
        signedInUser(request),
        request.params.id,
        { quality, purpose, language, audio },
        {
          ...(cookie ? { cookie } : {}),
          ...(authorization ? { authorization } : {}),
          ...(typeof encodings === 'string' ? { 'accept-encoding': encodings } : {}),
        },
      );
      // Personal (it records the learner's download): never kept by a shared cache.
      return sendData(reply.header('cache-control', 'private, no-store'), data);
    },
  });
});
