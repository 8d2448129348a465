import cookie from '@fastify/cookie';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/client.js';
import { PublicCache } from './lib/public-cache.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { LoginThrottle } from './modules/auth/login-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { courseAdminRoutes } from './modules/course-admin/routes.js';
import { courseRoutes } from './modules/courses/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { learningRoutes } from './modules/learning/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { translationRoutes } from './modules/translations/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { authPlugin, type DeclaredRoute } from './plugins/auth.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWebApp } from './plugins/web-app.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    publicCache: PublicCache;
    /** Where uploaded media files are kept (DATA_DIR/media when served). */
    mediaDir: string;
  }
}

export type BuildAppOptions = {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  logLevel?: string;
  webDist?: string;
  trustProxy?: false | string[];
  loginThrottle?: LoginThrottle;
  /** Folder of uploaded media; a fresh temporary folder when not given. */
  mediaDir?: string;
  /** Told of every route as it is registered, with who may call it (the permission matrix lists them so). */
  onRoute?: (route: DeclaredRoute) => void;
  /** The clock of watched video time and quiz waits; tests pass one they can move on. */
  now?: () => Date;
};

/** Builds the whole server as a plugin tree; listening is server.ts's job, so tests use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info' },
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('publicCache', new PublicCache());
  app.decorate('mediaDir', options.mediaDir ?? mkdtempSync(join(tmpdir(), 'jal-media-')));

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  // Before any route: it checks that each one declares who may call it.
  await app.register(authPlugin, { onRoute: options.onRoute });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { databaseKind: options.databaseKind });
      await api.register(authRoutes, { throttle: options.loginThrottle });
      await api.register(courseRoutes);
      await api.register(translationRoutes);
      await api.register(alertRoutes);
      await api.register(contactRoutes);
      await api.register(learningRoutes, { now: options.now });
      await api.register(certificateRoutes);
      await api.register(mediaRoutes);
      await api.register(courseAdminRoutes);
      await api.register(organizationRoutes);
      await api.register(userRoutes);
      await api.register(reportRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDist);
  return app;
}
