import { z } from 'zod';
import { listResult } from './administration-common.js';
import { pageQuery } from './common.js';

/**
 * `waiting` (for its turn, or for its next try after a failure), `running`, `done`, or `parked`:
 * it failed on every try and waits for an administrator to run it again.
 */
export const JOB_STATES = ['waiting', 'running', 'done', 'parked'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How many jobs of one kind are in each state. */
export const jobKindCounts = z.object({
  kind: z.string(),
  waiting: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  parked: z.number().int(),
});
export type JobKindCounts = z.infer<typeof jobKindCounts>;
export const jobSummary = z.object({ kinds: z.array(jobKindCounts) });
export type JobSummary = z.infer<typeof jobSummary>;

/** One job as the dashboard shows it: what it is and how it went, never its payload (it may name people). */
export const jobItem = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItem>;
export const jobList = listResult(jobItem);
export type JobList = z.infer<typeof jobList>;

export const jobListQuery = z.strictObject({
  status: z.enum(JOB_STATES, { error: 'status must be waiting, running, done or parked.' }).default('parked'),
  ...pageQuery,
});
export type JobListQuery = z.input<typeof jobListQuery>;

/** Where a group of jobs stands: the invitations of one learner import. */
export const jobProgress = z.object({
  total: z.number().int(),
  /** Sent (done). */
  done: z.number().int(),
  /** Not sent yet: waiting for their turn or their next try, or being sent. */
  waiting: z.number().int(),
  /** Failed on every try: parked until an administrator runs them again. */
  failed: z.number().int(),
});
export type JobProgress = z.infer<typeof jobProgress>;
