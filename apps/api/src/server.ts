import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.js';
import { seedDemoActivity } from './seed/demo-activity.js';
import { seedDatabase } from './seed/index.js';

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
  if (config.seed) {
    await seedDatabase(database.db);
    await seedDemoActivity(database.db);
  }

  const webDist = config.webDist ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({
    db: database.db,
    databaseKind: database.kind,
    logLevel: config.logLevel,
    webDist,
    trustProxy: config.trustProxy,
    mediaDir: join(config.dataDir, 'media'),
    mail: { smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom },
    publicUrl: config.publicUrl,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    try {
      await app.close();
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
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  const accounts = DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(13)} ${account.email}`).join('\n');
  console.log(
    `\nJal Shiksha is running at http://localhost:${port}\n  Database: ${where}\n  API docs: http://localhost:${port}/api/docs\n` +
      (config.seed ? `  Demo accounts (password ${DEMO_PASSWORD}):\n${accounts}\n` : ''),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
