// Tables of learning: enrolments, lesson progress, quiz attempts, certificates and media files.
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { courses, lessons, users } from './schema.js';

type LanguageText = Record<string, string>;

/** A field practical listed on a certificate: its lesson, title and when a reviewer accepted it (ISO 8601). */
export type CertificatePractical = { lessonId: string; title: string; titleTranslations: LanguageText; acceptedAt: string };

export const enrolments = pgTable(
  'enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    courseId: uuid('course_id').notNull(),
    enrolledAt: at('enrolled_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
    /** The lesson Resume opens, kept for reports; the LMS read recomputes it from progress. */
    currentLessonId: uuid('current_lesson_id'),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    inlineForeignKey(table.courseId, courses.id),
    inlineForeignKey(table.currentLessonId, lessons.id, 'set null'),
    uniqueIndex('enrolments_user_course_unique').on(table.userId, table.courseId),
    index('enrolments_course_idx').on(table.courseId),
    // Reports count a date range (the migration also includes course_id and user_id: index-only scans).
    index('enrolments_enrolled_at_idx').on(table.enrolledAt),
    index('enrolments_completed_at_idx')
      .on(table.completedAt)
      .where(sql`completed_at is not null`),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    courseId: uuid('course_id').notNull(),
    status: text('status', { enum: ['in_progress', 'completed'] })
      .notNull()
      .default('in_progress'),
    positionSeconds: doublePrecision('position_seconds').notNull().default(0),
    watchedSeconds: doublePrecision('watched_seconds').notNull().default(0),
    durationSeconds: doublePrecision('duration_seconds'),
    /** When the last position was reported: a position may not advance faster than the clock. */
    lastReportAt: at('last_report_at'),
    completedAt: at('completed_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    inlineForeignKey(table.lessonId, lessons.id),
    inlineForeignKey(table.courseId, courses.id),
    uniqueIndex('lesson_progress_user_lesson_unique').on(table.userId, table.lessonId),
    index('lesson_progress_user_course_idx').on(table.userId, table.courseId),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    lessonId: uuid('lesson_id').notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    answers: jsonb('answers').$type<{ questionId: string; optionIds: string[] }[]>().notNull(),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    inlineForeignKey(table.lessonId, lessons.id),
    index('quiz_attempts_user_lesson_idx').on(table.userId, table.lessonId, table.submittedAt),
  ],
);

export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    // Null once the holder deleted their account: the certificate stays verifiable as issued.
    userId: uuid('user_id'),
    // Kept when a course is deleted: the snapshot below still proves what was completed.
    courseId: uuid('course_id'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    learnerName: text('learner_name').notNull(),
    /** The learner's name in Devanagari when they gave one. */
    learnerNameHi: text('learner_name_hi'),
    courseTitle: text('course_title').notNull(),
    courseTitleTranslations: jsonb('course_title_translations').$type<LanguageText>().notNull().default({}),
    /** When the holder's name was removed (their account was deleted); both names are then empty. */
    nameRemovedAt: at('name_removed_at'),
    /** The course's field practicals the learner had accepted, titled as they were then: what the certificate lists. */
    practicals: jsonb('practicals').$type<CertificatePractical[]>().notNull().default([]),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id, 'set null'),
    inlineForeignKey(table.courseId, courses.id, 'set null'),
    // One certificate per learner and course: completing twice never issues a second one.
    uniqueIndex('certificates_user_course_unique').on(table.userId, table.courseId),
    index('certificates_course_idx').on(table.courseId),
    index('certificates_issued_at_idx')
      .on(table.issuedAt)
      .where(sql`revoked_at is null`),
  ],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** Relative to the media folder (uploads), or `asset:<path>` below apps/api/assets (seeded files). */
    storagePath: text('storage_path').notNull(),
    /** A video's or audio's length, read from the file itself when it is stored. */
    durationSeconds: doublePrecision('duration_seconds'),
    /**
     * A picture's: when it was stored without its metadata and given its smaller copies. Null for
     * a picture uploaded before that was done (the start-up job does it), and for other files.
     */
    preparedAt: at('prepared_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    uploadedBy: uuid('uploaded_by'),
  },
  (table) => [inlineForeignKey(table.uploadedBy, users.id, 'set null')],
);
