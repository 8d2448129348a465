import { PRACTICAL_UPLOAD_PIECE_BYTES } from '@jal/contracts/core';
import type { PracticalSubmission, PracticalUploadKind } from '@jal/contracts';
import { ApiError } from '@/lib/api-client';
import { sha256Hex } from '@/lib/sha256';
import { createUpload, getUpload, sendPiece, submitFromUploads } from '../api/practical-uploads';
import { localIsoTime, type ReadySubmission } from '../capture/ready-submission';
import { dropProgress, keepProgress, readProgress, type SendProgress } from './phone-store';

/** What the learner is told while a submission goes: the bytes the server holds of all it sends. */
export type Sent = { sentBytes: number; totalBytes: number };

type File = { kind: PracticalUploadKind; blob: Blob; key: string; sha256: string };

/** Tries for one file when the server gives its upload back (expired, emptied after a bad sum): then the refusal stands. */
const TRIES = 3;
const isCode = (error: unknown, ...codes: string[]) => error instanceof ApiError && codes.includes(error.errorCode ?? '');

/**
 * Sends one file by pieces of 64 KB from where the server's upload stands, making the upload
 * first if there is none (or it expired); answers its id once the server holds every byte.
 * `held` is told the bytes held after each answer.
 */
async function sendFile(file: File, progress: SendProgress, held: (bytes: number) => Promise<void>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    let entry = progress.files[file.key];
    let offset = 0;
    if (entry) {
      try {
        offset = (await getUpload(entry.uploadId)).receivedBytes;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 404) throw error;
        entry = undefined;
      }
    }
    if (!entry) {
      const upload = await createUpload({ kind: file.kind, sizeBytes: file.blob.size, sha256: file.sha256 });
      entry = { uploadId: upload.id, heldBytes: 0 };
      progress.files[file.key] = entry;
    }
    const uploadId = entry.uploadId;
    try {
      await held(offset);
      while (offset < file.blob.size) {
        offset = (await sendPiece(uploadId, offset, file.blob.slice(offset, offset + PRACTICAL_UPLOAD_PIECE_BYTES))).receivedBytes;
        await held(offset);
      }
      return uploadId;
    } catch (error) {
      // Another tab sent the same piece, the upload expired, or its sum was wrong and it starts again: ask where it stands.
      const again =
        isCode(error, 'UPLOAD_OFFSET_MISMATCH', 'UPLOAD_COMPLETE', 'UPLOAD_HASH_MISMATCH') ||
        (error instanceof ApiError && error.status === 404);
      if (!again || attempt >= TRIES) throw error;
      if (error instanceof ApiError && error.status === 404) delete progress.files[file.key];
    }
  }
}

/**
 * Sends a submission by pieces that resume after a dropped link: each file from the bytes the
 * server already holds, then the submission made from the uploads. How far it has gone is kept on
 * the phone after every piece, so a reload or the next try goes on from there; the same
 * idempotency key makes the last request safe to send again. `sentAt` is read as it leaves.
 */
export async function sendSubmission(
  courseId: string,
  lessonId: string,
  ready: ReadySubmission,
  onProgress: (sent: Sent) => void = () => undefined,
): Promise<PracticalSubmission> {
  const blobs = [
    ...ready.photos.map((blob) => ({ kind: 'photo' as const, blob })),
    ...(ready.voiceNote ? [{ kind: 'voiceNote' as const, blob: ready.voiceNote }] : []),
  ];
  const files: File[] = [];
  for (const { kind, blob } of blobs) {
    const sha256 = await sha256Hex(blob);
    files.push({ kind, blob, sha256, key: `${kind}:${sha256}` });
  }
  const totalBytes = files.reduce((sum, file) => sum + file.blob.size, 0);
  const progress: SendProgress = (await readProgress(ready.idempotencyKey)) ?? {
    idempotencyKey: ready.idempotencyKey,
    files: {},
    sentBytes: 0,
    totalBytes,
  };
  const report = async () => {
    progress.sentBytes = files.reduce((sum, file) => sum + Math.min(progress.files[file.key]?.heldBytes ?? 0, file.blob.size), 0);
    progress.totalBytes = totalBytes;
    await keepProgress(progress);
    onProgress({ sentBytes: progress.sentBytes, totalBytes });
  };
  await report();

  const uploadIds: string[] = [];
  for (const file of files) {
    uploadIds.push(
      await sendFile(file, progress, async (bytes) => {
        const entry = progress.files[file.key];
        if (entry) entry.heldBytes = bytes;
        await report();
      }),
    );
  }
  const photoUploadIds = uploadIds.slice(0, ready.photos.length);
  const submission = await submitFromUploads(courseId, lessonId, {
    idempotencyKey: ready.idempotencyKey,
    submittedAt: ready.submittedAt,
    sentAt: localIsoTime(new Date()),
    timeZoneOffsetMinutes: ready.timeZoneOffsetMinutes,
    place: ready.place,
    numbers: ready.numbers,
    photoUploadIds,
    voiceNoteUploadId: ready.voiceNote ? (uploadIds[ready.photos.length] ?? null) : null,
  });
  await dropProgress(ready.idempotencyKey);
  return submission;
}
