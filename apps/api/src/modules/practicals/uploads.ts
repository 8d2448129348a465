import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  PRACTICAL_UPLOAD_KEPT_DAYS,
  PRACTICAL_UPLOAD_MAX_BYTES,
  PRACTICAL_UPLOADS_HELD,
  type PracticalSubmission,
  type PracticalUpload,
  type PracticalUploadKind,
  type practicalSubmissionFromUploads,
  type practicalUploadBody,
} from '@jal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { PracticalUploadRow, UserRow } from '../../db/rows.js';
import type { UploadPiece } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { ReceivedSubmission } from './receive.js';
import { earlierSubmission, openPractical, storeSubmission, type PracticalDeps } from './service.js';
import {
  addPiece,
  deleteBeyond,
  deleteIdleSince,
  deleteUploads,
  emptyUpload,
  findUpload,
  findUploads,
  insertUpload,
} from './repository.js';

/**
 * A submission's files sent in pieces (docs/decisions/151): each piece waits in the media store
 * under a key of its own, never served, and the upload's row lists them in order. A piece is kept
 * whole or not at all, so the bytes held are always a count the phone can resume from.
 */

const KEPT_MS = PRACTICAL_UPLOAD_KEPT_DAYS * 24 * 60 * 60 * 1000;
const NO_UPLOAD = 'You have no upload with this id: it may have expired. Make a new one.';

export function presentUpload(row: PracticalUploadRow): PracticalUpload {
  return {
    id: row.id,
    kind: row.kind,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    receivedBytes: row.receivedBytes,
    complete: row.receivedBytes === row.sizeBytes,
    expiresAt: new Date(row.updatedAt.getTime() + KEPT_MS).toISOString(),
  };
}

const offsetHeader = (receivedBytes: number) => ({ 'upload-offset': String(receivedBytes) });

const tooLarge = (maxBytes: number, message: string) => new HttpError(413, message).coded('UPLOAD_TOO_LARGE', { maxBytes });

async function removePieces(store: MediaStore, pieces: UploadPiece[]) {
  for (const piece of pieces) await store.delete(piece.key).catch(() => {});
}

/** Makes an upload for a file of `sizeBytes`; refused with 413 when its kind may not be that large, before any byte is sent. */
export async function createUpload(
  deps: PracticalDeps,
  user: UserRow,
  body: z.output<typeof practicalUploadBody>,
): Promise<PracticalUpload> {
  const maxBytes = PRACTICAL_UPLOAD_MAX_BYTES[body.kind];
  if (body.sizeBytes > maxBytes) {
    const what = body.kind === 'photo' ? 'A photo' : 'A voice note';
    throw tooLarge(maxBytes, `${what} may be at most ${maxBytes / (1024 * 1024)} MB: this file is larger.`);
  }
  const now = deps.now();
  const row = await insertUpload(deps.db, { userId: user.id, ...body, createdAt: now, updatedAt: now });
  // A learner holds a bounded number: the one added to longest ago makes room (a phone that gave it up).
  await removePieces(deps.store, await deleteBeyond(deps.db, user.id, PRACTICAL_UPLOADS_HELD));
  return presentUpload(row);
}

export async function uploadStatus(deps: PracticalDeps, user: UserRow, uploadId: string): Promise<PracticalUpload> {
  const row = await findUpload(deps.db, user.id, uploadId);
  if (!row) throw notFound(NO_UPLOAD);
  return presentUpload(row);
}

/** Why a piece of `length` bytes at `offset` cannot be added to the upload as it is now, or null when it can. */
function refusal(row: PracticalUploadRow, offset: number, length: number): HttpError | null {
  const headers = offsetHeader(row.receivedBytes);
  if (row.receivedBytes === row.sizeBytes)
    return new HttpError(409, 'This upload holds all its bytes already.', headers).coded('UPLOAD_COMPLETE');
  if (offset !== row.receivedBytes)
    return new HttpError(
      400,
      `The server holds ${row.receivedBytes} bytes of this upload: send the piece that starts there.`,
      headers,
    ).coded('UPLOAD_OFFSET_MISMATCH', { receivedBytes: row.receivedBytes });
  if (length === 0) return new HttpError(400, 'The piece is empty.', headers);
  if (offset + length > row.sizeBytes)
    return tooLarge(row.sizeBytes, `The piece goes past the ${row.sizeBytes} bytes declared for this file.`);
  return null;
}

