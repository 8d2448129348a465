import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Exclusive } from '../../db/exclusive.js';
import type { ChangeFeed } from '../../lib/change-feed.js';
import {
  claimJobs,
  completeJob,
  deleteDoneBefore,
  dueKinds,
  extendLeases,
  failJob,
  hasDueOrRunning,
  insertJobs,
  recoverAbandoned,
  releaseJobs,
  type ClaimedJob,
  type NewJob,
} from './repository.js';
import { PermanentJobError, type JobDefinition, type JobQueue } from './service.js';

/** The change feed's topic that tells every process new jobs are due. */
export const JOBS_TOPIC = 'jobs';

export type JobRunnerOptions = {
  db: Db;
  log: FastifyBaseLogger;
  exclusive: Exclusive;
  /** Word of new jobs from the other processes on the same database (and to them). */
  changeFeed: ChangeFeed;
  /**
   * The embedded database: one process only ever opens it, so at start every job left running
   * was left by a process that stopped (kill -9, power cut) and waits again at once.
   */
  soleProcess: boolean;
  /** How often the database is asked for due jobs when nothing tells of new ones (retries, other processes). */
  pollMs?: number;
  /** How long a taken job stays this worker's without word from it; extended while it runs. */
  leaseMs?: number;
  /** The wait after a first failure, doubled after each next one up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a finished job is kept (for the dashboard and an import's progress). */
  keepDoneMs?: number;
  /** How long closing waits for jobs in progress before handing them back. */
  closeGraceMs?: number;
};

const DEFAULTS = {
  pollMs: 1000,
  leaseMs: 5 * 60 * 1000,
  retryBaseMs: 30 * 1000,
  retryMaxMs: 60 * 60 * 1000,
  keepDoneMs: 7 * 24 * 60 * 60 * 1000,
  closeGraceMs: 10 * 1000,
};
const PURGE_EVERY_MS = 60 * 60 * 1000;

type Running = { kind: string; controller: AbortController; done: Promise<void> };

/** What is kept of an error: its message, shortened (it is shown on the dashboard). */
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/**
 * Takes due jobs from the database and runs them, each kind up to its own concurrency: when told
 * of new ones (in this process at once, from others through the change feed) and every `pollMs`.
 * A failed job waits `retryBaseMs`, then twice as long each time (with a fifth of chance either
 * way, so that jobs failing together do not come back together); once its attempts are used up,
 * or when it throws PermanentJobError, it is parked. Closing stops taking jobs, tells the running
 * ones to stop (their AbortSignal), waits for them a little, and hands back what is unfinished.
 */
