import cookie from '@fastify/cookie';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Db } from './db/client.js';
import { DatabaseMediaStore } from './db/media-database-store.js';
import { FolderMediaStore } from './lib/media-folder-store.js';
import type { MediaStore } from './lib/media-store.js';
import { withSeededAssets } from './lib/seeded-media.js';
import type { SpeechTools } from './lib/speech-synthesis.js';
import type { VideoTools } from './lib/video-variants.js';
import { ChangeFeed } from './lib/change-feed.js';
import type { Exclusive } from './db/exclusive.js';
import { inThisProcessOnly } from './db/exclusive.js';
import { createMailer } from './lib/mail/mailer.js';
import { PublicCache } from './lib/public-cache.js';
import { publicOrigin } from './lib/public-origin.js';
import { accountRoutes } from './modules/account/routes.js';
import { alertRoutes } from './modules/alerts/routes.js';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy.js';
import { auditLogRoutes } from './modules/audit-log/routes.js';
import type { SignInLimits } from './throttling/sign-in-throttle.js';
import { authRoutes } from './modules/auth/routes.js';
import { certificateRoutes } from './modules/certificates/routes.js';
import { contactRoutes } from './modules/contact/routes.js';
import { courseAdminRoutes } from './modules/course-admin/routes.js';
import { courseRoutes } from './modules/courses/routes.js';
import { demoModeRoutes } from './modules/demo-mode/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { jobRoutes } from './modules/jobs/routes.js';
import { JobRunner, type JobRunnerOptions } from './modules/jobs/runner.js';
import type { JobQueue } from './modules/jobs/service.js';
import { learningRoutes } from './modules/learning/routes.js';
import { learnerImportRoutes } from './modules/learner-import/routes.js';
import { lessonAudioRoutes } from './modules/lesson-audio/routes.js';
import { lessonAudioJobs, type LessonAudioQueue } from './modules/lesson-audio/jobs.js';
import { mapTilesRoutes } from './modules/map-tiles/routes.js';
import { mediaRoutes } from './modules/media/routes.js';
import { videoCopyJobs, type VideoVariants } from './modules/media/variants.js';
import { imageCopyJobs, type ImageCopies } from './modules/media/image-variants.js';
import { offlinePackageRoutes } from './modules/offline-package/routes.js';
import { organizationRoutes } from './modules/organizations/routes.js';
import { passwordResetRoutes } from './modules/password-reset/routes.js';
import { practicalReviewRoutes } from './modules/practicals/review-routes.js';
import { practicalRoutes } from './modules/practicals/routes.js';
import { practicalUploadRoutes } from './modules/practicals/upload-routes.js';
import { purgeIdleUploads } from './modules/practicals/uploads.js';
import { reportRoutes } from './modules/reports/routes.js';
import { syncRoutes } from './modules/sync/routes.js';
import { batchRoutes } from './modules/batches/routes.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { progressRoutes } from './modules/progress/routes.js';
import { translationRoutes } from './modules/translations/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { secondFactorRoutes } from './modules/second-factor/routes.js';
import { deleteExpiredChallenges } from './modules/second-factor/service.js';
import { auditPlugin } from './plugins/audit.js';
import { authPlugin, type DeclaredRoute } from './plugins/auth.js';
import { refusalRecorder } from './plugins/security-events.js';
import { registerErrorHandling } from './plugins/errors.js';
import { loggerOptions, type LogStream } from './plugins/logging.js';
import { registerNoStore } from './plugins/no-store.js';
import { registerOpenApi } from './plugins/openapi.js';
import { sameSitePlugin } from './plugins/same-site.js';
import { schedulePurge } from './plugins/scheduled-purge.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerUnreadBodies } from './plugins/unread-bodies.js';
import { registerWebApp } from './plugins/web-app.js';
import type { SessionPolicy } from './sessions/policy.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The database for heavy reads (reports, exports): a small share of connections, with a time limit. */
    heavyDb: Db;
    publicCache: PublicCache;
    /** Where the bytes of uploaded and generated media are kept and read (seeded files among them). */
    mediaStore: MediaStore;
    /** Word of changes for every cache, from this process and the others on the same database. */
    changeFeed: ChangeFeed;
    /** Work done by one process at a time among those sharing the database. */
    exclusive: Exclusive;
    /** Whether this process should be sent requests (readiness); false once it is shutting down. */
    readiness: { draining: boolean; migrationsApplied: () => Promise<boolean> };
    /** The time now: sessions, throttling, watched time and quiz waits read the clock here, so tests can move it. */
    now: () => Date;
    /** Makes the videos' smaller copies in the background; `idle()` settles when none is being made. */
    videoVariants: VideoVariants;
    imageCopies: ImageCopies;
    /** Reads text lessons aloud in the background; `idle()` settles when none is being made. */
    lessonAudio: LessonAudioQueue;
    /** The durable queue of work done after the request: email, lesson audio, video copies. */
    jobs: JobQueue;
    /** The origin of every link the server hands out (email, certificates): see lib/public-origin.ts. */
    publicOrigin: () => string;
    /** Seals and opens the TOTP secrets of two-step sign-in (AES-256-GCM, 32 bytes). */
    secondFactorKey: Buffer;
  }
}

