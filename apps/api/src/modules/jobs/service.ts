import { JOB_STATES, type JobItem, type JobList, type JobProgress, type JobSummary } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../lib/http-error.js';
import { presentJob } from './presenter.js';
import { countByKindAndStatus, findJob, groupCounts, jobsWithStatus, unparkJob, type NewJob } from './repository.js';

export type { NewJob } from './repository.js';

/** One run of a job, as its handler gets it. */
export type JobRun = {
  id: string;
  payload: Record<string, unknown>;
  /** 1 the first time, counting every try. */
  attempt: number;
  /** Aborted when the server closes: stop, and the job is handed back for later. */
  signal: AbortSignal;
};

/** How a kind of job is run: its handler (throws to fail), how many at once in a process, how many tries. */
export type JobDefinition = {
  run: (job: JobRun) => Promise<void>;
  concurrency?: number;
  maxAttempts?: number;
};

/** A failure no retry can mend (the job's payload names nothing that exists): the job is parked at once. */
export class PermanentJobError extends Error {}

/** The queue as the modules use it (`app.jobs`). */
export interface JobQueue {
  /** How jobs of `kind` are run by this process; a process takes only the kinds it defines. */
  define(kind: string, definition: JobDefinition): void;
  /**
   * Adds jobs through `db`: pass a transaction to add them with the rows they are about, all or
   * none, and call wake() once it is committed.
   */
  add(db: Db, jobs: NewJob[]): Promise<void>;
  /** Tells every process new jobs are due. */
  wake(): void;
  /** Settles once no job of `kinds` is running or due (tests, benchmarks). */
  idle(kinds: string[]): Promise<void>;
}

/** How many jobs of each kind are in each state. */
export async function jobSummary(db: Db): Promise<JobSummary> {
  const byKind = new Map<string, JobSummary['kinds'][number]>();
  for (const row of await countByKindAndStatus(db)) {
    const counts = byKind.get(row.kind) ?? { kind: row.kind, waiting: 0, running: 0, done: 0, parked: 0 };
    if ((JOB_STATES as readonly string[]).includes(row.status)) counts[row.status] = row.n;
    byKind.set(row.kind, counts);
  }
  return { kinds: [...byKind.values()] };
}

export async function jobPage(db: Db, query: { status: JobItem['status']; page: number; limit: number }): Promise<JobList> {
  const { items, total } = await jobsWithStatus(db, query.status, query);
  return {
    items: items.map(presentJob),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** Runs a parked job again with all its tries: 404 when there is no such job, 409 when it is not parked. */
export async function rerunJob(db: Db, id: string): Promise<JobItem> {
  const unparked = await unparkJob(db, id);
  if (unparked) return presentJob(unparked);
  if (!(await findJob(db, id))) throw notFound('There is no such job.');
  throw conflict('Only a parked job can be run again: this one is not parked.').coded('JOB_NOT_PARKED');
}

/**
 * Where a group of jobs stands, for the person who asked for them (or anyone when `askedBy` is
 * null); null when there is no such group or it is someone else's.
 */
export async function groupProgress(db: Db, groupId: string, askedBy: string | null): Promise<JobProgress | null> {
  const rows = await groupCounts(db, groupId);
  if (!rows.length || (askedBy && rows.some((row) => row.createdBy !== askedBy))) return null;
  const sum = (statuses: string[]) => rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.n, 0);
  return { total: sum([...JOB_STATES]), done: sum(['done']), waiting: sum(['waiting', 'running']), failed: sum(['parked']) };
}
