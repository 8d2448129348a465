import { loadSecondFactorKey } from './modules/second-factor/key.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { serveBackups } from './backup-archive.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { FolderMediaStore } from './lib/media-folder-store.js';
import { migrationsCheck } from './db/migrations-applied.js';
import { CHANGE_CHANNEL, ChangeFeed, listenOnPostgres } from './lib/change-feed.js';
import { closeWithin } from './lib/close-within.js';
import { countOwnSuperAdmins } from './modules/demo-mode/repository.js';
import { publicDemoAccounts } from './modules/demo-mode/service.js';
import { seedOnStart } from './seed/start.js';

async function main() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  } else {
    releaseLock = acquireDataDirLock(config.dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  }
  // Processes started together on an empty database seed it once: the others wait, then find it seeded.
  const seeded = await database.exclusive('seed', () => seedOnStart(database.db, { seed: config.seed, demo: config.demo }));
  if (seeded?.demoEnded) {
    console.log('DEMO=false: demo mode is off for good: no demo account will be created, and any there was is now disabled.');
  }

  // On PostgreSQL the media are kept in the database (buildApp's choice); here, in DATA_DIR/media.
  const mediaFolder = database.kind === 'pglite' ? new FolderMediaStore(join(config.dataDir, 'media')) : undefined;
  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const changeFeed = new ChangeFeed();
  const app = await buildApp({
    db: database.db,
    heavyDb: database.heavyDb,
    databaseKind: database.kind,
    changeFeed,
    exclusive: database.exclusive,
    migrationsApplied: migrationsCheck(database.db),
    logLevel: config.logLevel,
    webDist,
    trustProxy: config.trustProxy,
    sessionPolicy: config.sessionPolicy,
    mediaStore: mediaFolder,
    videoVariants: config.videoVariants,
    lessonAudio: config.lessonAudio,
    mail: { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom },
    publicUrl: config.publicUrl,
    secondFactorKey: loadSecondFactorKey(config.dataDir, config.secondFactorKey),
  });

  let stopBackups = async () => {};
  // Every process on one PostgreSQL database hears the others' changes, so no cache outlives a write.
  const { notify } = database;
  if (notify) {
    await listenOnPostgres(changeFeed, {
      url: config.databaseUrl ?? '',
      notify: (message) => notify(CHANGE_CHANNEL, message),
      log: app.log,
    });
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 at once, so a load balancer sends no new requests here; those in
    // flight get SHUTDOWN_DRAIN_MS to finish before their connections are cut.
    app.readiness.draining = true;
    app.log.info(`${signal} received: finishing requests in flight (at most ${config.shutdownDrainMs} ms), then closing the database`);
    try {
      await stopBackups();
      await closeWithin(app, config.shutdownDrainMs);
      await changeFeed.close();
      await database.checkpoint();
      await database.close();
    } finally {
      releaseLock();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (mediaFolder) stopBackups = await serveBackups(config.dataDir, { database, media: mediaFolder }, (message) => app.log.warn(message));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const demo = await publicDemoAccounts(database.db);
  console.log(
    `\nJal Shiksha is running at http://localhost:${port}\n  Database: ${where}\n  API docs: http://localhost:${port}/api/docs\n` +
      (demo.active ? `  Demo accounts: listed on http://localhost:${port}/signin\n` : ''),
  );
  if (demo.active) {
    const who = demo.accounts.some((account) => account.role === 'SUPER_ADMIN') ? 'as super admin' : 'with the demo accounts';
    console.warn(
      `WARNING: demo mode is on: anyone can sign in ${who} with the password published on the sign-in page. ` +
        'End it from the dashboard (Demo mode) once you have a super admin account of your own, or restart with DEMO=false.',
    );
  } else if ((await countOwnSuperAdmins(database.db)) === 0) {
    console.log('  No super admin account yet: create one with npm run create-admin -- --email you@example.org --name "Your Name"\n');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
