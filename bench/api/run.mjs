// `npm run bench:api`: load test of the production API against a bare Fastify baseline.
//
// 1. Builds the app when apps/api/dist/server.js or apps/web/dist/index.html is missing.
// 2. Starts the production server (fresh temporary DATA_DIR, seeded) and bench/api/hello-world.mjs,
//    each as its own process on a free loopback port.
// 3. With autocannon (10 connections, a warm-up then a fixed measured duration), loads in turn:
//    hello-world, GET /api/health, the public course list, the authenticated GET /api/v1/user/me,
//    the authenticated LMS read GET /api/v1/courses/watershed-basics/lms (the learner enrolled first),
//    and the HTML of the pages `/` and `/courses` as a browser asks for them (brotli).
// 4. Prints a table and the budget ratios, and writes the same to bench/results/api-latest.md.
// Budgets are reported, never enforced: the exit code is 0 unless the run itself broke or an
// endpoint answered with non-2xx responses or connection errors.
// Both child processes are stopped and the temporary DATA_DIR removed on every way out.
//
// 5. Then bench/api/cluster.mjs: the LMS read through nginx with 1 and 2 processes on PostgreSQL.
// Env (optional): BENCH_CLUSTER=0 skips step 5, BENCH_DURATION seconds measured per endpoint (default 10, 1-60),
// BENCH_WARMUP seconds of warm-up per endpoint (default 2, 0-30), BENCH_API_SERVER and BENCH_WEB_DIST
// to load a build made elsewhere (e.g. /tmp/me/api/server.js and /tmp/me/web) instead of apps/*/dist.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import {
  apiServerEnv,
  boundedInt,
  buildOutput,
  cleanup,
  freePorts,
  HOST,
  root,
  spawnChild,
  temporaryDataDir,
  waitUntilOk,
  wasInterrupted,
} from '../lib/processes.mjs';
import { waitForQuietMachine } from '../lib/quiet-machine.mjs';

const resultsFile = join(root, 'bench/results/api-latest.md');

const CONNECTIONS = 10;
const DURATION_S = boundedInt('BENCH_DURATION', 10, 1, 60);
const WARMUP_S = boundedInt('BENCH_WARMUP', 2, 0, 30);
const START_TIMEOUT_MS = 90_000; // a fresh start (migrations + seed) takes about 10 s
const REQUEST_TIMEOUT_S = 10; // per request inside autocannon: a stuck request counts as an error

const BUDGET_COURSES_VS_HELLO = 0.3; // courses req/s at least 30 % of bare Fastify
const BUDGET_ME_P99_MS = 50; // authenticated read p99
const BUDGET_LMS_P99_MS = 50; // the LMS page's read p99 (issue 5)
const LMS_COURSE = 'watershed-basics';

const DEMO_LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };

// ---------------------------------------------------------------------------------------------
// Helpers

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A warm-up run, then the measured run, against one endpoint. */
async function load(target) {
  const options = {
    url: target.url,
    method: 'GET',
    headers: target.headers ?? {},
    connections: CONNECTIONS,
    timeout: REQUEST_TIMEOUT_S,
  };
  process.stdout.write(`  ${target.name.padEnd(26)} `);
  let warmup;
  if (WARMUP_S > 0) {
    process.stdout.write(`warm-up ${WARMUP_S} s, `);
    warmup = await cannon({ ...options, duration: WARMUP_S });
  }
  process.stdout.write(`measuring ${DURATION_S} s... `);
  const result = await cannon({ ...options, duration: DURATION_S });
  const row = {
    name: target.name,
    path: target.path,
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    warmupNon2xx: warmup?.non2xx ?? 0,
    warmupErrors: warmup?.errors ?? 0,
  };
  console.log(`${fmtInt(row.rps)} req/s`);
  return row;
}

const fmtInt = (n) => Math.round(n).toLocaleString('en-US');
// autocannon's latency histogram counts whole milliseconds: 0 means under 1 ms.
const fmtMs = (n) => (!Number.isFinite(n) ? 'n/a' : n < 1 ? '<1' : String(Math.round(n * 100) / 100));
const pct = (ratio) => `${(ratio * 100).toFixed(1)} %`;

