import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { and, asc, between, eq, lt, notExists, sql } from 'drizzle-orm';
import type { ByteRange } from '../lib/byte-range.js';
import { temporaryCopy, type LocalFile, type MediaStore } from '../lib/media-store.js';
import type { Db } from './client.js';
import { firstRow } from './queries.js';
import { mediaChunks, mediaObjects } from './schema.js';

/**
 * A quarter of a megabyte a row: big enough that a 50 MB video is 200 rows, small enough that a
 * range request near the end of a video reads a few rows, not the whole file.
 */
export const CHUNK_BYTES = 256 * 1024;
/** Chunks fetched by one query while streaming: a megabyte in memory at most per reader. */
const CHUNKS_PER_QUERY = 4;

/**
 * The media in the database (on PostgreSQL): every process serving it reads the same bytes, and
 * a backup of the database (pg_dump) holds them too.
 */
export class DatabaseMediaStore implements MediaStore {
  readonly kind = 'database';

  constructor(
    private readonly db: Db,
    private readonly chunkBytes = CHUNK_BYTES,
  ) {}

  async put(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const blob = randomUUID();
    let size = 0;
    try {
      let chunk = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const write = async (bytes: Buffer) => {
        await this.db.insert(mediaChunks).values({ blob, chunk, bytes });
        chunk += 1;
      };
      for await (const part of source) {
        const buffer = Buffer.from(part);
        size += buffer.length;
        pending.push(buffer);
        pendingBytes += buffer.length;
        while (pendingBytes >= this.chunkBytes) {
          const joined = Buffer.concat(pending);
          await write(joined.subarray(0, this.chunkBytes));
          pending = [joined.subarray(this.chunkBytes)];
          pendingBytes = joined.length - this.chunkBytes;
        }
      }
      if (pendingBytes > 0) await write(Buffer.concat(pending));
      await this.name(key, blob, size);
    } catch (error) {
      await this.db.delete(mediaChunks).where(eq(mediaChunks.blob, blob));
      throw error;
    }
    return size;
  }

  async putFile(key: string, path: string): Promise<number> {
    const size = await this.put(key, createReadStream(path));
    await unlink(path);
    return size;
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const object = await this.object(key);
    if (!object) return null;
    const { start, end } = range ?? { start: 0, end: object.sizeBytes - 1 };
    const db = this.db;
    const { blob, chunkBytes } = object;
    const first = Math.floor(start / chunkBytes);
    const last = Math.floor(end / chunkBytes);
    async function* bytes() {
      for (let from = first; from <= last; from += CHUNKS_PER_QUERY) {
        const to = Math.min(last, from + CHUNKS_PER_QUERY - 1);
        const rows = await db
          .select({ chunk: mediaChunks.chunk, bytes: mediaChunks.bytes })
          .from(mediaChunks)
          .where(and(eq(mediaChunks.blob, blob), between(mediaChunks.chunk, from, to)))
          .orderBy(asc(mediaChunks.chunk));
        if (rows.length !== to - from + 1) throw new Error(`media ${key} lacks chunks ${from}-${to}`);
        for (const row of rows) {
          const offset = row.chunk * chunkBytes;
          yield row.bytes.subarray(Math.max(0, start - offset), Math.min(row.bytes.length, end - offset + 1));
        }
      }
    }
    return end < start ? Readable.from([], { objectMode: false }) : Readable.from(bytes(), { objectMode: false });
  }

  async size(key: string): Promise<number | null> {
    return (await this.object(key))?.sizeBytes ?? null;
  }

  async delete(key: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const removed = await tx.delete(mediaObjects).where(eq(mediaObjects.key, key)).returning({ blob: mediaObjects.blob });
      for (const { blob } of removed) await tx.delete(mediaChunks).where(eq(mediaChunks.blob, blob));
    });
  }

  localFile(key: string): Promise<LocalFile | null> {
    return temporaryCopy(this, key);
  }

  async deleteUnfinished(before: Date): Promise<number> {
    const removed = await this.db
      .delete(mediaChunks)
      .where(
        and(
          lt(mediaChunks.writtenAt, before),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(mediaObjects)
              .where(eq(mediaObjects.blob, mediaChunks.blob)),
          ),
        ),
      )
      .returning({ blob: mediaChunks.blob });
    return removed.length;
  }

  private object(key: string) {
    return firstRow(this.db.select().from(mediaObjects).where(eq(mediaObjects.key, key)).limit(1));
  }

  /** Names the complete blob as the key's bytes; the blob it replaces, if any, goes. */
  private async name(key: string, blob: string, sizeBytes: number) {
    await this.db.transaction(async (tx) => {
      const previous = await firstRow(
        tx.select({ blob: mediaObjects.blob }).from(mediaObjects).where(eq(mediaObjects.key, key)).for('update'),
      );
      const values = { blob, sizeBytes, chunkBytes: this.chunkBytes, createdAt: new Date() };
      await tx
        .insert(mediaObjects)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: mediaObjects.key, set: values });
      if (previous && previous.blob !== blob) await tx.delete(mediaChunks).where(eq(mediaChunks.blob, previous.blob));
    });
  }
}