export class JobRunner implements JobQueue {
  /** This process among those sharing the database; a job's `locked_by`. */
  readonly worker = `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;
  private readonly options: Required<Omit<JobRunnerOptions, 'db' | 'log' | 'exclusive' | 'changeFeed' | 'soleProcess'>> & JobRunnerOptions;
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly running = new Map<string, Running>();
  private started = false;
  private stopping = false;
  private polling: Promise<void> | undefined;
  private pollAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private lastRecovery = 0;
  private purging: Promise<unknown> | undefined;

  constructor(options: JobRunnerOptions) {
    this.options = { ...DEFAULTS, ...options };
    options.changeFeed.on(JOBS_TOPIC, () => this.poke());
  }

  define(kind: string, definition: JobDefinition) {
    if (this.definitions.has(kind)) throw new Error(`job kind ${kind} is defined twice`);
    this.definitions.set(kind, definition);
  }

  async add(db: Db, jobs: NewJob[]) {
    if (!jobs.length) return;
    await insertJobs(
      db,
      jobs.map((job) => ({ ...job, maxAttempts: job.maxAttempts ?? this.definitions.get(job.kind)?.maxAttempts })),
    );
    if (db === this.options.db) this.wake();
  }

  wake() {
    // Published to the others too: with several processes, whichever is free takes the jobs.
    this.options.changeFeed.publish(JOBS_TOPIC);
  }

  async start() {
    if (this.started) return;
    this.started = true;
    if (this.options.soleProcess) await recoverAbandoned(this.options.db, true);
    this.timers.push(setInterval(() => this.poke(), this.options.pollMs));
    this.timers.push(
      setInterval(() => {
        if (this.running.size)
          extendLeases(this.options.db, this.worker, this.options.leaseMs).catch((error: unknown) => this.failedToAsk(error));
      }, this.options.leaseMs / 3),
    );
    this.timers.push(setInterval(() => this.purge(), PURGE_EVERY_MS));
    for (const timer of this.timers) timer.unref();
    this.poke();
  }

  async idle(kinds: string[]) {
    for (;;) {
      const local = [...this.running.values()].some((job) => kinds.includes(job.kind));
      if (!local && !(await hasDueOrRunning(this.options.db, kinds))) return;
      this.poke();
      await sleep(20);
    }
  }

  /** Stops taking jobs and ends the running ones (see the class); the database stays open. */
  async stop() {
    this.stopping = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.polling;
    await this.purging;
    for (const job of this.running.values()) job.controller.abort();
    const finished = Promise.all([...this.running.values()].map((job) => job.done));
    const grace = sleep(this.options.closeGraceMs, undefined, { ref: false });
    await Promise.race([finished, grace]);
    await releaseJobs(this.options.db, [...this.running.keys()], this.worker).catch((error: unknown) => this.failedToAsk(error));
  }

  /** Looks for due jobs soon; asks again after the current look when one is under way. */
  private poke() {
    if (!this.started || this.stopping) return;
    if (this.polling) {
      this.pollAgain = true;
      return;
    }
    this.polling = this.poll()
      .catch((error: unknown) => this.failedToAsk(error))
      .finally(() => {
        this.polling = undefined;
        if (this.pollAgain) {
          this.pollAgain = false;
          this.poke();
        }
      });
  }

  private async poll() {
    const { db, leaseMs } = this.options;
    if (!this.options.soleProcess && Date.now() - this.lastRecovery > leaseMs / 2) {
      this.lastRecovery = Date.now();
      await recoverAbandoned(db, false);
    }
    const free = (kind: string) => (this.definitions.get(kind)?.concurrency ?? 1) - this.runningOf(kind);
    const wanted = [...this.definitions.keys()].filter((kind) => free(kind) > 0);
    if (!wanted.length) return;
    for (const kind of await dueKinds(db, wanted)) {
      if (this.stopping) return;
      for (const job of await claimJobs(db, kind, free(kind), this.worker, leaseMs)) this.run(job);
    }
  }

  private runningOf(kind: string) {
    let n = 0;
    for (const job of this.running.values()) if (job.kind === kind) n++;
    return n;
  }

  private run(job: ClaimedJob) {
    const definition = this.definitions.get(job.kind)!;
    const controller = new AbortController();
    const done = definition
      .run({ id: job.id, payload: job.payload, attempt: job.attempts, signal: controller.signal })
      .then(
        () => completeJob(this.options.db, job.id, this.worker),
        (error: unknown) => this.failed(job, error, controller.signal.aborted),
      )
      .catch((error: unknown) => this.failedToAsk(error))
      .finally(() => {
        this.running.delete(job.id);
        this.poke();
      });
    this.running.set(job.id, { kind: job.kind, controller, done });
  }

  private async failed(job: ClaimedJob, error: unknown, stopped: boolean) {
    const { db, retryBaseMs, retryMaxMs } = this.options;
    // Stopped because the server is closing: not the job's fault, it is handed back as it was.
    if (stopped && this.stopping) return releaseJobs(db, [job.id], this.worker);
    const park = error instanceof PermanentJobError || job.attempts >= job.maxAttempts;
    const wait = Math.min(retryMaxMs, retryBaseMs * 2 ** (job.attempts - 1)) * (0.8 + Math.random() * 0.4);
    const details = { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts };
    if (park) this.options.log.error(details, 'a job failed for the last time: it is parked until an administrator runs it again');
    else this.options.log.warn({ ...details, retryInMs: Math.round(wait) }, 'a job failed: it will be tried again');
    await failJob(db, job.id, this.worker, errorText(error), { park, retryInMs: Math.round(wait) });
  }

  private purge() {
    if (this.purging) return;
    const before = new Date(Date.now() - this.options.keepDoneMs);
    this.purging = this.options
      .exclusive('jobs-purge', () => deleteDoneBefore(this.options.db, before), { ifFree: true })
      .catch((error: unknown) => this.failedToAsk(error))
      .finally(() => {
        this.purging = undefined;
      });
  }

  private failedToAsk(error: unknown) {
    if (!this.stopping) this.options.log.error({ err: error }, 'the job queue could not reach the database');
  }
}
