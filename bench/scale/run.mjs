// `npm run bench:scale`: how the API answers with a state's worth of data, beside the demo data.
//
// 1. Starts a throwaway PostgreSQL (or uses DATABASE_URL, a server where it may create two
//    databases) and two production API servers: one on a database with the demo data only, one
//    on a database with the demo data plus the generated state (bench/scale/generate.mjs).
// 2. With a closed-loop load of 10 connections (bench/lib/latency-load.mjs) measures each request on both: the catalogue (first page, a
//    search, a filter, a new uncached page each request), a course page, the LMS read, the admin
//    user list (plain, search, filters), the reports (overview, one course, one organization),
//    the CSV export, GET /api/health while four report requests run one after another, and the
//    review queue of field practicals (10,000 submissions) as a trainer, a manager and an administrator.
// 3. Prints p50/p99 of each beside the demo figures with the ratio and the budgets, then the
//    EXPLAIN (ANALYZE) of every query each request ran on the state's data (auto_explain in a
//    server of its own), and writes all of it to bench/results/scale-latest.md.
// Budgets are reported, never enforced: the exit code is 0 unless the run itself broke.
//
// Env (optional): BENCH_DURATION seconds measured per request (default 3, 1-60), BENCH_WARMUP
// (default 1, 0-30), BENCH_SCALE (percent of the full set, default 100), DATABASE_URL, and
// BENCH_KEEP_DATA=1 to keep that server's two databases afterwards. BENCH_PRACTICALS_ONLY=1 measures
// the review queue alone (without the lesson progress and certificates, which it does not read) and
// writes nothing.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import {
  apiServerEnv,
  boundedInt,
  buildOutput,
  cleanup,
  freePorts,
  HOST,
  root,
  runBenchmark,
  spawnChild,
  temporaryDataDir,
  waitUntilOk,
  wasInterrupted,
} from '../lib/processes.mjs';
import { latencyLoad } from '../lib/latency-load.mjs';
import { captureExplains } from './explain.mjs';
import { generate, sizes } from './generate.mjs';
import { BUDGET_REVIEW_P99_MS, practicalCounts, REVIEWERS, reviewFilters, reviewTargets } from './practical-reviews.mjs';

const resultsFile = join(root, 'bench/results/scale-latest.md');
const CONNECTIONS = 10;
const DURATION_S = boundedInt('BENCH_DURATION', 3, 1, 60);
const WARMUP_S = boundedInt('BENCH_WARMUP', 1, 0, 30);
const SCALE = boundedInt('BENCH_SCALE', 100, 1, 100) / 100;
const REQUEST_TIMEOUT_S = 10;
const START_TIMEOUT_MS = 120_000;
const BUDGET_P99_MS = 200;
const BUDGET_RATIO = 2;
const BUDGET_HEALTH_P99_MS = 50;
/** Differences this small are this shared machine's scheduling jitter, not a request's cost. */
const EVEN_WITHIN_MS = 2;
const UNCACHED_REQUESTS = 600;
/** BENCH_KEEP_DATA=1 with a DATABASE_URL of your own: the two databases stay for queries by hand. */
const KEEP_DATA = process.env.BENCH_KEEP_DATA === '1' && !!process.env.DATABASE_URL;
/** BENCH_PRACTICALS_ONLY=1: the review queue's rows only, on data without what they do not read; nothing written. */
const PRACTICALS_ONLY = process.env.BENCH_PRACTICALS_ONLY === '1';

/** No background work (lessons read aloud, video copies) competes with what is measured. */
export const QUIET = { JAL_LESSON_AUDIO: 'off', JAL_VIDEO_VARIANTS: 'off' };

const ADMIN = { email: 'admin@jalshiksha.org', password: 'Demo@1234' };
const LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };
const LMS_COURSE = 'watershed-basics';
const DEMO_ORGANIZATION_ID = '7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a01';

const fmtMs = (n) => (n === Infinity ? 'none answered' : !Number.isFinite(n) ? 'n/a' : n < 10 ? n.toFixed(1) : String(Math.round(n)));