/**
 * The bytes of the pieces in order, fed to a SHA-256 as they pass; `whole` turns false, and the
 * bytes stop, when a piece is no longer in the store.
 */
function piecesReader(store: MediaStore, pieces: UploadPiece[]) {
  const hash = createHash('sha256');
  const state = { whole: true };
  async function* bytes() {
    for (const piece of pieces) {
      const stream = await store.read(piece.key);
      if (!stream) {
        state.whole = false;
        return;
      }
      for await (const chunk of stream) {
        hash.update(chunk as Buffer);
        yield chunk as Buffer;
      }
    }
  }
  /** The SHA-256 (hex) of everything read, or null when a piece was missing. */
  const sha256 = () => (state.whole ? hash.digest('hex') : null);
  return { bytes, sha256 };
}

async function sha256OfPieces(store: MediaStore, pieces: UploadPiece[]): Promise<string | null> {
  const reader = piecesReader(store, pieces);
  for await (const _chunk of reader.bytes());
  return reader.sha256();
}

/** Writes the pieces, in order, to `target`; their SHA-256, or null when one is no longer in the store. */
async function copyPieces(store: MediaStore, pieces: UploadPiece[], target: string): Promise<string | null> {
  const reader = piecesReader(store, pieces);
  await pipeline(reader.bytes, createWriteStream(target));
  return reader.sha256();
}

/**
 * Adds one piece at `offset` (the bytes the server holds). It is written to the store first, then
 * recorded on the upload only if the upload still holds `offset` bytes; when the last byte arrives
 * the whole file's SHA-256 must be the one declared, or every piece is dropped and the upload
 * starts again from 0 (400).
 */
export async function appendPiece(
  deps: PracticalDeps,
  user: UserRow,
  uploadId: string,
  offset: number,
  bytes: Buffer,
): Promise<PracticalUpload> {
  const row = await findUpload(deps.db, user.id, uploadId);
  if (!row) throw notFound(NO_UPLOAD);
  const refused = refusal(row, offset, bytes.length);
  if (refused) throw refused;

  const piece: UploadPiece = { key: `practical-uploads/${row.id}-${randomUUID()}`, bytes: bytes.length };
  await deps.store.put(piece.key, Readable.from([bytes]));
  let kept = false;
  try {
    if (offset + bytes.length === row.sizeBytes) {
      if ((await sha256OfPieces(deps.store, [...row.pieces, piece])) !== row.sha256) {
        if (await emptyUpload(deps.db, row.id, row.pieces, deps.now())) await removePieces(deps.store, row.pieces);
        throw new HttpError(
          400,
          'The bytes received do not have the SHA-256 declared for this file. They were dropped: send the file again from its first byte.',
          offsetHeader(0),
        ).coded('UPLOAD_HASH_MISMATCH');
      }
    }
    const updated = await addPiece(deps.db, { id: row.id, userId: user.id, offset, piece, at: deps.now() });
    if (!updated) {
      // Another piece for the same place came first, or the upload expired meanwhile.
      const current = await findUpload(deps.db, user.id, uploadId);
      throw (current && refusal(current, offset, bytes.length)) ?? notFound(NO_UPLOAD);
    }
    kept = true;
    return presentUpload(updated);
  } finally {
    if (!kept) await deps.store.delete(piece.key).catch(() => {});
  }
}

type NamedUpload = { id: string; kind: PracticalUploadKind; field: string };

/**
 * Puts the named uploads together into `folder`, as the multipart body's files would be written
 * there: the photos in order, then the voice note. Refused with 400 and a message per field when
 * one is unknown (or another learner's, or expired), named twice, of another kind or not complete.
 */
