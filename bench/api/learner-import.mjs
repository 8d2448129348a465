// `npm run bench:import` (run with tsx, which reads the API's TypeScript): how long an organization manager waits to check and to import a
// spreadsheet of 5,000 learners, on the embedded database (PGlite, in memory), against the
// budget of 10 s for each step.
//
// 1. Opens a fresh in-memory PGlite database, migrates and seeds it (the demo accounts) and builds
//    the API in this process; requests go through the whole pipeline with inject() (no network).
// 2. Signs in as the demo organization manager, writes a CSV of BENCH_IMPORT_ROWS (default 5,000)
//    learners with Hindi names, half of them with a mobile number only, some in a batch.
// 3. Times POST /api/v1/user/import/preview, then POST /api/v1/user/import?mode=valid-rows.
// 4. Prints the figures and the budget, and exits 1 when a step is over budget.
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { batches } from '../../apps/api/src/db/schema.js';
import { DEMO_ORGANIZATION } from '../../apps/api/src/seed/accounts.js';
import { seedDatabase } from '../../apps/api/src/seed/index.js';
import { multipartFile } from '../../apps/api/src/test/multipart.js';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 5000);
const BUDGET_MS = 10_000;

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

const lines = ['Name (English),Name (Hindi),Email,Mobile number,Batch'];
for (let index = 0; index < ROWS; index++) {
  const email = index % 2 ? `bench${index}@example.org` : '';
  const mobile = index % 2 ? '' : `+91 ${7000000000 + index}`;
  lines.push(`Learner ${index},शिक्षार्थी ${index % 10 ? 'कुमार' : 'देवी'},${email},${mobile},${index % 5 ? '' : 'Monsoon 2026'}`);
}
const file = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

async function timed(label, url) {
  const { payload, headers } = multipartFile('learners.csv', file);
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, headers: { ...headers, authorization: `Bearer ${token}` }, payload });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const { counts } = response.json().data;
  return { label, ms, counts };
}

const results = [await timed('preview', '/api/v1/user/import/preview'), await timed('import', '/api/v1/user/import?mode=valid-rows')];
await app.close();
await database.close();

console.log(
  `Learner import, ${ROWS} rows (${(file.length / 1024).toFixed(0)} KB CSV), embedded PGlite, budget ${BUDGET_MS / 1000} s per step`,
);
for (const { label, ms, counts } of results) {
  const verdict = ms <= BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  console.log(
    `  ${label.padEnd(8)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${verdict}  (new ${counts.new}, existing ${counts.existing}, invalid ${counts.invalid})`,
  );
}
if (results.some((result) => result.ms > BUDGET_MS)) process.exitCode = 1;