async function json(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered HTTP ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

async function signIn(base, account) {
  const body = await json(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  return { authorization: `Bearer ${body.data.token}` };
}

/** A measured run of one request (a warm-up first); `paths` answers the path of the n-th request. */
async function measure(base, target) {
  const options = {
    headers: { 'accept-encoding': 'gzip, deflate, br', ...target.headers },
    connections: CONNECTIONS,
    timeoutS: REQUEST_TIMEOUT_S,
  };
  if (target.uncached) {
    // Every request its own path: a new cache key each time, so nothing comes from the cache.
    return latencyLoad({ ...options, url: base, amount: UNCACHED_REQUESTS, pathOf: target.uncached });
  }
  if (WARMUP_S > 0) await latencyLoad({ ...options, url: base + target.path, durationS: WARMUP_S });
  return latencyLoad({ ...options, url: base + target.path, durationS: DURATION_S });
}

/**
 * A report no one has asked for yet: the n-th request starts its range a day later than the one
 * before, from a year back (the overview's default) to half a year, so each is counted, not kept.
 */
function freshReportPath(n) {
  const from = new Date(Date.now() - (365 - (n % 183)) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `/api/v1/reports?from=${from}`;
}

/** GET /api/health measured while four report requests, each counted afresh, run without pause. */
async function healthWhileReportsRun(base, headers) {
  let running = true;
  let asked = 0;
  const finished = [];
  const loop = async () => {
    while (running) {
      const started = Date.now();
      const path = freshReportPath(asked++);
      const response = await fetch(base + path, { headers, signal: AbortSignal.timeout(30_000) }).catch((error) => error);
      if (response instanceof Response) await response.arrayBuffer();
      finished.push({ ok: response instanceof Response && response.ok, ms: Date.now() - started });
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  await new Promise((done) => setTimeout(done, 300));
  const result = await latencyLoad({
    url: `${base}/api/health`,
    connections: CONNECTIONS,
    timeoutS: REQUEST_TIMEOUT_S,
    durationS: DURATION_S,
  });
  running = false;
  await Promise.all(loops);
  return { result, reports: finished };
}

function row(result) {
  // No request answered within the run: the latency is the whole run or more, never "none".
  const none = result.answered === 0;
  return { p50: result.p50, p99: result.p99, rps: result.perSecond, bad: result.non2xx + result.errors + (none ? 1 : 0) };
}

/** The two API servers (demo data, state data) on their own databases. */
async function startServers(databaseUrl, apiDist, webDir) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const names = { demo: `jal_bench_demo_${process.pid}`, state: `jal_bench_state_${process.pid}` };
  for (const name of Object.values(names)) await admin.query(`create database ${name}`);
  const urlOf = (name) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const ports = await freePorts(3);
  const start = (label, name, port) =>
    spawnChild(
      label,
      [apiDist],
      apiServerEnv({ port, dataDir: temporaryDataDir('jal-bench-scale-'), webDir, extra: { DATABASE_URL: urlOf(name), ...QUIET } }),
    );
  const demo = start('API (demo data)', names.demo, ports[0]);
  const state = start('API (state data)', names.state, ports[1]);
  const bases = { demo: `http://${HOST}:${ports[0]}`, state: `http://${HOST}:${ports[1]}` };
  await Promise.all([
    waitUntilOk(demo, `${bases.demo}/api/health`, START_TIMEOUT_MS),
    waitUntilOk(state, `${bases.state}/api/health`, START_TIMEOUT_MS),
  ]);
  const drop = async () => {
    if (KEEP_DATA) console.log(`Kept for EXPLAIN by hand: ${urlOf(names.state)} (and ${names.demo})`);
    else for (const name of Object.values(names)) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  };
  return { bases, urls: { demo: urlOf(names.demo), state: urlOf(names.state) }, explainPort: ports[2], drop };
}

/** Who signs in on each side, by the name a request gives (`account`). */
const accountsOf = (generated) => ({ admin: ADMIN, learner: LEARNER, ...REVIEWERS[generated ? 'state' : 'demo'] });

/** What each side needs for its requests: sign-ins, the learner enrolled, a course, an organization and a batch. */
async function prepare(base, databaseUrl, generated) {
  const sessions = {};
  for (const [name, account] of Object.entries(accountsOf(generated))) sessions[name] = await signIn(base, account);
  const { learner } = sessions;
  await fetch(`${base}/api/v1/courses/${LMS_COURSE}/enroll`, { method: 'POST', headers: learner }).then((r) => r.arrayBuffer());
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // On the state's data the course and organization are generated ones, as busy as most.
    const course = await client.query(
      generated ? `select id from courses where slug = 'scale-course-1'` : `select id from courses where slug = '${LMS_COURSE}'`,
    );
    const organization = generated
      ? await client.query(`select id from organizations where name = 'Jal Samiti 1'`)
      : { rows: [{ id: DEMO_ORGANIZATION_ID }] };
    const totalPages = (await json(`${base}/api/v1/courses?status=published&limit=12`)).data.pagination.totalPages;
    const review = await reviewFilters(client, generated);
    return { sessions, courseId: course.rows[0].id, organizationId: organization.rows[0].id, totalPages, review };
  } finally {
    await client.end();
  }
}

/** The requests measured on a side; each names whose session it sends (`account`), if anyone's. */
function targetsFor(side) {
  const review = reviewTargets(side.review);
  const withSessions = (targets) =>
    targets.map((target) => (target.account ? { ...target, headers: side.sessions[target.account] } : target));
  return withSessions(PRACTICALS_ONLY ? review : [...otherTargets(side), ...review]);
}

function otherTargets(side) {
  const { courseId, organizationId, totalPages } = side;
  return [
    { name: 'catalogue, first page', path: '/api/v1/courses?status=published&limit=12&page=1' },
    { name: 'catalogue, a search', path: '/api/v1/courses?status=published&limit=12&page=1&search=check%20dams' },
    { name: 'catalogue, a filter', path: '/api/v1/courses?status=published&limit=12&page=1&level=advanced&category=groundwater' },
    {
      name: 'catalogue, a new page each request',
      path: '/api/v1/courses?status=published&limit=12&page=N',
      uncached: (n) => `/api/v1/courses?status=published&limit=12&page=${1 + (n % Math.max(1, totalPages))}`,
    },
    { name: 'course page', path: `/api/v1/courses/${LMS_COURSE}` },
    { name: 'LMS read (learner)', path: `/api/v1/courses/${LMS_COURSE}/lms`, account: 'learner' },
    { name: 'users, plain', path: '/api/v1/user?page=1&limit=20', account: 'admin' },
    { name: 'users, a search', path: '/api/v1/user?page=1&limit=20&search=meena', account: 'admin' },
    {
      name: 'users, filters',
      path: `/api/v1/user?page=1&limit=20&role=USER&status=active&organizationId=${organizationId}`,
      account: 'admin',
    },
    { name: 'reports, overview', path: '/api/v1/reports', account: 'admin' },
    { name: 'reports, one course', path: `/api/v1/reports?courseId=${courseId}`, account: 'admin' },
    { name: 'reports, one organization', path: `/api/v1/reports?organizationId=${organizationId}`, account: 'admin' },
    { name: 'reports, CSV export (courses)', path: '/api/v1/reports/export?table=courses&period=month', account: 'admin' },
  ];
}

/**
 * Whether a row meets its budget: p99 within the bound, and within the ratio to the same request
 * on the demo data. A row that misses the cache by construction ("a new page each request") has
 * the bound only: on the demo, whose catalogue has a page or two, the same request is always
 * answered from the cache, so its ratio sets a database read against a cached answer. Answers
 * within a couple of milliseconds of each other are even whatever their ratio (1 ms against 2 or
 * 3): that much is the shared machine's jitter. The review queue has a bound of its own (50 ms).
 */
function verdict(rowDemo, rowState, { health = false, uncached = false, budgetMs = BUDGET_P99_MS } = {}) {
  const ratio = rowState.p99 / Math.max(1, rowDemo.p99);
  const limit = health ? BUDGET_HEALTH_P99_MS : budgetMs;
  const even = ratio <= BUDGET_RATIO || rowState.p99 - rowDemo.p99 <= EVEN_WITHIN_MS;
  const met = rowState.p99 <= limit && (health || uncached || even) && rowState.bad === 0;
  return { ratio, met };
}

/** Reports counted afresh one after another, with nothing else running: what one administrator waits for. */
async function freshReportsAlone(base, headers, count = 10) {
  const reports = [];
  for (let n = 0; n < count; n++) {
    const started = Date.now();
    const response = await fetch(base + freshReportPath(1000 + n), { headers, signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    reports.push({ ok: response.ok, ms: Date.now() - started });
  }
  return reports;
}

/** p50 and p99 of reports counted afresh. */
function reportLatencies(reports) {
  const times = reports
    .filter((report) => report.ok)
    .map((report) => report.ms)
    .sort((a, b) => a - b);
  const at = (share) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? Infinity;
  return { answered: times.length, p50: at(0.5), p99: at(0.99) };
}

function markdownTable(header, rows, right) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...all.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The results' section on the review queue: what the practicals hold, how it was asked, the table. */
function reviewSection(practicals, reviewTable) {
  const share = (part) => `${Math.round((100 * Number(part)) / Math.max(1, Number(practicals.submissions)))} %`;
  return [
    '## Field practicals: the review queue',
    '',
    `\`GET /api/v1/practical-reviews\`, 20 a page as the web app asks, oldest first. State data: ${practicals.submissions} practical submissions (${practicals.photos} photos) to the practicals of ${practicals.courses} courses, from the learners of ${practicals.organizations} organizations in ${practicals.batches} batches; ${practicals.waiting} waiting for review (${share(practicals.waiting)}), ${practicals.flagged} with a signal's flag (${share(practicals.flagged)}), ${practicals.measured_flag} of them \`photo-seen-before\`, the flag measured. The trainer and the manager are those of one organization, whose queue holds ${practicals.waiting_in_organization} waiting submissions; the administrator sees every organization's. The batch is the organization's first and the course the first it is asked to do. The demo has no practical submissions: its rows are the same requests on an empty queue, the pipeline's own cost. Budget: state p99 ≤ ${BUDGET_REVIEW_P99_MS} ms at ${CONNECTIONS} connections, and ≤ ${BUDGET_RATIO}× the demo p99 (or within ${EVEN_WITHIN_MS} ms of it).`,
    '',
    reviewTable,
    '',
    'The slowest queries (at most three) of each request, as auto_explain logged them:',
    '',
  ];
}

async function main() {
  const { apiServer, webDir } = buildOutput();
  const loadBefore = os.loadavg()[0];
  const size = sizes(SCALE);
  let databaseUrl = process.env.DATABASE_URL;
  let stopPostgres = () => {};
  if (!databaseUrl) {
    const { startThrowawayPostgres } = await tsImport('../../apps/api/src/test/postgres-server.ts', import.meta.url);
    const server = await startThrowawayPostgres();
    databaseUrl = server.url;
    stopPostgres = server.stop;
  }
  let servers;
  try {
    console.log('Starting two API servers (demo data, state data)...');
    servers = await startServers(databaseUrl, apiServer, webDir);
    console.log(`Generating the state's data (${size.courses} courses, ${size.learners} learners)...`);
    const client = new pg.Client({ connectionString: servers.urls.state });
    await client.connect();
    // Written as a bulk load: the rows are consistent by construction, so the foreign-key
    // triggers are left out (a superuser's session setting) and commits do not wait for disk.
    await client.query(`set session_replication_role = replica`).catch(() => console.log('  (foreign keys checked: not a superuser)'));
    await client.query(`set synchronous_commit = off`);
    await client.query(`set maintenance_work_mem = '256MB'`);
    const generationSeconds = await generate((statement) => client.query(statement), size, {
      skip: PRACTICALS_ONLY ? ['lesson progress', 'certificates'] : [],
    });
    // The bulk load ran with the triggers off, change counters included: moved by hand, as any
    // load written that way must, so nothing counted before it is answered again.
    await client.query(`update change_counters set count = count + 1`);
    const counts = (
      await client.query(`select (select count(*) from courses where status = 'published') as courses,
        (select count(*) from users) as users, (select count(*) from organizations) as organizations,
        (select count(*) from enrolments) as enrolments, (select count(*) from lesson_progress) as progress,
        (select count(*) from certificates) as certificates`)
    ).rows[0];
    const practicals = await practicalCounts(client);
    await client.end();
    console.log(`Generated in ${generationSeconds.toFixed(0)} s: ${JSON.stringify(counts)}`);
    console.log(`  field practicals: ${JSON.stringify(practicals)}`);

    const sides = {
      demo: await prepare(servers.bases.demo, servers.urls.demo, false),
      state: await prepare(servers.bases.state, servers.urls.state, true),
    };
    const targets = { demo: targetsFor(sides.demo), state: targetsFor(sides.state) };
    const tableRows = [];
    const reviewRows = [];
    console.log(
      `\nA closed-loop load of ${CONNECTIONS} connections, ${WARMUP_S} s warm-up + ${DURATION_S} s per request (uncached pages: ${UNCACHED_REQUESTS} requests)`,
    );
    for (let i = 0; i < targets.state.length; i++) {
      if (wasInterrupted()) return 130;
      const target = targets.state[i];
      process.stdout.write(`  ${target.name.padEnd(44)} `);
      const demo = row(await measure(servers.bases.demo, targets.demo[i]));
      const state = row(await measure(servers.bases.state, target));
      const { ratio, met } = verdict(demo, state, { uncached: !!target.uncached, budgetMs: target.budgetMs });
      console.log(
        `demo p99 ${fmtMs(demo.p99)} ms, state p50 ${fmtMs(state.p50)} p99 ${fmtMs(state.p99)} ms, ${ratio.toFixed(1)}x ${met ? 'met' : 'MISSED'}`,
      );
      const cells = [fmtMs(demo.p50), fmtMs(demo.p99), fmtMs(state.p50), fmtMs(state.p99), `${ratio.toFixed(1)}x`, String(state.bad)];
      if (target.budgetMs) reviewRows.push([target.name.replace(/^review queue: /, ''), ...cells, met ? 'met' : 'MISSED']);
      else tableRows.push([target.name, ...cells, met ? 'met' : 'MISSED']);
    }
    let freshLine = '';
    if (!PRACTICALS_ONLY) {
      process.stdout.write(`  ${'health while 4 reports run'.padEnd(44)} `);
      const healthDemo = await healthWhileReportsRun(servers.bases.demo, sides.demo.sessions.admin);
      const healthState = await healthWhileReportsRun(servers.bases.state, sides.state.sessions.admin);
      const [hd, hs] = [row(healthDemo.result), row(healthState.result)];
      const healthVerdict = verdict(hd, hs, { health: true });
      const fresh = reportLatencies(healthState.reports);
      console.log(`state p99 ${fmtMs(hs.p99)} ms ${healthVerdict.met ? 'met' : 'MISSED'}`);
      const alone = reportLatencies(await freshReportsAlone(servers.bases.state, sides.state.sessions.admin));
      freshLine = `Reports counted afresh on the state data (a new range each): one at a time, p50 ${fmtMs(alone.p50)} ms, p99 ${fmtMs(alone.p99)} ms (${alone.answered} answered); four at a time while health was measured at full speed, p50 ${fmtMs(fresh.p50)} ms, p99 ${fmtMs(fresh.p99)} ms (${fresh.answered} answered).`;
      console.log(`  ${freshLine}`);
      tableRows.push([
        'health while 4 reports run',
        fmtMs(hd.p50),
        fmtMs(hd.p99),
        fmtMs(hs.p50),
        fmtMs(hs.p99),
        `${healthVerdict.ratio.toFixed(1)}x`,
        String(hs.bad),
        healthVerdict.met ? 'met' : 'MISSED',
      ]);
    }

    console.log('\nEXPLAIN (ANALYZE) of each request on the state data...');
    const explains = await captureExplains({
      databaseUrl: servers.urls.state,
      port: servers.explainPort,
      apiServer,
      webDir,
      targets: targets.state.map((target) =>
        target.uncached ? { ...target, path: target.uncached(Math.floor(sides.state.totalPages / 2)) } : target,
      ),
      accounts: accountsOf(true),
      signIn,
    });
    const explainMarkdown = (list) =>
      list.flatMap(({ name, path, plans }) => [
        `### ${name}`,
        '',
        `\`GET ${path}\``,
        '',
        '```text',
        plans || '(no query reached the database: answered from a cache)',
        '```',
        '',
      ]);
    const isReview = (explained) => explained.name.startsWith('review queue: ');

    const header = ['Request', 'Demo p50', 'Demo p99', 'State p50', 'State p99', 'Ratio (p99)', 'Errors', 'Budget'];
    const right = [false, true, true, true, true, true, true, false];
    const table = markdownTable(header, tableRows, right);
    const reviewTable = markdownTable(header, reviewRows, right);
    if (PRACTICALS_ONLY) {
      console.log(`\n${reviewTable}\n\n${explainMarkdown(explains).join('\n')}\n(BENCH_PRACTICALS_ONLY: nothing written)`);
      return 0;
    }
    const cpus = os.cpus();
    const lines = [
      '# Scale benchmark (latest run)',
      '',
      `Written by \`npm run bench:scale\` on ${new Date().toISOString()}: Node ${process.version}, ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, PostgreSQL. 1-minute load average ${loadBefore.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end: above ${cpus.length / 2} other work shared the CPU, and every figure (the demo's too) is slower and noisier.`,
      '',
      `State data (generated in ${generationSeconds.toFixed(0)} s): ${counts.courses} published courses, ${counts.users} users in ${counts.organizations} organizations, ${counts.enrolments} enrolments, ${counts.progress} lesson-progress rows, ${counts.certificates} certificates, ${practicals.submissions} practical submissions. The demo data is the seeded demo.`,
      '',
      `${CONNECTIONS} connections, each sending its next request when the last is answered, bodies read by Node's own HTTP parser and dropped (bench/lib/latency-load.mjs); ${WARMUP_S} s warm-up and ${DURATION_S} s measured per request; times in milliseconds. "A new page each request" sends ${UNCACHED_REQUESTS} requests, each a different page, so none is served from the cache. Reports, exports and user list pages are kept until what they count changes (docs/decisions/121-kept-until-changed.md): their rows measure the kept answer, as every administrator after the first gets it. Budgets: state p99 ≤ ${BUDGET_P99_MS} ms and ≤ ${BUDGET_RATIO}× the demo p99 (a new page each request: ≤ ${BUDGET_P99_MS} ms only, as the demo's one or two pages are always cached); health p99 ≤ ${BUDGET_HEALTH_P99_MS} ms while four report requests run, each counted afresh (a new range each request).`,
      '',
      table,
      '',
      freshLine,
      '',
      ...reviewSection(practicals, reviewTable),
      ...explainMarkdown(explains.filter(isReview)),
      '## EXPLAIN (ANALYZE) on the state data',
      '',
      'The slowest queries (at most three) each request ran, as auto_explain logged them on a separate server: its first request, so a cached answer shows the query that filled the cache.',
      '',
      ...explainMarkdown(explains.filter((explained) => !isReview(explained))),
    ];
    mkdirSync(join(root, 'bench/results'), { recursive: true });
    writeFileSync(resultsFile, `${lines.join('\n').trimEnd()}\n`);
    console.log(`\n${table}\n\n${reviewTable}\n\nWritten to ${resultsFile}`);
    return 0;
  } finally {
    await cleanup();
    await servers?.drop();
    stopPostgres();
  }
}

runBenchmark(main);