async function assembleUploads(
  deps: PracticalDeps,
  userId: string,
  named: NamedUpload[],
  folder: string,
): Promise<{ photos: string[]; voiceNote: string | null }> {
  const rows = new Map((await findUploads(deps.db, userId, [...new Set(named.map((one) => one.id))])).map((row) => [row.id, row]));
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (const { id, kind, field } of named) {
    const row = rows.get(id);
    if (seen.has(id)) errors[field] = 'This upload is named twice: each file needs an upload of its own.';
    else if (!row) errors[field] = 'You have no upload with this id: it may have expired. Send the file again.';
    else if (row.kind !== kind)
      errors[field] = kind === 'photo' ? 'This upload is a voice note, not a photo.' : 'This upload is a photo, not a voice note.';
    else if (row.receivedBytes < row.sizeBytes) errors[field] = `Only ${row.receivedBytes} of its ${row.sizeBytes} bytes have arrived.`;
    seen.add(id);
  }
  const refuse = () => {
    const message = `The submission's files have not all arrived. ${Object.entries(errors)
      .map(([field, text]) => `${field}: ${text}`)
      .join(' ')}`;
    return new HttpError(400, message, {}, errors).coded('PRACTICAL_UPLOAD_NOT_READY');
  };
  if (Object.keys(errors).length > 0) throw refuse();

  const photos: string[] = [];
  let voiceNote: string | null = null;
  for (const { id, kind, field } of named) {
    const row = rows.get(id)!;
    const target = join(folder, kind === 'photo' ? `upload-photo-${photos.length + 1}` : 'upload-voice-note');
    // Checked again as it is put together: the store gives back what was checked on arrival, or nothing is made of it.
    if ((await copyPieces(deps.store, row.pieces, target)) !== row.sha256) {
      errors[field] = 'Its bytes are no longer all held: send the file again.';
      throw refuse();
    }
    if (kind === 'photo') photos.push(target);
    else voiceNote = target;
  }
  return { photos, voiceNote };
}

/**
 * Makes a submission from uploads sent in pieces: the same checks and storing as a multipart
 * body (storeSubmission), and the uploads removed once it is stored. A repeat of its idempotency
 * key answers the first submission even after its uploads are gone.
 */
export async function submitFromUploads(
  deps: PracticalDeps,
  user: UserRow,
  courseIdOrSlug: string,
  lessonId: string,
  body: z.output<typeof practicalSubmissionFromUploads>,
): Promise<{ created: boolean; submission: PracticalSubmission }> {
  const opened = await openPractical(deps, user, courseIdOrSlug, lessonId);
  const { photoUploadIds, voiceNoteUploadId, ...fields } = body;
  const ids = [...photoUploadIds, ...(voiceNoteUploadId ? [voiceNoteUploadId] : [])];
  const earlier = await earlierSubmission(deps.db, user.id, opened.lesson.id, fields.idempotencyKey);
  const result = earlier
    ? { created: false, submission: earlier }
    : await storeSubmission(deps, user, opened, async (scratch): Promise<ReceivedSubmission> => {
        const named: NamedUpload[] = [
          ...photoUploadIds.map((id, index): NamedUpload => ({ id, kind: 'photo', field: `photoUploadIds.${index}` })),
          ...(voiceNoteUploadId ? [{ id: voiceNoteUploadId, kind: 'voiceNote' as const, field: 'voiceNoteUploadId' }] : []),
        ];
        return { fields, ...(await assembleUploads(deps, user.id, named, scratch)) };
      });
  await removePieces(deps.store, await deleteUploads(deps.db, user.id, ids));
  return result;
}

/**
 * Removes the uploads no piece reached for PRACTICAL_UPLOAD_KEPT_DAYS, and their bytes: run by
 * the scheduled purge. The rows go first, so a piece arriving meanwhile is not recorded (its
 * sender is told the upload is gone) and no row names bytes that were removed.
 */
export async function purgeIdleUploads(db: Db, store: MediaStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - KEPT_MS);
  let removed = 0;
  for (;;) {
    const { count, pieces } = await deleteIdleSince(db, before, 200);
    await removePieces(store, pieces);
    removed += count;
    if (count < 200) return removed;
  }
}
