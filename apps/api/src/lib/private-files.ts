import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Group and other permission bits: anyone on the machine but the server's own user. */
const OTHERS = 0o077;
const STICKY = 0o1000;
const octal = (mode: number) => (mode & 0o777).toString(8).padStart(3, '0');

/**
 * Everything the server, backup and restore create is readable by their own user only: the
 * database, media, outbox and backups hold every learner's personal data and password hashes.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Makes DATA_DIR (mode 700) when missing, and closes it when it is open to other users of the
 * machine. Answers a warning for the start-up log when it was open, or still is: a folder shared
 * by everyone (sticky, like /tmp) is never changed, nor one the server's user does not own.
 */
export function closeDataDir(dataDir: string): string | null {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { mode } = lstatSync(dataDir);
  if ((mode & OTHERS) === 0) return null;
  const open = `DATA_DIR ${dataDir} is open to other users of this machine (mode ${octal(mode)})`;
  if (mode & STICKY) return `${open}, a folder everyone shares: set DATA_DIR to a folder of the server's own.`;
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    return `${open}, and could not be closed (${(error as NodeJS.ErrnoException).code}): run chmod 700 ${dataDir}.`;
  }
  return `${open}: it is now 700, so that only the server's user can read the database, the media and the mail.`;
}

/**
 * Takes group and other permissions off everything under `folder`. PGlite writes its data
 * folder's first files with mode 666 whatever the umask, on a first start and on a restore.
 */
export function closeTree(folder: string): void {
  let entries;
  try {
    entries = readdirSync(folder, { recursive: true, withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    try {
      const { mode } = lstatSync(path);
      if (mode & OTHERS) chmodSync(path, mode & 0o7700);
    } catch (error) {
      // A file the database removed meanwhile needs nothing.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
