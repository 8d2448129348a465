import { z } from 'zod';
import { PRACTICAL_LIMITS, practicalSubmissionFields } from './practicals.js';

/**
 * A field practical's files sent in pieces, so that a link that drops loses one piece, not the
 * whole submission. Endpoints (below /api):
 * - POST  /v1/practical-uploads                 { kind, sizeBytes, sha256 } → PracticalUpload (201)
 * - PATCH /v1/practical-uploads/{uploadId}      one piece: `Content-Type: application/offset+octet-stream`,
 *         `Upload-Offset` (the bytes the server holds), at most PRACTICAL_UPLOAD_PIECE_BYTES (constants.ts) → PracticalUpload
 * - GET (or HEAD) /v1/practical-uploads/{uploadId} → PracticalUpload, with `Upload-Offset`: where to resume
 * - POST  /v1/courses/{id}/lessons/{lessonId}/practical-submissions/from-uploads
 *         PracticalSubmissionFromUploads → PracticalSubmission (201 new, 200 a repeat), checked and stored
 *         exactly as the multipart submission is.
 * An upload is its learner's only (404 for anyone else), never served, and removed once a
 * submission is made from it or after PRACTICAL_UPLOAD_KEPT_DAYS without a piece.
 */

/** Days an upload is kept after its last piece, then removed with its bytes. */
export const PRACTICAL_UPLOAD_KEPT_DAYS = 7;
/** Uploads a learner may hold at once: two submissions' files; making another removes the oldest. */
export const PRACTICAL_UPLOADS_HELD = 2 * (PRACTICAL_LIMITS.photos + 1);

export const PRACTICAL_UPLOAD_KINDS = ['photo', 'voiceNote'] as const;
export type PracticalUploadKind = (typeof PRACTICAL_UPLOAD_KINDS)[number];

/** The most bytes a file of each kind may have as sent: the multipart submission's limits. */
export const PRACTICAL_UPLOAD_MAX_BYTES: Record<PracticalUploadKind, number> = {
  photo: PRACTICAL_LIMITS.photoBytes,
  voiceNote: PRACTICAL_LIMITS.voiceNoteBytes,
};

export const practicalUploadBody = z
  .object({
    kind: z.enum(PRACTICAL_UPLOAD_KINDS, { error: 'kind must be photo or voiceNote.' }),
    /** The whole file's size; more than its kind may have is refused with 413 before any byte is sent. */
    sizeBytes: z
      .number({ error: 'sizeBytes must be a number.' })
      .int({ error: 'sizeBytes must be whole bytes.' })
      .min(1, { error: 'sizeBytes must be at least 1.' }),
    /** SHA-256 of the whole file, in lowercase hex: checked when its last byte arrives. */
    sha256: z
      .string({ error: 'sha256 must be text.' })
      .regex(/^[0-9a-f]{64}$/, { error: 'sha256 must be 64 lowercase hexadecimal digits.' }),
  })
  .strict();
export type PracticalUploadBody = z.input<typeof practicalUploadBody>;

export const practicalUpload = z.object({
  id: z.string(),
  kind: z.enum(PRACTICAL_UPLOAD_KINDS),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  /** The bytes held, from the first: the next piece starts here (its `Upload-Offset`). */
  receivedBytes: z.number().int(),
  /** Every byte arrived and their SHA-256 is the one declared: a submission may name it. */
  complete: z.boolean(),
  /** When it is removed if no piece comes before. */
  expiresAt: z.string(),
});
export type PracticalUpload = z.infer<typeof practicalUpload>;

export const practicalUploadParams = z.object({
  uploadId: z.uuid({ error: 'uploadId must be a valid identifier.' }),
});

/** The headers of a piece. */
export const practicalUploadPieceHeaders = z.looseObject({
  'upload-offset': z.coerce
    .number({ error: 'Upload-Offset must be a number of bytes.' })
    .int({ error: 'Upload-Offset must be whole bytes.' })
    .min(0, { error: 'Upload-Offset must be 0 or more.' }),
});

const uploadId = z.uuid({ error: 'An upload id must be a valid identifier.' });

/** The submission's fields, and its files by the uploads that hold them. */
export const practicalSubmissionFromUploads = z
  .object({
    ...practicalSubmissionFields.shape,
    /** The photos' uploads, in the order the lesson asks for them. */
    photoUploadIds: z
      .array(uploadId)
      .max(PRACTICAL_LIMITS.photos, { error: `A submission holds at most ${PRACTICAL_LIMITS.photos} photos.` })
      .default([]),
    voiceNoteUploadId: uploadId.nullable().default(null),
  })
  .strict();
export type PracticalSubmissionFromUploads = z.input<typeof practicalSubmissionFromUploads>;
