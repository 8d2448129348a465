// The LMS read through nginx with one API process, then with two, on one PostgreSQL database
// (part of `npm run bench:api`, which runs it with tsx after the single-process table; alone:
// `node --import tsx bench/api/cluster.mjs`).
//
// Each round starts a throwaway PostgreSQL database, the production build as 1 or 2 processes and
// nginx with the repository's configuration (deploy/nginx/jal-shiksha.conf), the same harness as
// the cluster tests. A learner signs in and enrols once; autocannon then loads the authenticated
// LMS read through nginx (20 connections, warm-up then measured). Prints requests/s of each and
// their ratio beside the machine's cores and load: on 2 cores, nginx, PostgreSQL and autocannon
// share the cores with the API processes, so the ratio says what a second process adds on this
// machine, not on a larger one. Writes the same to bench/results/api-cluster-latest.md.
//
// Env (optional): BENCH_DURATION seconds measured (default 10, 1-60), BENCH_WARMUP seconds of
// warm-up (default 2, 0-30).
import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { startCluster } from '../../apps/api/src/test/cluster.ts';
import { startThrowawayPostgres } from '../../apps/api/src/test/postgres-server.ts';
import { boundedInt, buildOutput, root } from '../lib/processes.mjs';

const CONNECTIONS = 20;
const DURATION_S = boundedInt('BENCH_DURATION', 10, 1, 60);
const WARMUP_S = boundedInt('BENCH_WARMUP', 2, 0, 30);
const LMS_COURSE = 'watershed-basics';
const LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };
const resultsFile = join(root, 'bench/results/api-cluster-latest.md');

const cannon = (options) =>
  new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: HTTP ${response.status} ${JSON.stringify(body)?.slice(0, 200)}`);
  return body;
}

/** Requests/s and p99 of the LMS read through nginx with `processes` API processes. */
async function measure(postgresUrl, apiServer, processes) {
  process.stdout.write(`  ${processes} process${processes > 1 ? 'es' : ''}: starting... `);
  const cluster = await startCluster({ postgresUrl, serverArgs: [apiServer], processes, env: { LOG_LEVEL: 'error' } });
  try {
    const login = await json(`${cluster.url}/api/v1/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LEARNER),
    });
    const headers = { authorization: `Bearer ${login.data.token}`, 'accept-encoding': 'gzip, deflate, br' };
    await json(`${cluster.url}/api/v1/courses/${LMS_COURSE}/enroll`, { method: 'POST', headers });
    const options = { url: `${cluster.url}/api/v1/courses/${LMS_COURSE}/lms`, headers, connections: CONNECTIONS, timeout: 10 };
    if (WARMUP_S > 0) {
      process.stdout.write(`warm-up ${WARMUP_S} s, `);
      await cannon({ ...options, duration: WARMUP_S });
    }
    process.stdout.write(`measuring ${DURATION_S} s... `);
    const result = await cannon({ ...options, duration: DURATION_S });
    console.log(`${Math.round(result.requests.average)} req/s`);
    return {
      processes,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    };
  } finally {
    await cluster.close();
  }
}

async function main() {
  const { apiServer } = buildOutput();
  const cores = os.cpus().length;
  const loadBefore = os.loadavg()[0];
  console.log(`\nLMS read through nginx on PostgreSQL, 1 vs 2 API processes (${cores} cores, load ${loadBefore.toFixed(2)})`);
  const postgres = await startThrowawayPostgres();
  let rows;
  try {
    rows = [await measure(postgres.url, apiServer, 1), await measure(postgres.url, apiServer, 2)];
  } finally {
    postgres.stop();
  }
  const [one, two] = rows;
  const ratio = two.rps / one.rps;
  const lines = [
    '| API processes | Req/s (avg) | p50 (ms) | p99 (ms) | Non-2xx | Errors |',
    '| ------------: | ----------: | -------: | -------: | ------: | -----: |',
    ...rows.map(
      (row) =>
        `| ${String(row.processes).padStart(13)} | ${String(Math.round(row.rps)).padStart(11)} | ${String(row.p50).padStart(8)} | ${String(row.p99).padStart(8)} | ${String(row.non2xx).padStart(7)} | ${String(row.errors).padStart(6)} |`,
    ),
  ];
  const verdict =
    `2 processes serve ${ratio.toFixed(2)}× the requests of 1 on this machine (${cores} cores, 1-min load ${loadBefore.toFixed(2)} before the run). ` +
    'nginx, PostgreSQL and the load generator run on the same cores as the API processes, so a second process can add at most what the cores left over allow; on machines of their own each process adds its own cores.';
  console.log(`\n${lines.join('\n')}\n\n${verdict}`);
  const markdown = [
    '# LMS read through nginx: 1 vs 2 API processes on PostgreSQL',
    '',
    `Written by \`npm run bench:api\` on ${new Date().toISOString().slice(0, 10)}: GET /api/v1/courses/${LMS_COURSE}/lms as an enrolled learner, ${CONNECTIONS} connections, ${DURATION_S} s measured after ${WARMUP_S} s of warm-up.`,
    '',
    ...lines,
    '',
    verdict,
    '',
  ].join('\n');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(resultsFile, markdown);
  console.log(`Wrote ${relative(root, resultsFile)}`);
  return rows.some((row) => row.non2xx > 0 || row.errors > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`\nCluster benchmark failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
