// `npm run bench:jobs` (run with tsx, which reads the API's TypeScript): the project's job queue
// (apps/api/src/modules/jobs) against pg-boss, each on its own in-memory embedded database
// (PGlite), in this process:
//
// 1. Enqueue: BENCH_JOBS (default 5,000) jobs added one per call (as requests add them), then the
//    same number in one call (as an import adds its invitations).
// 2. Complete: a worker with BENCH_CONCURRENCY (default 6) at a time runs them all (the handler
//    does nothing), timed from its start to the last one done.
// 3. Latency: with the worker idle, one job added, the time until its handler runs; 50 times.
//
// pg-boss is not a dependency of the project: it is installed into bench/jobs/.pg-boss the first
// time (npm, pg-boss 10: the last line that runs on Node 20; 11 and later need Node 22), or taken
// from BENCH_PGBOSS_DIR. Figures go to the terminal; bench/results/jobs-latest.md is written by hand.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { ChangeFeed } from '../../apps/api/src/lib/change-feed.js';
import { JobRunner } from '../../apps/api/src/modules/jobs/runner.js';

const JOBS = Number(process.env.BENCH_JOBS ?? 5000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 6);
const LATENCY_SAMPLES = 50;
const PGBOSS_VERSION = '10';

const quietLog = { info() {}, warn() {}, error() {}, debug() {}, child: () => quietLog };

function pgBossModule() {
  const dir = process.env.BENCH_PGBOSS_DIR ?? fileURLToPath(new URL('./.pg-boss', import.meta.url));
  if (!existsSync(join(dir, 'node_modules/pg-boss'))) {
    console.log(`installing pg-boss@${PGBOSS_VERSION} into ${dir} …`);
    execFileSync('npm', ['install', '--prefix', dir, '--no-save', '--no-audit', '--no-fund', `pg-boss@${PGBOSS_VERSION}`], {
      stdio: 'inherit',
    });
  }
  const require = createRequire(join(dir, 'package.json'));
  return { PgBoss: require('pg-boss'), version: require('pg-boss/package.json').version };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const perSecond = (count, ms) => Math.round((count * 1000) / ms);

/** Runs the three measures against one queue, given how to add, start and wait on it. */
async function measure(name, queue) {
  let done = 0;
  let onRun = () => {};
  queue.handler = async () => {
    done += 1;
    onRun();
  };

  let started = performance.now();
  for (let n = 0; n < JOBS; n++) await queue.addOne({ n });
  const oneByOne = performance.now() - started;
  started = performance.now();
  await queue.addMany(Array.from({ length: JOBS }, (_, n) => ({ n })));
  const inOneCall = performance.now() - started;

  started = performance.now();
  await queue.start();
  while (done < 2 * JOBS) await sleep(5);
  const completing = performance.now() - started;

  const latencies = [];
  for (let sample = 0; sample < LATENCY_SAMPLES; sample++) {
    const ran = new Promise((resolve) => (onRun = resolve));
    const at = performance.now();
    await queue.addOne({ sample });
    await ran;
    latencies.push(performance.now() - at);
    await sleep(20);
  }
  await queue.stop();
  return {
    name,
    enqueueOneByOne: perSecond(JOBS, oneByOne),
    enqueueInOneCall: perSecond(JOBS, inOneCall),
    complete: perSecond(2 * JOBS, completing),
    latencyP50: percentile(latencies, 50),
    latencyP95: percentile(latencies, 95),
  };
}

async function ownQueue() {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const runner = new JobRunner({
    db: database.db,
    log: quietLog,
    exclusive: (_name, work) => work(),
    changeFeed: new ChangeFeed(),
    soleProcess: true,
  });
  const queue = {
    handler: async () => {},
    addOne: (payload) => runner.add(database.db, [{ kind: 'bench', payload }]),
    addMany: (payloads) =>
      runner.add(
        database.db,
        payloads.map((payload) => ({ kind: 'bench', payload })),
      ),
    start: () => runner.start(),
    stop: async () => {
      await runner.stop();
      await database.close();
    },
  };
  runner.define('bench', { concurrency: CONCURRENCY, run: () => queue.handler() });
  return queue;
}

async function pgBoss(PgBoss, { notify }) {
  const client = new PGlite();
  await client.waitReady;
  // pg-boss speaks to any database through executeSql: here the embedded one. Its scripts of
  // several statements (creating its schema) take the simple protocol, which has no parameters.
  const db = {
    executeSql: async (text, values) => (values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] })),
  };
  const boss = new PgBoss({ db, schedule: false, supervise: false, migrate: true });
  boss.on('error', (error) => console.error('pg-boss:', error.message));
  await boss.start();
  await boss.createQueue('bench');
  let workers = [];
  const queue = {
    handler: async () => {},
    addOne: async (data) => {
      await boss.send('bench', data);
      // pg-boss 10 polls (every 0.5 s at the least); a worker may be told to look at once.
      if (notify) for (const id of workers) boss.notifyWorker(id);
    },
    addMany: (payloads) => boss.insert(payloads.map((data) => ({ name: 'bench', data }))),
    start: async () => {
      // One worker fetching up to 100 jobs at a time: with CONCURRENCY, like the project's queue, it
      // would run at most that many every half second.
      workers = [
        await boss.work('bench', { batchSize: 100, pollingIntervalSeconds: 0.5 }, async (jobs) => {
          for (const _ of jobs) await queue.handler();
        }),
      ];
    },
    stop: async () => {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      await client.close();
    },
  };
  return queue;
}

const { PgBoss, version } = pgBossModule();
const results = [
  await measure('own queue (modules/jobs)', await ownQueue()),
  await measure(`pg-boss ${version}, polling every 0.5 s`, await pgBoss(PgBoss, { notify: false })),
  await measure(`pg-boss ${version}, worker told of each job`, await pgBoss(PgBoss, { notify: true })),
];

console.log(
  `\nJob queues on the embedded PGlite (in memory), ${JOBS} jobs each way, concurrency ${CONCURRENCY}; ` +
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
);
console.log(
  '| queue | enqueue, one per call (jobs/s) | enqueue, all in one call (jobs/s) | complete (jobs/s) | latency p50 | latency p95 |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const row of results)
  console.log(
    `| ${row.name} | ${row.enqueueOneByOne} | ${row.enqueueInOneCall} | ${row.complete} | ${row.latencyP50.toFixed(0)} ms | ${row.latencyP95.toFixed(0)} ms |`,
  );
process.exit(0);