function tableRows(rows) {
  return rows.map((row) => [row.name, row.path, fmtInt(row.rps), fmtMs(row.p50), fmtMs(row.p99), String(row.non2xx), String(row.errors)]);
}

const HEADER = ['Endpoint', 'Request', 'Req/s (avg)', 'p50 (ms)', 'p99 (ms)', 'Non-2xx', 'Errors'];
const RIGHT = [false, false, true, true, true, true, true];

function textTable(rows) {
  const all = [HEADER, ...tableRows(rows)];
  const widths = HEADER.map((_, i) => Math.max(...all.map((cells) => cells[i].length)));
  const line = (cells) => cells.map((cell, i) => (RIGHT[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(HEADER), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

/** Padded the way Prettier formats tables, so `prettier --check .` stays clean. */
function markdownTable(rows) {
  const body = tableRows(rows).map((cells, i) => cells.map((cell, j) => (j === 1 ? `\`${rows[i].path}\`` : cell)));
  const all = [HEADER, ...body];
  const widths = HEADER.map((_, i) => Math.max(3, ...all.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (RIGHT[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (RIGHT[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(HEADER), rule, ...body.map(line)].join('\n');
}

function describeStatusCodes(row) {
  const odd = Object.entries(row.statusCodes ?? {}).filter(([code]) => !code.startsWith('2'));
  return odd.map(([code, { count }]) => `${code} x${count}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const { apiServer: apiDist, webDir } = buildOutput();

  startWatchdog(0);
  const loadBefore = os.loadavg()[0];
  const cores = os.cpus().length;
  if (loadBefore > cores / 2) {
    console.warn(
      `Warning: the machine is already busy (1-min load average ${loadBefore.toFixed(2)} on ${cores} cores): the figures will be low and noisy.`,
    );
  }
  const [apiPort, helloPort] = await freePorts(2);
  // The benchmark always runs the embedded database in its own fresh directory.
  const dataDir = temporaryDataDir('jal-bench-');

  console.log(`Starting the API (port ${apiPort}, DATA_DIR ${dataDir}) and hello-world (port ${helloPort})...`);
  const api = spawnChild('API server', [apiDist], apiServerEnv({ port: apiPort, dataDir, webDir }));
  const hello = spawnChild('hello-world', [join(root, 'bench/api/hello-world.mjs')], {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(helloPort),
    HOST,
  });

  const apiBase = `http://${HOST}:${apiPort}`;
  const helloBase = `http://${HOST}:${helloPort}`;
  const [apiReadyMs] = await Promise.all([
    waitUntilOk(api, `${apiBase}/api/health`, START_TIMEOUT_MS),
    waitUntilOk(hello, `${helloBase}/`, START_TIMEOUT_MS),
  ]);
  console.log(`Both up (API ready after ${(apiReadyMs / 1000).toFixed(1)} s).`);
  // The fresh server makes the demo's missing media first: measured meanwhile, it shares the CPU.
  const settled = await waitForQuietMachine();
  console.log(
    settled.quiet
      ? `Waited ${settled.seconds.toFixed(0)} s for the machine to go quiet (the server's start-up work).`
      : `WARNING: the machine was still busy after ${settled.seconds.toFixed(0)} s; the figures below shared its CPU.`,
  );

  // Log in once (the account is throttled after 5 failures, so never in a loop).
  const login = await fetch(`${apiBase}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
    signal: AbortSignal.timeout(10_000),
  });
  const loginBody = await login.json().catch(() => null);
  const token = loginBody?.data?.token;
  if (login.status !== 200 || typeof token !== 'string') {
    throw new Error(`Login as ${DEMO_LEARNER.email} failed: HTTP ${login.status} ${JSON.stringify(loginBody)?.slice(0, 300)}`);
  }
  const auth = { authorization: `Bearer ${token}` };
  // The LMS read is measured for an enrolled learner, the page's usual state.
  const enrol = await fetch(`${apiBase}/api/v1/courses/${LMS_COURSE}/enroll`, {
    method: 'POST',
    headers: auth,
    signal: AbortSignal.timeout(10_000),
  });
  if (enrol.status !== 200 && enrol.status !== 201)
    throw new Error(`Enrolling in ${LMS_COURSE} failed: HTTP ${enrol.status} ${(await enrol.text()).slice(0, 300)}`);

  // Every request carries the Accept-Encoding a browser sends, so cached lists go out compressed
  // as they do for real visitors.
  const browserHeaders = { 'accept-encoding': 'gzip, deflate, br' };
  // A page's HTML is compressed per request: asked for as Chromium gets it, brotli.
  const pageHeaders = { 'accept-encoding': 'br' };
  const targets = [
    { name: 'hello-world (baseline)', base: helloBase, path: 'GET /' },
    { name: 'health', base: apiBase, path: 'GET /api/health' },
    { name: 'courses (public list)', base: apiBase, path: 'GET /api/v1/courses?status=published&limit=50' },
    { name: 'me (authenticated read)', base: apiBase, path: 'GET /api/v1/user/me', headers: auth },
    { name: 'lms (authenticated read)', base: apiBase, path: `GET /api/v1/courses/${LMS_COURSE}/lms`, headers: auth },
    { name: 'home page (HTML)', base: apiBase, path: 'GET /', headers: pageHeaders, html: true },
    { name: 'courses page (HTML)', base: apiBase, path: 'GET /courses', headers: pageHeaders, html: true },
  ].map((target) => ({
    ...target,
    headers: { ...browserHeaders, ...target.headers },
    url: target.base + target.path.slice('GET '.length),
  }));

  startWatchdog(targets.length);

  // One plain request each first, so a broken endpoint stops the run with its answer.
  for (const target of targets) {
    const response = await fetch(target.url, { headers: target.headers, signal: AbortSignal.timeout(10_000) });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${target.path} answered HTTP ${response.status} before the load: ${body.slice(0, 300)}`);
    if (target.html && !String(response.headers.get('content-type')).startsWith('text/html'))
      throw new Error(`${target.path} answered ${response.headers.get('content-type')}, not a page`);
  }

  const serverLinesBefore = api.output.length;
  console.log(
    `\nLoad: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per endpoint, one endpoint at a time.`,
  );
  const rows = [];
  for (const target of targets) {
    if (wasInterrupted()) return 130;
    rows.push(await load(target));
  }
  const serverLogDuringLoad = api.output.slice(serverLinesBefore);

  const [hw, health, courses, me, lms, homePage, coursesPage] = rows;
  const coursesVsHello = courses.rps / hw.rps;
  const coursesVsHealth = courses.rps / health.rps;
  const ratioLines = [
    `courses / hello-world req/s: ${pct(coursesVsHello)} (budget >= ${pct(BUDGET_COURSES_VS_HELLO)}: ${coursesVsHello >= BUDGET_COURSES_VS_HELLO ? 'met' : 'MISSED'})`,
    `courses / health req/s: ${pct(coursesVsHealth)} (no budget; above 100 % means the cached list is cheaper than a database round trip)`,
    `me (authenticated read) p99: ${fmtMs(me.p99)} ms (budget <= ${BUDGET_ME_P99_MS} ms: ${me.p99 <= BUDGET_ME_P99_MS ? 'met' : 'MISSED'})`,
    `lms (authenticated read) p99: ${fmtMs(lms.p99)} ms (budget <= ${BUDGET_LMS_P99_MS} ms: ${lms.p99 <= BUDGET_LMS_P99_MS ? 'met' : 'MISSED'})`,
    ...[homePage, coursesPage].map(
      (page) => `${page.name} / hello-world req/s: ${pct(page.rps / hw.rps)} (no budget; what sending the kept, compressed page costs)`,
    ),
  ];

  const problems = [];
  for (const row of rows) {
    if (row.non2xx > 0 || row.errors > 0) {
      const codes = describeStatusCodes(row);
      problems.push(
        `${row.name}: ${row.non2xx} non-2xx${codes ? ` (${codes})` : ''}, ${row.errors} errors (${row.timeouts} timeouts) while measured`,
      );
    }
    if (row.warmupNon2xx > 0 || row.warmupErrors > 0)
      problems.push(`${row.name}: ${row.warmupNon2xx} non-2xx, ${row.warmupErrors} errors during the warm-up`);
  }

  const cpus = os.cpus();
  const environment = {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    platform: `${os.platform()} ${os.release()} (${os.arch()})`,
    load: `${loadBefore.toFixed(2)} before the servers started, ${os.loadavg()[0].toFixed(2)} at the end (1-min load average)`,
  };

  console.log(`\n${textTable(rows)}\n`);
  for (const line of ratioLines) console.log(line);
  console.log(
    `\n${environment.date} | Node ${environment.node} | ${environment.cpu} x ${environment.cores} cores | load ${environment.load}`,
  );
  if (serverLogDuringLoad.length > 0) {
    console.log(`\nThe API wrote ${serverLogDuringLoad.length} log line(s) at warn level or above during the load; the last ones:`);
    console.log(
      serverLogDuringLoad
        .slice(-10)
        .map((line) => `  | ${line}`)
        .join('\n'),
    );
  }

  const markdown = [
    '# API benchmark: latest run',
    '',
    'Written by `npm run bench:api` (bench/api/run.mjs); see bench/README.md for how to read it.',
    '',
    `- Date: ${environment.date}`,
    `- Node: ${environment.node}`,
    `- CPU: ${environment.cpu}, ${environment.cores} cores`,
    `- Platform: ${environment.platform}`,
    `- Machine load: ${environment.load}`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s measured per endpoint, one endpoint at a time, over 127.0.0.1; the load generator runs on the same machine as the servers`,
    `- Server: \`node ${process.env.BENCH_API_SERVER ? apiDist : relative(root, apiDist)}\`, LOG_LEVEL=warn, fresh seeded embedded database (PGlite)`,
    '',
    markdownTable(rows),
    '',
    'Latency percentiles have a resolution of 1 ms (autocannon histogram); `<1` means under 1 ms.',
    '',
    '## Ratios',
    '',
    ...ratioLines.map((line) => `- ${line}`),
    '',
    ...(problems.length > 0 ? ['## Problems', '', ...problems.map((line) => `- ${line}`), ''] : []),
  ].join('\n');
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(resultsFile, markdown);
  console.log(`\nWrote ${relative(root, resultsFile)}`);

  if (problems.length > 0) {
    console.error('\nThe run is not clean:');
    for (const line of problems) console.error(`  ${line}`);
    return 1;
  }
  return 0;
}

let watchdog;
/**
 * Hard bound on everything after the build, whatever hangs: started for the servers' start, then
 * again, from where it is, once the endpoints to load are known.
 */
function startWatchdog(endpoints) {
  clearTimeout(watchdog);
  const ms = START_TIMEOUT_MS + endpoints * (WARMUP_S + DURATION_S + 2 * REQUEST_TIMEOUT_S) * 1000 + 60_000;
  watchdog = setTimeout(() => {
    console.error(`\nThe benchmark was still running ${Math.round(ms / 1000)} s after its last step began: giving up.`);
    cleanup().finally(() => process.exit(1));
  }, ms);
  watchdog.unref();
}

let exitCode;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
}
clearTimeout(watchdog);
await cleanup();
// Then the LMS read through nginx with 1 and 2 processes on PostgreSQL (its own servers, the
// cluster tests' harness, which is TypeScript: run with tsx). BENCH_CLUSTER=0 skips it.
if (process.env.BENCH_CLUSTER !== '0') {
  const cluster = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'bench/api/cluster.mjs')], { cwd: root, stdio: 'inherit' });
  if (cluster.status !== 0) exitCode = 1;
}
process.exit(exitCode);
