// Tables of field practicals: what learners send back from the field, and the photos in it.
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PracticalMark, PracticalSignals } from '@jal/contracts';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { courses, lessons, organizations, users } from './schema.js';

export const practicalSubmissions = pgTable(
  'practical_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    /** The learner's organization when it was sent: whose managers may see it. */
    organizationId: uuid('organization_id'),
    /** Made once on the phone: the same key sent again answers this submission. */
    idempotencyKey: text('idempotency_key').notNull(),
    state: text('state', { enum: ['submitted', 'accepted', 'returned'] })
      .notNull()
      .default('submitted'),
    /** Bumped at every change (a review): a reviewer's write names the version read, so none overwrites another's. */
    version: integer('version').notNull().default(1),
    feedback: text('feedback'),
    /** The reviewer's choice of level for each criterion of the lesson's rubric, as it was then. */
    marks: jsonb('marks').$type<PracticalMark[]>(),
    /** The points of the chosen levels, added up. */
    score: integer('score'),
    reviewedBy: uuid('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    /** The phone's clocks: when the learner pressed send, and when the request left the phone. */
    submittedAt: at('submitted_at').notNull(),
    sentAt: at('sent_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMetres: doublePrecision('accuracy_metres'),
    /** When the phone took the place, on its own clock. */
    placeCapturedAt: at('place_captured_at'),
    numbers: jsonb('numbers').$type<{ id: string; value: number }[]>().notNull().default([]),
    voiceStoragePath: text('voice_storage_path'),
    voiceSizeBytes: integer('voice_size_bytes'),
    voiceDurationSeconds: doublePrecision('voice_duration_seconds'),
    /** What was found when it was stored (place, times, photos seen before, learners nearby), in full for the reviewer. */
    signals: jsonb('signals').$type<StoredSignals>().notNull(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    inlineForeignKey(table.courseId, courses.id),
    inlineForeignKey(table.lessonId, lessons.id),
    inlineForeignKey(table.organizationId, organizations.id, 'set null'),
    inlineForeignKey(table.reviewedBy, users.id, 'set null'),
    uniqueIndex('practical_submissions_user_key_unique').on(table.userId, table.idempotencyKey),
    // The review queue: an organization's submissions in a state, oldest first (and everyone's, for administrators).
    index('practical_submissions_org_queue_idx').on(table.organizationId, table.state, table.receivedAt),
    index('practical_submissions_queue_idx').on(table.state, table.receivedAt),
    // Everyone's queue narrowed by a course, or by a signal (the submissions carrying a flag), without reading the whole table.
    index('practical_submissions_course_queue_idx').on(table.courseId, table.state, table.receivedAt),
    index('practical_submissions_flags_idx').using('gin', sql`(${table.signals} -> 'flags') jsonb_path_ops`),
    // At most one submission of a lesson waits for review or stands accepted, a learner's: another may follow a return only.
    uniqueIndex('practical_submissions_one_open_unique')
      .on(table.userId, table.lessonId)
      .where(sql`state in ('submitted', 'accepted')`),
    index('practical_submissions_user_lesson_idx').on(table.userId, table.lessonId, table.receivedAt),
    // The learners nearby: other submissions of the lesson around the same time.
    index('practical_submissions_lesson_captured_idx')
      .on(table.lessonId, table.placeCapturedAt)
      .where(sql`place_captured_at is not null`),
  ],
);

export const practicalPhotos = pgTable(
  'practical_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id').notNull(),
    /** Copied from the submission: near-same photos are looked for among the lesson's. */
    lessonId: uuid('lesson_id').notNull(),
    position: integer('position').notNull(),
    /** The stored copy: JPEG, at most 1600 px, without metadata. */
    storagePath: text('storage_path').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    thumbnailSizeBytes: integer('thumbnail_size_bytes').notNull(),
    /** SHA-256 of the stored copy, hex. */
    sha256: text('sha256').notNull(),
    /** The 64-bit difference hash of the picture (near-same pictures differ in a few bits). */
    differenceHash: bigint('difference_hash', { mode: 'bigint' }).notNull(),
    /** What the photo's EXIF said before it was removed from the file. */
    exifTakenAt: at('exif_taken_at'),
    exifLatitude: doublePrecision('exif_latitude'),
    exifLongitude: doublePrecision('exif_longitude'),
  },
  (table) => [
    inlineForeignKey(table.submissionId, practicalSubmissions.id),
    inlineForeignKey(table.lessonId, lessons.id),
    uniqueIndex('practical_photos_submission_position_unique').on(table.submissionId, table.position),
    index('practical_photos_sha256_idx').on(table.sha256),
    index('practical_photos_lesson_idx').on(table.lessonId),
  ],
);

/**
 * A file of a submission on its way in pieces (a photo or the voice note): its bytes wait in the
 * media store, one key a piece, never served, until a submission is made from it or it expires.
 */
export const practicalUploads = pgTable(
  'practical_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: ['photo', 'voiceNote'] }).notNull(),
    /** The whole file's size and SHA-256 (hex), as declared when the upload was made. */
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** The bytes held, from the first: the sum of the pieces' sizes. */
    receivedBytes: integer('received_bytes').notNull().default(0),
    /** The pieces in order: where each waits in the media store, and its size. */
    pieces: jsonb('pieces').$type<UploadPiece[]>().notNull().default([]),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The last piece's arrival: an upload is removed some days after it. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    index('practical_uploads_user_idx').on(table.userId, table.updatedAt),
    index('practical_uploads_updated_idx').on(table.updatedAt),
  ],
);

export type UploadPiece = { key: string; bytes: number };

/** The signals as stored: the learner's answer leaves out who else is involved. */
export type StoredSignals = PracticalSignals & {
  duplicateOf: { photoId: string; otherSubmissionId: string; otherPhotoId: string }[];
  nearby: { submissionId: string; userId: string; distanceMetres: number; minutesApart: number }[];
};
