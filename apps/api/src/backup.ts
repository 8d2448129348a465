// `npm run backup [-- FILE]`: one file with the embedded database and the media, made while the
// server runs (it is asked through DATA_DIR/backup.sock) or, when no server runs, by this command.
import { createWriteStream } from 'node:fs';
import { chmod, rename, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { BackupError, backupSocketPath, checkBackup, writeBackup } from './backup-archive.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { FolderMediaStore } from './lib/media-folder-store.js';
import { keepNewFilesPrivate } from './lib/private-files.js';
import { Progress } from './lib/progress.js';

const USAGE = `Usage: npm run backup [-- FILE]

Writes one file (a tar) with the embedded database and every media file of DATA_DIR, by default
jal-shiksha-backup-<date>-<time>.tar in the current folder. The server may keep running: it makes
the backup itself. Bring it back with npm run restore -- FILE. On PostgreSQL (DATABASE_URL) use
pg_dump instead: the media are kept in the database, so its dump holds them too.`;

/** The backup holds every account's personal data and password hash: its owner alone may read it. */
const privateFile = (file: string) => createWriteStream(file, { mode: 0o600 });

const stamp = () => new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Asks the running server; false when none listens (no socket, or one left by a server that is gone). */
function fromRunningServer(dataDir: string, file: string, progress: Progress): Promise<boolean> {
  return new Promise((done, fail) => {
    const asked = request({ socketPath: backupSocketPath(dataDir), method: 'POST', path: '/backup' }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        fail(new BackupError(`The server refused the backup (HTTP ${response.statusCode}).`));
        return;
      }
      progress.start(Number(response.headers['content-length'] ?? 0));
      pipeline(response, progress.counter(), privateFile(file)).then(() => done(true), fail);
    });
    asked.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') done(false);
      else fail(error);
    });
    asked.end();
  });
}

/** No server runs: this command holds the data folder's lock and makes the backup itself. */
async function fromStoppedServer(dataDir: string, file: string, progress: Progress) {
  const release = acquireDataDirLock(dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    try {
      const source = { database, media: new FolderMediaStore(join(dataDir, 'media')), dataDir };
      await writeBackup(source, privateFile(file), { progress });
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { help: { type: 'boolean', short: 'h' } } });
  if (values.help) return console.log(USAGE);
  keepNewFilesPrivate();
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (e.g. pg_dump -Fc -f jal.dump "$DATABASE_URL"). ' +
        'The media are kept in the database, so the dump holds them too.',
    );
  }
  const file = resolve(positionals[0] ?? `jal-shiksha-backup-${stamp()}.tar`);
  const partial = `${file}.partial`;
  try {
    const progress = new Progress('Backup');
    // The database is saved whole before the first byte is written: on a large one that takes a while.
    process.stderr.write('Saving the database, then the media...\n');
    if (!(await fromRunningServer(config.dataDir, partial, progress))) await fromStoppedServer(config.dataDir, partial, progress);
    progress.finish();
    const { mediaFiles } = await checkBackup(partial);
    // A file left by an earlier attempt keeps its own mode when opened again.
    await chmod(partial, 0o600);
    await rename(partial, file);
    const megabytes = ((await stat(file)).size / (1024 * 1024)).toFixed(1);
    console.log(`Backup written: ${file} (${megabytes} MB: the database and ${mediaFiles} media files)`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('The backup failed:', error);
  process.exit(1);
});
