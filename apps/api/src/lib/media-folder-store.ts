import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './byte-range.js';
import type { LocalFile, MediaStore } from './media-store.js';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** A key is a relative path inside the folder: nothing may reach outside it. */
export function folderKeyPath(folder: string, key: string): string {
  const relative = normalize(key);
  if (!key || isAbsolute(relative) || relative.split(/[\\/]/).includes('..')) throw new Error(`not a media key: ${key}`);
  return join(folder, relative);
}

/** The name a file is written under until it is complete; a backup skips such names. */
export const PARTIAL_MARK = '.partial-';

/**
 * The media in a folder of this machine (DATA_DIR/media on the embedded database): a key is a
 * path under it. A file is written under a temporary name and renamed once complete, so a
 * half-written file is never served.
 */
export class FolderMediaStore implements MediaStore {
  readonly kind = 'folder';
  private heldDeletes: Set<string> | null = null;
  private holders = 0;

  constructor(readonly folder: string) {}

  async put(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const target = folderKeyPath(this.folder, key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}${PARTIAL_MARK}${process.pid}-${randomUUID()}`;
    try {
      await pipeline(source, createWriteStream(partial));
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => {});
      throw error;
    }
    return (await stat(target)).size;
  }

  async putFile(key: string, path: string): Promise<number> {
    const target = folderKeyPath(this.folder, key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(path, target);
    } catch (error) {
      // Another file system (the temporary folder on its own disk): copied, then removed.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const partial = `${target}${PARTIAL_MARK}${process.pid}-${randomUUID()}`;
      await copyFile(path, partial);
      await rename(partial, target);
      await unlink(path);
    }
    return (await stat(target)).size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const handle = await open(folderKeyPath(this.folder, key), 'r').catch((error: unknown) => {
      if (missing(error)) return null;
      throw error;
    });
    return handle ? handle.createReadStream(range ? { start: range.start, end: range.end } : {}) : null;
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(folderKeyPath(this.folder, key))).size;
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (this.heldDeletes) {
      this.heldDeletes.add(key);
      return;
    }
    await unlink(folderKeyPath(this.folder, key)).catch((error: unknown) => {
      if (!missing(error)) throw error;
    });
  }

  async localFile(key: string): Promise<LocalFile | null> {
    return (await this.size(key)) === null ? null : { path: folderKeyPath(this.folder, key), release: async () => {} };
  }

  async deleteUnfinished(before: Date): Promise<number> {
    const entries = await readdir(this.folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
      if (missing(error)) return [];
      throw error;
    });
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.includes(PARTIAL_MARK)) continue;
      const path = join(entry.parentPath, entry.name);
      const written = await stat(path).catch(() => null);
      if (!written || written.mtime >= before) continue;
      await unlink(path).catch(() => {});
      removed += 1;
    }
    return removed;
  }

  /**
   * Runs `task` (a backup copying the folder) with deletions held back until it ends, so that
   * every file the database named when the backup began is still there to copy.
   */
  async withDeletesHeld<T>(task: () => Promise<T>): Promise<T> {
    this.heldDeletes ??= new Set();
    this.holders += 1;
    try {
      return await task();
    } finally {
      this.holders -= 1;
      if (this.holders === 0) {
        const held = [...(this.heldDeletes ?? [])];
        this.heldDeletes = null;
        await Promise.all(held.map((key) => this.delete(key)));
      }
    }
  }
}
