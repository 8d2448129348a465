// Tables of the learner's own account: the privacy notices they accepted, and their text lessons
// read aloud.
import { doublePrecision, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { lessons, users } from './schema.js';

/** Which version of the privacy notice a person accepted, and when (recorded on sign-up). */
export const consents = pgTable(
  'consents',
  {
    userId: uuid('user_id').notNull(),
    noticeVersion: text('notice_version').notNull(),
    acceptedAt: at('accepted_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.noticeVersion] }), inlineForeignKey(table.userId, users.id)],
);

/**
 * A text lesson read aloud in one language. `textHash` is of the text it was made from: when the
 * lesson's text changes, the hash no longer matches and the audio is made again. The same reading
 * is kept twice: as MP3 (`storagePath`, played by every browser) and as Opus (`opusStoragePath`,
 * a third of the bytes, for the browsers that play it). Audio made before Opus was kept has no
 * Opus copy until the next run of its job makes one.
 */
export const lessonAudio = pgTable(
  'lesson_audio',
  {
    lessonId: uuid('lesson_id').notNull(),
    language: text('language').notNull(),
    textHash: text('text_hash').notNull(),
    /** Relative to the media folder. */
    storagePath: text('storage_path').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    durationSeconds: doublePrecision('duration_seconds'),
    /** Relative to the media folder; null until the Opus copy is made. */
    opusStoragePath: text('opus_storage_path'),
    opusSizeBytes: integer('opus_size_bytes'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.lessonId, table.language] }), inlineForeignKey(table.lessonId, lessons.id)],
);
