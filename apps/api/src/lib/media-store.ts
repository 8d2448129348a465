import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteRange } from './byte-range.js';
import type { ByteSource } from './media-duration.js';

/**
 * Where the bytes of uploaded and generated media live (uploads, videos' smaller copies, lesson
 * audio), by key: the storage path their rows record. Every reader and writer goes through this,
 * so that the same key names the same bytes in every process serving one database. Keys are never
 * reused for other bytes (an upload's id, a video's id and quality, a hash of the spoken text).
 */
export interface MediaStore {
  /** `folder` (one machine's media folder) or `database` (chunked rows every process reads). */
  readonly kind: 'folder' | 'database';
  /** Stores a stream under `key`, replacing what was there; the size in bytes. Readers see it once complete. */
  put(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** Stores a local file under `key` and removes the file (a program's output, a checked upload). */
  putFile(key: string, path: string): Promise<number>;
  /** The bytes of `range` (both ends included; the whole object without one), or null when there is no such key. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** The size in bytes, or null when there is no such key. */
  size(key: string): Promise<number | null>;
  /** Removes the key's bytes; no error when there were none. */
  delete(key: string): Promise<void>;
  /** A file on this machine with the key's bytes, for programs that read files (ffmpeg, ffprobe); null when there is no such key. */
  localFile(key: string): Promise<LocalFile | null>;
  /**
   * Removes what writes begun before `before` left unfinished (a process stopped half-way through
   * storing a file): bytes no key names. The number of pieces removed (chunks or files).
   */
  deleteUnfinished(before: Date): Promise<number>;
}

/** A write older than this is not still going on: what it left is removed. */
export const UNFINISHED_AFTER_MS = 24 * 60 * 60 * 1000;

/** A file on this machine; `release` removes it when it is a temporary copy. */
export type LocalFile = { path: string; release: () => Promise<void> };

/** A temporary folder for a program's output before it is stored; `release` removes it. */
export async function scratchFolder(): Promise<LocalFile> {
  const path = await mkdtemp(join(tmpdir(), 'jal-media-'));
  return { path, release: () => rm(path, { recursive: true, force: true }) };
}

/** A temporary local copy of a stored object, named like it (programs guess the format from the extension). */
export async function temporaryCopy(store: MediaStore, key: string): Promise<LocalFile | null> {
  const source = await store.read(key);
  if (!source) return null;
  const folder = await scratchFolder();
  const path = join(folder.path, `${randomUUID()}-${basename(key)}`);
  try {
    await pipeline(source, createWriteStream(path));
  } catch (error) {
    await folder.release();
    throw error;
  }
  return { path, release: folder.release };
}

/** Random access to a stored object, for reading a video's length from its headers without fetching it whole. */
export async function storedByteSource(store: MediaStore, key: string): Promise<ByteSource | null> {
  const size = await store.size(key);
  if (size === null) return null;
  return {
    size,
    read: async (offset, length) => {
      const end = Math.min(offset + length, size) - 1;
      if (end < offset) return Buffer.alloc(0);
      const stream = await store.read(key, { start: offset, end });
      if (!stream) return Buffer.alloc(0);
      const parts: Buffer[] = [];
      for await (const part of stream) parts.push(part as Buffer);
      return Buffer.concat(parts);
    },
  };
}