export type BuildAppOptions = {
  db: Db;
  /** Where heavy reads go (see Database.heavyDb); `db` when not given. */
  heavyDb?: Db;
  databaseKind: 'pglite' | 'postgres';
  logLevel?: string;
  /** Where log lines go; standard output when not given. */
  logStream?: LogStream;
  webDist?: string;
  trustProxy?: TrustProxy;
  sessionPolicy?: SessionPolicy;
  signInLimits?: SignInLimits;
  /** Word of changes between processes; an in-process feed when not given (one process, or a test). */
  changeFeed?: ChangeFeed;
  /** Runs work in one process at a time (PostgreSQL advisory locks); simply runs it when not given. */
  exclusive?: Exclusive;
  /** Whether every migration is applied (readiness); yes when not given. */
  migrationsApplied?: () => Promise<boolean>;
  /** How often ended sessions and stale throttling counters are deleted (hourly by default). */
  purgeEveryMs?: number;
  /** The clock of sessions, throttling, watched video time and quiz waits; tests pass one they can move on. */
  now?: () => Date;
  /**
   * Where uploaded and generated media are kept: in the database on PostgreSQL (every process
   * serving it reads them), else in `mediaDir` (a fresh temporary folder when not given).
   */
  mediaStore?: MediaStore;
  mediaDir?: string;
  /**
   * Make 240p and 360p copies of videos (with ffmpeg, in the background) after uploads and at
   * start-up. Off unless asked (JAL_VIDEO_VARIANTS turns it on for the server), so that test apps
   * do not each start encoding the seeded video.
   */
  videoVariants?: boolean;
  /**
   * Read text lessons aloud (with espeak-ng and ffmpeg, in the background) when a course is
   * edited or published, and at start-up. Off unless asked (JAL_LESSON_AUDIO turns it on for the
   * server), so that test apps do not each start reading the seeded courses.
   */
  lessonAudio?: boolean;
  /** Finds ffmpeg for the video copies (tests pass one that finds nothing). */
  findVideoTools?: () => Promise<VideoTools | null>;
  /** Finds espeak-ng and ffmpeg for lesson audio (tests pass one that finds nothing). */
  findSpeechTools?: () => Promise<SpeechTools | null>;
  /** With lessonAudio on, whether start-up reads aloud the published lessons without audio (yes unless false). */
  lessonAudioAtStartup?: boolean;
  /**
   * Account email: through SMTP_URL's server, else written to `dataDir`/outbox (a temporary folder
   * when not given); `from` is MAIL_FROM.
   */
  mail?: { smtpUrl?: string; dataDir?: string; from?: string };
  /**
   * PUBLIC_URL: the origin of every link in email and on certificates. Without it (demo mode), the
   * address the server listens on (http://localhost:PORT); never the request's Host header.
   */
  publicUrl?: string;
  /**
   * The key that seals TOTP secrets (SECOND_FACTOR_KEY, or DATA_DIR/second-factor.key); a random
   * one when not given, good for the life of the app (tests).
   */
  secondFactorKey?: Buffer;
  /** The job queue's timings (tests shorten the waits between tries). */
  jobs?: Pick<JobRunnerOptions, 'pollMs' | 'leaseMs' | 'retryBaseMs' | 'retryMaxMs' | 'closeGraceMs'>;
  /** The largest base map (PMTiles) an administrator may upload, in bytes (MAP_TILES_MAX_MB; 512 MB when not given). */
  mapTilesMaxBytes?: number;
  /** Told of every route as it is registered, with who may call it (the permission matrix lists them so). */
  onRoute?: (route: DeclaredRoute) => void;
};

/** The database on PostgreSQL, so that every process serves every file; a folder of this machine on the embedded database. */
function defaultMediaStore(options: BuildAppOptions): MediaStore {
  if (options.databaseKind === 'postgres') return new DatabaseMediaStore(options.db);
  return new FolderMediaStore(options.mediaDir ?? mkdtempSync(join(tmpdir(), 'jal-media-')));
}

