import { createReadStream, createWriteStream, type Dirent } from 'node:fs';
import { chmod, mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { dirname, join, relative } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from './db/client.js';
import { folderKeyPath, PARTIAL_MARK, type FolderMediaStore } from './lib/media-folder-store.js';
import { closeTree } from './lib/private-files.js';
import { Progress } from './lib/progress.js';
import { readTarEntries, TAR_END, tarHeader, tarPadding } from './lib/tar.js';
import { SECOND_FACTOR_KEY_FILE } from './modules/second-factor/key.js';

/**
 * A backup of the embedded database is one tar file: a description, the database's data folder
 * as PGlite dumps it, the files of DATA_DIR the database is no use without (under `data-dir/`),
 * and every media file under `media/`. The running server makes it (PGlite is
 * one process, and the server holds its folder), asked through a socket in DATA_DIR that only
 * those who may read the data folder can reach.
 */

export const MANIFEST = 'jal-shiksha-backup.json';
export const DATABASE_ENTRY = 'database/pglite.tar.gz';
const MEDIA_PREFIX = 'media/';
const DATA_DIR_PREFIX = 'data-dir/';
/**
 * DATA_DIR's own files that a restore must bring back: the key that seals the TOTP secrets (made
 * there when SECOND_FACTOR_KEY is not set). Without it no one with two-step sign-in could sign in.
 */
const KEPT_FILES = [SECOND_FACTOR_KEY_FILE];
const FORMAT = 1;

/** Where the server listens for backup requests: inside DATA_DIR, so the folder's permissions guard it. */
export const backupSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** What a backup is made of: the embedded database, the media folder and DATA_DIR's kept files. */
export type BackupSource = { database: Database; media: FolderMediaStore; dataDir: string };

export class BackupError extends Error {}

/** A whole entry whose bytes are in memory. */
const entry = (name: string, bytes: Buffer) => [tarHeader(name, bytes.length), bytes, tarPadding(bytes.length)];

/** The bytes an entry of `size` bytes takes in the tar file: its header, its bytes, its padding. */
const entryLength = (size: number) => 512 + size + tarPadding(size).length;

type MediaFile = { key: string; path: string; size: number };

/** The kept files DATA_DIR holds, each as a tar entry's name and bytes. */
async function keptFiles(dataDir: string): Promise<{ name: string; bytes: Buffer }[]> {
  const found = await Promise.all(
    KEPT_FILES.map(async (name) => {
      try {
        return { name: `${DATA_DIR_PREFIX}${name}`, bytes: await readFile(join(dataDir, name)) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    }),
  );
  return found.filter((file) => file !== null);
}

async function mediaFiles(folder: string): Promise<MediaFile[]> {
  let found: Dirent[];
  try {
    found = await readdir(folder, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  const files: MediaFile[] = [];
  for (const file of found) {
    if (!file.isFile() || file.name.includes(PARTIAL_MARK)) continue;
    const path = join(file.parentPath, file.name);
    // A file is never changed once written, so its size now is its size while it is copied.
    const size = await stat(path).then(
      (info) => info.size,
      () => null,
    );
    if (size !== null) files.push({ key: relative(folder, path).split('\\').join('/'), path, size });
  }
  return files;
}

/**
 * A backup made ready: the database dumped and compressed, the media listed. `size` is the whole
 * file's length, known before its first byte is written, so progress can be shown against it.
 */
async function backupPlan({ database, media, dataDir }: BackupSource): Promise<{ size: number; bytes: () => AsyncGenerator<Buffer> }> {
  if (!database.dump) throw new BackupError('Only the embedded database is backed up this way; on PostgreSQL use pg_dump.');
  const manifest = Buffer.from(JSON.stringify({ format: FORMAT, createdAt: new Date().toISOString() }, null, 2));
  await database.checkpoint();
  // Compressed off the main thread: a data folder is mostly empty pages.
  const dump = await promisify(gzip)(Buffer.from(await (await database.dump()).arrayBuffer()));
  const kept = await keptFiles(dataDir);
  const files = await mediaFiles(media.folder);
  const size = [manifest.length, dump.length, ...kept.map((file) => file.bytes.length), ...files.map((file) => file.size)].reduce(
    (sum, each) => sum + entryLength(each),
    0,
  );
  async function* bytes() {
    yield* entry(MANIFEST, manifest);
    yield* entry(DATABASE_ENTRY, dump);
    for (const file of kept) yield* entry(file.name, file.bytes);
    for (const { key, path, size: fileSize } of files) {
      yield tarHeader(`${MEDIA_PREFIX}${key}`, fileSize);
      if (fileSize > 0) yield* createReadStream(path, { start: 0, end: fileSize - 1 });
      yield tarPadding(fileSize);
    }
    yield TAR_END;
  }
  return { size: size + TAR_END.length, bytes };
}

/**
 * Writes a backup to `out`, the database first, then the media it names. `starting` is told the
 * file's length before its first byte; `progress` counts the bytes against it. Files deleted
 * meanwhile are kept until it ends, so every file the database names is in it; a file uploaded
 * meanwhile may be in it too, named by nothing.
 */
export function writeBackup(
  source: BackupSource,
  out: Writable,
  {
    starting = () => {},
    progress = new Progress('Backup', { write: () => true }),
  }: { starting?: (size: number) => void; progress?: Progress } = {},
): Promise<void> {
  return source.media.withDeletesHeld(async () => {
    const plan = await backupPlan(source);
    starting(plan.size);
    progress.start(plan.size);
    await pipeline(plan.bytes(), progress.counter(), out);
  });
}

/** Checks a written backup: its description, its database and its end are there. */
export async function checkBackup(file: string): Promise<{ mediaFiles: number }> {
  const handle = await open(file, 'r');
  try {
    const { entries, complete } = await readTarEntries(handle).catch((error: Error) => {
      throw new BackupError(`${file} is not a Jal Shiksha backup: ${error.message}`);
    });
    if (entries[0]?.name !== MANIFEST || !entries.some((found) => found.name === DATABASE_ENTRY)) {
      throw new BackupError(
        `${file} is not a Jal Shiksha backup: it lacks ${entries[0]?.name === MANIFEST ? 'the database' : 'its description'}.`,
      );
    }
    if (!complete) throw new BackupError(`${file} is cut short: the backup did not finish.`);
    const manifest = Buffer.alloc(entries[0].size);
    await handle.read(manifest, 0, manifest.length, entries[0].offset);
    const { format } = JSON.parse(manifest.toString('utf8')) as { format?: number };
    if (format !== FORMAT) throw new BackupError(`${file} is a backup of format ${String(format)}, which this version cannot restore.`);
    return { mediaFiles: entries.filter((found) => found.name.startsWith(MEDIA_PREFIX)).length };
  } finally {
    await handle.close();
  }
}

/** Whether a folder is missing or empty: a restore writes into nothing else. */
async function isEmptyFolder(folder: string): Promise<boolean> {
  try {
    return (await readdir(folder)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Brings a backup back into `dataDir`, which must be missing or empty. Everything is written to a
 * folder beside it first and moved into place at the end, so a failed restore leaves nothing half-done.
 */
export async function restoreBackup(
  file: string,
  dataDir: string,
  progress = new Progress('Restore', { write: () => true }),
): Promise<{ mediaFiles: number }> {
  if (!(await isEmptyFolder(dataDir))) {
    throw new BackupError(
      `${dataDir} is not empty. A backup is restored only into an empty DATA_DIR, so that nothing there is overwritten: ` +
        'move the current folder aside (or set DATA_DIR to a new folder) and run the restore again.',
    );
  }
  const { mediaFiles: count } = await checkBackup(file);
  const staging = `${dataDir}.restoring-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  // DATA_DIR holds every account's personal data: its owner alone may open it (docs/decisions/134).
  await mkdir(join(staging, 'media'), { recursive: true, mode: 0o700 });
  await chmod(staging, 0o700);
  const handle = await open(file, 'r');
  try {
    const { entries } = await readTarEntries(handle);
    const databaseEntry = entries.find((found) => found.name === DATABASE_ENTRY);
    if (!databaseEntry) throw new BackupError(`${file} lacks the database.`);
    const media = entries.filter((found) => found.name.startsWith(MEDIA_PREFIX));
    progress.start(media.reduce((sum, found) => sum + found.size, databaseEntry.size));
    for (const name of KEPT_FILES) {
      const found = entries.find((each) => each.name === `${DATA_DIR_PREFIX}${name}`);
      if (!found) continue;
      const bytes = Buffer.alloc(found.size);
      await handle.read(bytes, 0, bytes.length, found.offset);
      await writeFile(join(staging, name), bytes, { mode: 0o600 });
    }
    for (const found of media) {
      const target = folderKeyPath(join(staging, 'media'), found.name.slice(MEDIA_PREFIX.length));
      await mkdir(dirname(target), { recursive: true });
      const bytes = found.size > 0 ? createReadStream(file, { start: found.offset, end: found.offset + found.size - 1 }) : [];
      await pipeline(bytes, progress.counter(), createWriteStream(target, { mode: 0o600 }));
    }
    const dump = Buffer.alloc(databaseEntry.size);
    await handle.read(dump, 0, dump.length, databaseEntry.offset);
    const database = new PGlite(join(staging, 'pglite'), { loadDataDir: new Blob([await promisify(gunzip)(dump)]) });
    await database.waitReady;
    await database.close();
    progress.add(databaseEntry.size);
    closeTree(staging);
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
    progress.finish();
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  } finally {
    await handle.close();
  }
  return { mediaFiles: count };
}

/**
 * Listens on DATA_DIR/backup.sock while the server runs: `npm run backup` asks there, and the
 * server streams the backup back. Resolves with a function that stops listening; a socket that
 * cannot be made (a path too long for one) leaves backups to a stopped server, and says so.
 */
export async function serveBackups(dataDir: string, source: BackupSource, warn: (message: string) => void): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  // The data folder's lock is held, so a socket left there belongs to a server that is gone.
  await unlink(path).catch(() => {});
  const server: Server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    // The length goes ahead of the bytes: the command shows its progress against it.
    const starting = (size: number) => response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': size });
    writeBackup(source, response, { starting }).catch((error: unknown) => {
      warn(`the backup failed: ${(error as Error).message}`);
      if (response.headersSent) response.destroy(error as Error);
      else response.writeHead(500).end();
    });
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, resolve);
    });
    await chmod(path, 0o600);
  } catch (error) {
    warn(`npm run backup cannot reach this server (${(error as Error).message}): stop the server to back up.`);
    return async () => {};
  }
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await unlink(path).catch(() => {});
  };
}
