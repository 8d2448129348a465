// The bytes of uploaded and generated media when the server runs on PostgreSQL: every process
// serving the database reads them (see lib/media-store.ts and docs/decisions).
import { bigint, customType, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

/** Bytes: node-postgres reads them as a Buffer, PGlite as a Uint8Array; both are handed on as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * One stored object, written once its chunks are all there: a reader never sees half of one. The
 * chunks belong to a blob of their own, so two processes writing the same key never mix their
 * chunks: the last to finish names its blob here.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    key: text('key').primaryKey(),
    blob: uuid('blob').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Every chunk but the last holds this many bytes, so a byte range names its chunks. */
    chunkBytes: integer('chunk_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('media_objects_blob_idx').on(table.blob)],
);

/**
 * The bytes of a blob in numbered chunks, from 0. Chunks no object names, written long ago, were
 * left by a process stopped half-way through a file, and are removed by the hourly purge.
 */
export const mediaChunks = pgTable(
  'media_chunks',
  {
    blob: uuid('blob').notNull(),
    chunk: integer('chunk').notNull(),
    bytes: bytes('bytes').notNull(),
    writtenAt: at('written_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blob, table.chunk] })],
);
