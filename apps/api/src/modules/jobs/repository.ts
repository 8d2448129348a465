import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/queries.js';
import { jobs, type JobRow, type JobStatus } from '../../db/schema.js';

/** A job to add: its kind and payload, and optionally when, how often it may fail, and what it belongs to. */
export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  maxAttempts?: number;
  /** At most one waiting job of this kind with this key: adding another is skipped. */
  dedupeKey?: string;
  groupId?: string;
  createdBy?: string;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
};

/** Jobs inserted per statement: one array parameter per column binds thousands of rows quickly. */
const CHUNK = 1000;

/** Adds jobs (in the caller's transaction, when `db` is one); a job whose dedupe key already waits is skipped. */
export async function insertJobs(db: Db, added: NewJob[]): Promise<void> {
  for (let start = 0; start < added.length; start += CHUNK) {
    const chunk = added.slice(start, start + CHUNK);
    const column = <T>(pick: (job: NewJob) => T) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into ${jobs} (kind, payload, max_attempts, dedupe_key, group_id, created_by, run_at)
      select kind, payload, max_attempts, dedupe_key, group_id, created_by, now() + delay_ms * interval '1 millisecond'
      from unnest(
        ${column((job) => job.kind)}::text[],
        ${column((job) => JSON.stringify(job.payload ?? {}))}::jsonb[],
        ${column((job) => job.maxAttempts ?? 5)}::int[],
        ${column((job) => job.dedupeKey ?? null)}::text[],
        ${column((job) => job.groupId ?? null)}::uuid[],
        ${column((job) => job.createdBy ?? null)}::uuid[],
        ${column((job) => job.delayMs ?? 0)}::float8[]
      ) as job(kind, payload, max_attempts, dedupe_key, group_id, created_by, delay_ms)
      on conflict (kind, dedupe_key) where status = 'waiting' and dedupe_key is not null do nothing`);
  }
}

/** A job as a worker holds it. */
export type ClaimedJob = { id: string; kind: string; payload: Record<string, unknown>; attempts: number; maxAttempts: number };

/**
 * Takes up to `limit` due jobs of `kind` for `worker` until `leaseMs` from now, counting an
 * attempt. SKIP LOCKED: a row another worker is taking at the same moment is passed over, so
 * each job is taken by one worker.
 */
export async function claimJobs(db: Db, kind: string, limit: number, worker: string, leaseMs: number): Promise<ClaimedJob[]> {
  const rows = await rowsOf<{ id: string; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }>(
    db,
    sql`
      with next as (
        select id from ${jobs}
        where kind = ${kind} and status = 'waiting' and run_at <= now()
        order by run_at
        limit ${limit}
        for update skip locked
      )
      update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, locked_by = ${worker},
        locked_until = now() + ${leaseMs} * interval '1 millisecond', updated_at = now()
      from next where ${jobs.id} = next.id
      returning ${jobs.id}, ${jobs.kind}, ${jobs.payload}, ${jobs.attempts}, ${jobs.maxAttempts}`,
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, payload: row.payload, attempts: row.attempts, maxAttempts: row.max_attempts }));
}

/** Marks a job done, if `worker` still holds it. */
export async function completeJob(db: Db, id: string, worker: string): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', lockedBy: null, lockedUntil: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/**
 * Records a failure of a job `worker` holds: it waits `retryInMs` to run again, or is parked
 * when `park` (its attempts are used up, or the failure is one no retry can mend).
 */
export async function failJob(db: Db, id: string, worker: string, error: string, retry: { park: boolean; retryInMs: number }) {
  await db
    .update(jobs)
    .set({
      status: retry.park ? 'parked' : 'waiting',
      lastError: error,
      runAt: sql`now() + ${retry.retryInMs} * interval '1 millisecond'`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/** Hands back jobs `worker` holds without counting their attempt (the server is closing). */
export async function releaseJobs(db: Db, ids: string[], worker: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(jobs)
    .set({ status: 'waiting', attempts: sql`greatest(${jobs.attempts} - 1, 0)`, lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(inArray(jobs.id, ids), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/** Keeps `worker`'s running jobs its own for `leaseMs` more. */
export async function extendLeases(db: Db, worker: string, leaseMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
    .where(and(eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/**
 * Running jobs whose worker stopped extending them (it died) wait again, or are parked when that
 * was their last attempt. `all`: every running job, whoever holds it (the embedded database at
 * start, which only one process ever opens).
 */
export async function recoverAbandoned(db: Db, all: boolean): Promise<void> {
  const abandoned = all ? eq(jobs.status, 'running') : and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, sql`now()`));
  // One that would wait again beside a waiting twin (same kind and dedupe key, queued while it
  // ran) goes: the twin does the same work, and only one of them may wait.
  await db
    .delete(jobs)
    .where(
      and(
        abandoned,
        sql`${jobs.attempts} < ${jobs.maxAttempts}`,
        sql`exists (select 1 from "jobs" as "twin" where "twin"."kind" = ${jobs.kind} and "twin"."dedupe_key" = ${jobs.dedupeKey} and "twin"."status" = 'waiting')`,
      ),
    );
  await db
    .update(jobs)
    .set({
      status: sql`case when ${jobs.attempts} >= ${jobs.maxAttempts} then 'parked' else 'waiting' end`,
      lastError: sql`coalesce(${jobs.lastError}, 'The process running it stopped.')`,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(abandoned);
}

/** Whether a job of `kinds` is running, or waiting and due. */
export async function hasDueOrRunning(db: Db, kinds: string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.kind, kinds), sql`(${jobs.status} = 'running' or (${jobs.status} = 'waiting' and ${jobs.runAt} <= now()))`))
    .limit(1);
  return row !== undefined;
}

/** How many jobs of each kind are in each state. */
export function countByKindAndStatus(db: Db) {
  return db.select({ kind: jobs.kind, status: jobs.status, n: count() }).from(jobs).groupBy(jobs.kind, jobs.status).orderBy(jobs.kind);
}

/** The jobs in one state, latest change first. */
export async function jobsWithStatus(db: Db, status: JobStatus, page: { page: number; limit: number }) {
  const where = eq(jobs.status, status);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.updatedAt), desc(jobs.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A parked job waits again, due now, with all its attempts: the job as it then is (undefined when it is not parked). */
export async function unparkJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ status: 'waiting', attempts: 0, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'parked')))
    .returning();
  return row;
}

/** How many jobs of a group are in each state, and who asked for them. */
export async function groupCounts(db: Db, groupId: string) {
  return db
    .select({ status: jobs.status, createdBy: jobs.createdBy, n: count() })
    .from(jobs)
    .where(eq(jobs.groupId, groupId))
    .groupBy(jobs.status, jobs.createdBy);
}

/** Deletes jobs done before `before`: what a dashboard and an import's progress no longer need. */
export async function deleteDoneBefore(db: Db, before: Date): Promise<void> {
  await db.delete(jobs).where(and(eq(jobs.status, 'done'), lte(jobs.finishedAt, before)));
}

/** Which of `kinds` have a due job: one cheap look (an index probe per kind) before taking any. */
export async function dueKinds(db: Db, kinds: string[]): Promise<string[]> {
  const rows = await rowsOf<{ kind: string }>(
    db,
    sql`select kind from unnest(${sql.param(kinds)}::text[]) as wanted(kind)
      where exists (select 1 from ${jobs} where ${jobs.kind} = wanted.kind and ${jobs.status} = 'waiting' and ${jobs.runAt} <= now())`,
  );
  return rows.map((row) => row.kind);
}