/** Builds the whole server as a plugin tree; listening is server.ts's job, so tests use inject(). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  app.decorate('heavyDb', options.heavyDb ?? options.db);
  app.decorate('changeFeed', options.changeFeed ?? new ChangeFeed());
  app.decorate('publicCache', new PublicCache(app.changeFeed));
  app.decorate('exclusive', options.exclusive ?? inThisProcessOnly);
  app.decorate('readiness', { draining: false, migrationsApplied: options.migrationsApplied ?? (() => Promise.resolve(true)) });
  app.decorate('mediaStore', withSeededAssets(options.mediaStore ?? defaultMediaStore(options)));
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('secondFactorKey', options.secondFactorKey ?? randomBytes(32));
  app.decorate(
    'publicOrigin',
    publicOrigin(options.publicUrl, () => app.server.address()),
  );
  const jobs = new JobRunner({
    db: options.db,
    log: app.log,
    exclusive: app.exclusive,
    changeFeed: app.changeFeed,
    soleProcess: options.databaseKind === 'pglite',
    ...options.jobs,
  });
  app.decorate('jobs', jobs);
  const media = { db: options.db, jobs, mediaStore: app.mediaStore, log: app.log };
  app.decorate('videoVariants', videoCopyJobs({ ...media, enabled: options.videoVariants ?? false, findTools: options.findVideoTools }));
  app.decorate('lessonAudio', lessonAudioJobs({ ...media, enabled: options.lessonAudio ?? false, findTools: options.findSpeechTools }));
  app.decorate('imageCopies', imageCopyJobs(media));
  // The copies and the audio still missing are queued at start; with several processes on one
  // database the first to start queues them (a waiting job is never queued twice) and whichever
  // is free makes them. The queue starts once every module has defined its kinds of job.
  app.addHook('onReady', async () => {
    try {
      await app.videoVariants.addMissing();
      await app.imageCopies.addMissing();
      if (options.lessonAudioAtStartup !== false) await app.lessonAudio.addMissing();
    } catch (error) {
      app.log.error({ err: error }, 'could not queue the missing video copies and lesson audio');
    }
    await jobs.start();
  });

  const mailer = createMailer({
    smtpUrl: options.mail?.smtpUrl,
    dataDir: options.mail?.dataDir ?? join(tmpdir(), `jal-mail-${crypto.randomUUID()}`),
    from: options.mail?.from ?? 'Jal Shiksha <no-reply@localhost>',
    logger: app.log,
  });
  // The queue stops first (its jobs in progress finish or are handed back), then the mail connections close.
  app.addHook('onClose', async () => {
    await jobs.stop();
    mailer.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerNoStore(app);
  registerUnreadBodies(app);
  await app.register(cookie);
  // Before any route: it checks that each one declares who may call it.
  await app.register(authPlugin, { onRoute: options.onRoute, sessionPolicy: options.sessionPolicy });
  // After the access check: a state change sent with the session cookie must come from the site's own pages.
  await app.register(sameSitePlugin, { publicUrl: options.publicUrl });
  schedulePurge(
    app,
    [deleteExpiredChallenges, (db, now) => purgeIdleUploads(db, app.mediaStore, now).then(() => {})],
    options.purgeEveryMs,
  );
  // Every successful change from the dashboard leaves an entry in the audit log.
  await app.register(auditPlugin);
  // Every refusal (403) leaves a security event.
  await app.register(refusalRecorder);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { databaseKind: options.databaseKind });
      await api.register(jobRoutes);
      await api.register(authRoutes, { signInLimits: options.signInLimits });
      await api.register(secondFactorRoutes, { signInLimits: options.signInLimits });
      await api.register(passwordResetRoutes, { mailer });
      // Notices are emailed only through a real mail server: the outbox folder is for account email.
      const notificationMailer = options.mail?.smtpUrl ? { mailer, origin: app.publicOrigin } : null;
      await api.register(learnerImportRoutes, { mailer, sendInvitations: !!options.mail?.smtpUrl, notices: notificationMailer });
      await api.register(learningRoutes, { mailer: notificationMailer });
      await api.register(syncRoutes, { mailer: notificationMailer });
      const modulesWithoutOptions = [
        courseRoutes,
        translationRoutes,
        alertRoutes,
        contactRoutes,
        lessonAudioRoutes,
        certificateRoutes,
        mediaRoutes,
        courseAdminRoutes,
        organizationRoutes,
        userRoutes,
        accountRoutes,
        reportRoutes,
        demoModeRoutes,
        auditLogRoutes,
      ];
      for (const routes of modulesWithoutOptions) await api.register(routes);
      await api.register(offlinePackageRoutes, { webDist: options.webDist });
      await api.register(batchRoutes, { mailer: notificationMailer });
      await api.register(notificationRoutes, { mailer: notificationMailer });
      await api.register(progressRoutes);
      await api.register(practicalRoutes);
      await api.register(practicalUploadRoutes);
      await api.register(practicalReviewRoutes, { mailer: notificationMailer });
      await api.register(mapTilesRoutes, { maxBytes: options.mapTilesMaxBytes });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDist);
  return app;
}
