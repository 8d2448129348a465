import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { PracticalUploadRow } from '../../db/rows.js';
import { practicalUploads, type UploadPiece } from '../../db/schema.js';

export type NewUpload = typeof practicalUploads.$inferInsert;

export async function insertUpload(db: Db, upload: NewUpload): Promise<PracticalUploadRow> {
  const [row] = await db.insert(practicalUploads).values(upload).returning();
  if (!row) throw new Error('an upload was not inserted');
  return row;
}

/** The caller's upload of this id; another learner's is not found. */
export async function findUpload(db: Db, userId: string, id: string): Promise<PracticalUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(practicalUploads)
    .where(and(eq(practicalUploads.id, id), eq(practicalUploads.userId, userId)));
  return row;
}

export async function findUploads(db: Db, userId: string, ids: string[]): Promise<PracticalUploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(practicalUploads)
    .where(and(inArray(practicalUploads.id, ids), eq(practicalUploads.userId, userId)));
}

/**
 * Adds a piece only if the upload still holds `offset` bytes (compare and set): of two pieces
 * sent for the same place at once, one is kept. The row as written, or undefined when nothing was.
 */
export async function addPiece(
  db: Db,
  input: { id: string; userId: string; offset: number; piece: UploadPiece; at: Date },
): Promise<PracticalUploadRow | undefined> {
  const [row] = await db
    .update(practicalUploads)
    .set({
      receivedBytes: sql`${practicalUploads.receivedBytes} + ${input.piece.bytes}`,
      pieces: sql`${practicalUploads.pieces} || ${JSON.stringify([input.piece])}::jsonb`,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(practicalUploads.id, input.id),
        eq(practicalUploads.userId, input.userId),
        eq(practicalUploads.receivedBytes, input.offset),
        sql`${practicalUploads.receivedBytes} + ${input.piece.bytes} <= ${practicalUploads.sizeBytes}`,
      ),
    )
    .returning();
  return row;
}

/** Empties an upload that still holds exactly `pieces` (compare and set); whether it did. */
export async function emptyUpload(db: Db, id: string, pieces: UploadPiece[], at: Date): Promise<boolean> {
  const rows = await db
    .update(practicalUploads)
    .set({ receivedBytes: 0, pieces: [], updatedAt: at })
    .where(and(eq(practicalUploads.id, id), sql`${practicalUploads.pieces} = ${JSON.stringify(pieces)}::jsonb`))
    .returning({ id: practicalUploads.id });
  return rows.length > 0;
}

/** Deletes the caller's uploads of these ids; the pieces they held, for their bytes to be removed. */
export async function deleteUploads(db: Db, userId: string, ids: string[]): Promise<UploadPiece[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .delete(practicalUploads)
    .where(and(inArray(practicalUploads.id, ids), eq(practicalUploads.userId, userId)))
    .returning({ pieces: practicalUploads.pieces });
  return rows.flatMap((row) => row.pieces);
}

/** Deletes the learner's uploads beyond the `keep` most recently added to; the pieces they held. */
export async function deleteBeyond(db: Db, userId: string, keep: number): Promise<UploadPiece[]> {
  const newest = db
    .select({ id: practicalUploads.id })
    .from(practicalUploads)
    .where(eq(practicalUploads.userId, userId))
    .orderBy(desc(practicalUploads.updatedAt), desc(practicalUploads.createdAt))
    .limit(keep);
  const rows = await db
    .delete(practicalUploads)
    .where(and(eq(practicalUploads.userId, userId), notInArray(practicalUploads.id, newest)))
    .returning({ pieces: practicalUploads.pieces });
  return rows.flatMap((row) => row.pieces);
}

/** Deletes up to `limit` uploads no piece reached since `before`; the pieces they held. */
export async function deleteIdleSince(db: Db, before: Date, limit: number): Promise<{ count: number; pieces: UploadPiece[] }> {
  const idle = db.select({ id: practicalUploads.id }).from(practicalUploads).where(lt(practicalUploads.updatedAt, before)).limit(limit);
  const rows = await db
    .delete(practicalUploads)
    .where(and(inArray(practicalUploads.id, idle), lt(practicalUploads.updatedAt, before)))
    .returning({ pieces: practicalUploads.pieces });
  return { count: rows.length, pieces: rows.flatMap((row) => row.pieces) };
}
