// Tables for learning without a network: smaller copies of videos, when each learner downloaded
// a course, and the keys of what the devices sent back once online.
import { doublePrecision, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { courses, users } from './schema.js';
import { mediaFiles } from './schema-learning.js';

/** A video's smaller copy (`240p`, `360p`), made from the upload; the original stays in media_files. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id').notNull(),
    quality: text('quality').notNull(),
    /** Relative to the media folder. */
    storagePath: text('storage_path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.quality] }), inlineForeignKey(table.mediaId, mediaFiles.id)],
);

/**
 * When a learner first and last downloaded a course for offline use. Offline watch reports must
 * fall after the first download: a device cannot have watched a video it did not have.
 */
export const offlineDownloads = pgTable(
  'offline_downloads',
  {
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    firstAt: at('first_at').notNull().defaultNow(),
    lastAt: at('last_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    inlineForeignKey(table.userId, users.id),
    inlineForeignKey(table.courseId, courses.id),
  ],
);

/**
 * Every event a device sent back (a completion, a video position, quiz answers) by its key, with
 * the outcome it got: a key sent again gets the same outcome and changes nothing.
 */
export const syncReceipts = pgTable(
  'sync_receipts',
  {
    userId: uuid('user_id').notNull(),
    key: uuid('key').notNull(),
    type: text('type').notNull(),
    /** The outcome as first answered (status, reason and result). */
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), inlineForeignKey(table.userId, users.id)],
);
