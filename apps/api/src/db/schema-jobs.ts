// The job queue: work done after the request (email, lesson audio, video copies), kept in the
// database so that it survives a restart. See modules/jobs for how it is taken and run.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.js';

export const JOB_STATUSES = ['waiting', 'running', 'done', 'parked'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * One piece of work. `waiting` until `run_at`; `running` while a worker (`locked_by`) holds it,
 * until `locked_until`, which the worker extends while it runs; `done`; or `parked` after
 * `max_attempts` failures, until an administrator runs it again. `dedupe_key`: at most one
 * waiting job of a kind per key (a lesson edited twice is read aloud once). `group_id` gathers
 * the jobs of one request (a learner import's invitations), and `created_by` is who asked.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<JobStatus>().notNull().default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: at('run_at').notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    dedupeKey: text('dedupe_key'),
    groupId: uuid('group_id'),
    /** Who asked; no foreign key (see the migration): thousands are added at once. */
    createdBy: uuid('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (table) => [
    check('jobs_status_check', sql`${table.status} IN ('waiting', 'running', 'done', 'parked')`),
    index('jobs_due_idx')
      .on(table.kind, table.runAt)
      .where(sql`${table.status} = 'waiting'`),
    index('jobs_running_idx')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    index('jobs_group_idx')
      .on(table.groupId)
      .where(sql`${table.groupId} IS NOT NULL`),
    index('jobs_finished_idx')
      .on(table.finishedAt)
      .where(sql`${table.status} = 'done'`),
    uniqueIndex('jobs_waiting_dedupe_idx')
      .on(table.kind, table.dedupeKey)
      .where(sql`${table.status} = 'waiting' AND ${table.dedupeKey} IS NOT NULL`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
