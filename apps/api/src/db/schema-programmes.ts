// Tables of training programmes: an organization's batches of learners, the courses each batch is
// asked to finish by a date, and the notices that tell people what is asked of them.
import { sql } from 'drizzle-orm';
import { date, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { courses, organizations, users } from './schema.js';

/** A group of an organization's learners following the same courses over the same dates. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').notNull(),
    name: text('name').notNull(),
    /** Calendar days (YYYY-MM-DD), not instants: a batch starts on a day wherever its learners are. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // One "Monsoon 2026" per organization, whatever its case.
  (table) => [
    inlineForeignKey(table.organizationId, organizations.id),
    uniqueIndex('batches_organization_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

/** A course a batch is asked to complete, by `dueOn` when set. */
export const batchCourses = pgTable(
  'batch_courses',
  {
    batchId: uuid('batch_id').notNull(),
    courseId: uuid('course_id').notNull(),
    dueOn: date('due_on', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.courseId] }),
    inlineForeignKey(table.batchId, batches.id),
    inlineForeignKey(table.courseId, courses.id),
  ],
);

/** A learner in a batch. Leaving the batch removes this row only: enrolments and progress stay. */
export const batchMembers = pgTable(
  'batch_members',
  {
    batchId: uuid('batch_id').notNull(),
    userId: uuid('user_id').notNull(),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.batchId, table.userId] }),
    inlineForeignKey(table.batchId, batches.id),
    inlineForeignKey(table.userId, users.id),
    index('batch_members_user_idx').on(table.userId),
  ],
);

/** One notice in a person's bell: `kind` says what happened, `payload` what it names. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    readAt: at('read_at'),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst()),
    // A reminder is made whenever someone looks and nobody is sure to have looked before: one per
    // learner, course and due date, however often and from however many servers it is asked for.
    uniqueIndex('notifications_due_soon_unique')
      .on(table.userId, sql`(${table.payload}->>'courseId')`, sql`(${table.payload}->>'dueOn')`)
      .where(sql`${table.kind} = 'due-soon'`),
  ],
);

export type BatchRow = typeof batches.$inferSelect;
export type BatchCourseRow = typeof batchCourses.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
