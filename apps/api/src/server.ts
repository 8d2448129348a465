import { loadSecondFactorKey } from './modules/second-factor/key.js';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { serveBackups } from './backup-archive.js';
import { ConfigError, loadServerConfig, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { FolderMediaStore } from './lib/media-folder-store.js';
import { migrationsCheck } from './db/migrations-applied.js';
import { CHANGE_CHANNEL, ChangeFeed, listenOnPostgres } from './lib/change-feed.js';
import { closeWithin } from './lib/close-within.js';
import { closeDataDir, closeTree, keepNewFilesPrivate } from './lib/private-files.js';
import { listeningOrigin } from './lib/public-origin.js';
import { terminalLogStream } from './plugins/logging.js';
import { publicDemoAccounts } from './modules/demo-mode/service.js';
import { countOwnSuperAdmins } from './modules/users/service.js';
import { seedDemoPracticals } from './seed/demo-practicals.js';
import { seedOnStart } from './seed/start.js';
import { unsupportedRuntime } from './lib/supported-runtime.js';

/**
 * Demo mode left on in a database, on a server others can reach that was not told DEMO=true:
 * the start stops rather than choose between serving the published password and ending demo
 * mode for good.
 */
async function refuseUnchosenDemo(database: Database, config: Config) {
  if (config.demo || config.demoSet || !(await publicDemoAccounts(database.db)).active) return;
  throw new ConfigError(
    `Demo mode is on in this database, and HOST=${config.host} is not a loopback address: anyone who can reach ` +
      'this server could sign in as super admin with the password published on its sign-in page. Choose one:\n' +
      '  DEMO=false   ends demo mode for good (its accounts are disabled; make your own super admin first with npm run create-admin)\n' +
      '  DEMO=true    serves demo mode on this address anyway\n' +
      '  HOST=127.0.0.1   serves it to this machine only',
  );
}

/** The start-up log's lines on demo mode: what it exposes, and to whom. */
function demoWarning(config: Config, port: number, withSuperAdmin: boolean): string {
  const who = withSuperAdmin ? 'as super admin' : 'with the demo accounts';
  const end = 'End it from the dashboard (Demo mode) once you have a super admin account of your own, or restart with DEMO=false.';
  if (config.loopback) return `WARNING: demo mode is on: anyone can sign in ${who} with the password published on the sign-in page. ${end}`;
  return (
    `WARNING: demo mode is on (DEMO=true) on HOST=${config.host}, which is not a loopback address: anyone who can reach ` +
    `port ${port} of this machine can sign in ${who} with the password published on its sign-in page, and then read and ` +
    `change every account, course and report. ${end}`
  );
}

async function main() {
  const oldRuntime = unsupportedRuntime(process.version, process.execPath);
  if (oldRuntime) throw new ConfigError(oldRuntime);
  keepNewFilesPrivate();
  const config = loadServerConfig();
  const dataDirWarning = closeDataDir(config.dataDir);
  if (dataDirWarning) console.warn(`WARNING: ${dataDirWarning}`);
  let releaseLock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
  } else {
    releaseLock = acquireDataDirLock(config.dataDir);
    database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
  }
  closeTree(config.dataDir);
  await refuseUnchosenDemo(database, config);
  // Processes started together on an empty database seed it once: the others wait, then find it seeded.
  const seeded = await database.exclusive('seed', () => seedOnStart(database.db, { seed: config.seed, demo: config.demo }));
  if (seeded?.demoEnded) {
    const why = config.demoSet ? 'DEMO=false' : `HOST=${config.host} is not a loopback address and DEMO is not set`;
    console.log(`${why}: demo mode is off for good: no demo account will be created, and any there was is now disabled.`);
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
    logStream: await terminalLogStream(),
    webDist,
    trustProxy: config.trustProxy,
    sessionPolicy: config.sessionPolicy,
    mediaStore: mediaFolder,
    videoVariants: config.videoVariants,
    lessonAudio: config.lessonAudio,
    mapTilesMaxBytes: config.mapTilesMaxBytes,
    mail: { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom },
    publicUrl: config.publicUrl,
    secondFactorKey: loadSecondFactorKey(config.dataDir, config.secondFactorKey),
    jobs: { retryBaseMs: config.jobRetryBaseMs },
  });

  // The demo's field practicals are stored as a phone's are, through the app's media store.
  if (seeded?.demoSeeded) await seedDemoPracticals(app);

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
  if (mediaFolder)
    stopBackups = await serveBackups(config.dataDir, { database, media: mediaFolder, dataDir: config.dataDir }, (message) =>
      app.log.warn(message),
    );
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const local = typeof address === 'object' && address ? listeningOrigin(address) : `http://localhost:${port}`;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const demo = await publicDemoAccounts(database.db);
  const listening = config.loopback ? '' : ` (listening on ${config.host}: other machines can reach it)`;
  const links = `${app.publicOrigin()}${config.publicUrl ? '' : ' (PUBLIC_URL is not set: the address listened on)'}`;
  console.log(
    `\nJal Shiksha is running at ${local}${listening}\n  Database: ${where}\n  API docs: ${local}/api/docs\n` +
      `  Links in email and on certificates: ${links}\n` +
      (demo.active ? `  Demo accounts: listed on ${local}/signin\n` : ''),
  );
  if (demo.active)
    console.warn(
      demoWarning(
        config,
        port,
        demo.accounts.some((account) => account.role === 'SUPER_ADMIN'),
      ),
    );
  else if ((await countOwnSuperAdmins(database.db)) === 0) {
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
