// `npm run bench:import` (run with tsx, which reads the API's TypeScript): how long an organization
// manager waits to check and to import a spreadsheet of 10,000 learners, how much memory the
// server takes for it, and how long `/api/health` waits meanwhile, also while the hostile
// workbooks of the tests are refused. On the embedded database (PGlite, in memory).
//
// 1. Opens a fresh in-memory PGlite database, migrates and seeds it (the demo accounts) and builds
//    the API in this process; requests go through the whole pipeline with inject() (no network).
// 2. Signs in as the demo organization manager, writes BENCH_IMPORT_ROWS (default 10,000) learners
//    with Hindi names, half of them with a mobile number only, some in a batch, as CSV and as XLSX.
// 3. Times POST /api/v1/user/import/preview for both files, then POST /api/v1/user/import of the
//    XLSX, each while /api/health is asked every 10 ms and the process's resident memory is read.
// 4. Sends each hostile workbook to the preview while asking /api/health the same way.
// 5. Prints the figures and the budgets, and exits 1 when one is missed.
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { batches } from '../../apps/api/src/db/schema.js';
import { writeXlsx } from '../../apps/api/src/lib/spreadsheet/xlsx-writer.js';
import { DEMO_ORGANIZATION } from '../../apps/api/src/seed/accounts.js';
import { seedDatabase } from '../../apps/api/src/seed/index.js';
import * as crafted from '../../apps/api/src/test/crafted-workbooks.js';
import { multipartFile } from '../../apps/api/src/test/multipart.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BUDGET_MS = 10_000;
const HEALTH_BUDGET_MS = 50;
const MEMORY_BUDGET_MB = 256;

const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seedDatabase(database.db);
await database.db.insert(batches).values({ organizationId: DEMO_ORGANIZATION.id, name: 'Monsoon 2026' });
const app = await buildApp({ db: database.db, databaseKind: 'pglite', logLevel: 'warn' });
await app.ready();

const signedIn = await app.inject({
  method: 'POST',
  url: '/api/v1/user/login',
  payload: { email: 'org@jalshiksha.org', password: 'Demo@1234' },
});
const token = signedIn.json().data.token;

const table = [['Name (English)', 'Name (Hindi)', 'Email', 'Mobile number', 'Batch']];
for (let index = 0; index < ROWS; index++) {
  const email = index % 2 ? `bench${index}@example.org` : '';
  const mobile = index % 2 ? '' : `+91 ${7000000000 + index}`;
  table.push([`Learner ${index}`, `शिक्षार्थी ${index % 10 ? 'कुमार' : 'देवी'}`, email, mobile, index % 5 ? '' : 'Monsoon 2026']);
}
const csvFile = Buffer.from(`\uFEFF${table.map((row) => row.join(',')).join('\r\n')}\r\n`, 'utf8');
const xlsxFile = Buffer.from(writeXlsx('Learners', table));

/**
 * The longest `/api/health` answer while `work` runs, asked every 10 ms, and the most resident
 * memory seen meanwhile above what the process held when it began.
 */
async function healthDuring(work) {
  let done = false;
  let longest = 0;
  const rssAtStart = process.memoryUsage.rss();
  let rssPeak = rssAtStart;
  const watcher = (async () => {
    while (!done) {
      const started = performance.now();
      await app.inject({ url: '/api/health' });
      longest = Math.max(longest, performance.now() - started);
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
      await sleep(10);
    }
  })();
  try {
    const result = await work();
    return { result, healthMs: longest, peakMb: (Math.max(rssPeak, process.memoryUsage.rss()) - rssAtStart) / (1024 * 1024) };
  } finally {
    done = true;
    await watcher;
  }
}

async function timed(label, url, file, filename) {
  const { payload, headers } = multipartFile(filename, file);
  const started = performance.now();
  const {
    result: response,
    healthMs,
    peakMb,
  } = await healthDuring(() => app.inject({ method: 'POST', url, headers: { ...headers, authorization: `Bearer ${token}` }, payload }));
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  return { label, ms, healthMs, peakMb, counts: response.json().data.counts, kb: file.length / 1024 };
}

const results = [
  await timed('preview CSV', '/api/v1/user/import/preview', csvFile, 'learners.csv'),
  await timed('preview XLSX', '/api/v1/user/import/preview', xlsxFile, 'learners.xlsx'),
  await timed('import XLSX', '/api/v1/user/import?mode=valid-rows', xlsxFile, 'learners.xlsx'),
];

const hostile = [
  ['80 MB of spaces in 80 KB', crafted.inflatingWorkbook(80)],
  ['row 2,000,000,000', crafted.farRowWorkbook('2000000000')],
  ['row 10,000,000', crafted.farRowWorkbook('10000000')],
  ['column XFE', crafted.farColumnWorkbook('XFE')],
  ['200,000 unclosed <si>', crafted.unclosedStringsWorkbook(200_000)],
  ['entity expansion', crafted.expandingEntitiesWorkbook()],
  ['1,500 zip entries', crafted.manyEntriesWorkbook(1500)],
  ['10,001 learners', crafted.learnersWorkbook(10_001)],
];
const refusals = [];
for (const [label, file] of hostile) {
  const { payload, headers } = multipartFile('learners.xlsx', file);
  const started = performance.now();
  const { result: response, healthMs } = await healthDuring(() =>
    app.inject({ method: 'POST', url: '/api/v1/user/import/preview', headers: { ...headers, authorization: `Bearer ${token}` }, payload }),
  );
  refusals.push({ label, kb: file.length / 1024, status: response.statusCode, ms: performance.now() - started, healthMs });
}
await app.close();
await database.close();

console.log(`Learner import, ${ROWS} rows, embedded PGlite: budgets ${BUDGET_MS / 1000} s a step, /api/health ≤ ${HEALTH_BUDGET_MS} ms,`);
console.log(`peak memory of a step above the process's at its start ≤ ${MEMORY_BUDGET_MB} MB`);
for (const { label, ms, healthMs, peakMb, counts, kb } of results) {
  const verdict = ms <= BUDGET_MS && healthMs <= HEALTH_BUDGET_MS && peakMb <= MEMORY_BUDGET_MB ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  ${label.padEnd(13)} ${kb.toFixed(0).padStart(5)} KB ${(ms / 1000).toFixed(2).padStart(6)} s  health ≤ ${healthMs.toFixed(0).padStart(3)} ms  peak +${peakMb.toFixed(0).padStart(3)} MB  ${verdict}  (new ${counts.new}, invalid ${counts.invalid})`,
  );
}
console.log('Hostile workbooks sent to the preview:');
for (const { label, kb, status, ms, healthMs } of refusals) {
  const verdict = status >= 400 && status < 500 && healthMs <= HEALTH_BUDGET_MS ? 'refused within budget' : 'OVER BUDGET';
  console.log(
    `  ${label.padEnd(24)} ${kb.toFixed(1).padStart(6)} KB → ${status} in ${ms.toFixed(0).padStart(5)} ms, health ≤ ${healthMs.toFixed(0).padStart(3)} ms  ${verdict}`,
  );
}
const missed =
  results.some((result) => result.ms > BUDGET_MS || result.healthMs > HEALTH_BUDGET_MS || result.peakMb > MEMORY_BUDGET_MB) ||
  refusals.some((refusal) => refusal.status < 400 || refusal.status >= 500 || refusal.healthMs > HEALTH_BUDGET_MS);
if (missed) process.exitCode = 1;
