// `npm run bench:uploads` (run with tsx, which reads the API's TypeScript): how long `/api/health`
// waits while the server receives and checks each upload made to hurt it, against the same
// question asked while the server is idle, in the same run. On the embedded database (PGlite,
// in memory), over real HTTP on loopback.
//
// 1. Builds the API in this process on a fresh in-memory database, listens on a free port, signs
//    in as the demo administrator.
// 2. Asks `/api/health` every 10 ms for 3 s while nothing else happens: the baseline.
// 3. Uploads each file of the hostile-upload tests (PDFs, videos, images, captions) and the
//    learner-import workbooks while asking `/api/health` the same way, and reads the longest
//    stretch of main-thread CPU time between two turns of the event loop.
// 4. Prints one line per file: its answer, the slowest health answer and what it adds to the
//    idle one, the longest stretch, and the budget (at most 50 ms added); exits 1 when one is
//    missed. The uploads are sent by a process of their own, as a phone's would be.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from '../../apps/api/src/app.js';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { FolderMediaStore } from '../../apps/api/src/lib/media-folder-store.js';
import { seedDatabase } from '../../apps/api/src/seed/index.js';
import * as pdfs from '../../apps/api/src/test/crafted-pdfs.js';
import { mp4OfTinyBoxes, webm } from '../../apps/api/src/test/crafted-videos.js';
import * as workbooks from '../../apps/api/src/test/crafted-workbooks.js';
import { requestFromAnotherProcess } from '../../apps/api/src/test/client-process.js';
import { healthWhile } from '../../apps/api/src/test/health-while.js';
import { pngImage } from '../../apps/api/src/test/images.js';
import { multipartFile } from '../../apps/api/src/test/multipart.js';

const HEALTH_BUDGET_MS = 50;
const MB = 1024 * 1024;

const mediaDir = mkdtempSync(join(tmpdir(), 'jal-bench-uploads-'));
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seedDatabase(database.db);
const app = await buildApp({ db: database.db, databaseKind: 'pglite', logLevel: 'warn', mediaStore: new FolderMediaStore(mediaDir) });
const origin = await app.listen({ port: 0, host: '127.0.0.1' });

async function signIn(email) {
  const response = await fetch(`${origin}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo@1234' }),
  });
  return { authorization: `Bearer ${(await response.json()).data.token}` };
}
const admin = await signIn('admin@jalshiksha.org');
const manager = await signIn('org@jalshiksha.org');

// Sent by a process of its own, as from a phone: sending 50 MB would hold this process's loop too.
const post = (path, headers, filename, bytes) => async () => {
  const { payload, headers: multipart } = multipartFile(filename, bytes);
  return (await requestFromAnotherProcess(`${origin}/api/v1${path}`, 'POST', { ...headers, ...multipart }, payload)).status;
};
const media = (filename, bytes) => post('/media', admin, filename, bytes);
const preview = (filename, bytes) => post('/user/import/preview', manager, filename, bytes);

const baseline = await healthWhile(origin, () => sleep(3000));
const cases = [
  ['PDF: object streams unpacking past 64 MB', media('bomb.pdf', pdfs.flateBombPdf(100))],
  ['PDF: lengths far beyond the file', media('lengths.pdf', pdfs.hugeLengthPdf())],
  ['PDF: tiny compressed object streams', media('streams.pdf', pdfs.tinyObjectStreamsPdf())],
  ['PDF: dictionaries nested 500,000 deep', media('nested.pdf', pdfs.deeplyNestedPdf(500_000))],
  ['PDF: 10 MB honest file', media('plain.pdf', pdfs.largePlainPdf())],
  ['Video: 50 MB + 1 byte', media('long.mp4', mp4OfTinyBoxes(50 * MB + 1))],
  ['Video: 50 MB of empty boxes', media('boxes.mp4', mp4OfTinyBoxes(50 * MB - 1024))],
  ['Video: 45 MB time scale', media('scale.webm', webm({ duration: 30_000, scaleBytes: Buffer.alloc(45 * MB, 0xff) }))],
  ['Video: 40 MB of text named .mp4', media('script.mp4', Buffer.alloc(40 * MB, 'alert(1);'))],
  ['Image: 30,000 px square in 1 MB', media('map.png', pngImage({ width: 30_000, height: 30_000, bytes: MB - 100 }))],
  ['Captions: 1 MB of empty lines', media('lesson.vtt', Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(MB - 100, '\n')]))],
  ['Workbook: 80 MB of spaces in 80 KB', preview('spaces.xlsx', workbooks.inflatingWorkbook(80))],
  ['Workbook: row 2,000,000,000', preview('far.xlsx', workbooks.farRowWorkbook('2000000000'))],
  ['Workbook: 200,000 unclosed <si>', preview('unclosed.xlsx', workbooks.unclosedStringsWorkbook(200_000))],
  ['Workbook: entity expansion', preview('entities.xlsx', workbooks.expandingEntitiesWorkbook())],
  ['Workbook: 1,500 zip entries', preview('entries.xlsx', workbooks.manyEntriesWorkbook(1500))],
  ['Workbook: 10,001 learners', preview('learners.xlsx', workbooks.learnersWorkbook(10_001))],
];

// BENCH_UPLOADS_ONLY=Video (a word of the labels) runs those cases alone.
const only = process.env.BENCH_UPLOADS_ONLY;
const lines = [];
let missed = false;
for (const [label, work] of cases.filter(([label]) => !only || label.includes(only))) {
  const { result, longestStretchMs, slowestHealthMs, healthStatuses } = await healthWhile(origin, work);
  // What the upload added: the slowest answer beyond the slowest one while idle (a busy machine delays both).
  const addedMs = Math.max(0, slowestHealthMs - baseline.slowestHealthMs);
  const ok = addedMs <= HEALTH_BUDGET_MS && healthStatuses.every((status) => status === 200);
  missed ||= !ok;
  lines.push(
    `| ${label} | ${result} | ${healthStatuses.length} | ${slowestHealthMs.toFixed(1)} | ${addedMs.toFixed(1)} | ${longestStretchMs.toFixed(1)} | ${ok ? 'yes' : '**no**'} |`,
  );
}

console.log(
  `Baseline (idle, 3 s): slowest /api/health ${baseline.slowestHealthMs.toFixed(1)} ms over ${baseline.healthStatuses.length} answers, longest stretch ${baseline.longestStretchMs.toFixed(1)} ms`,
);
console.log(`Budget: each upload adds at most ${HEALTH_BUDGET_MS} ms to the slowest /api/health answer seen while idle\n`);
console.log('| Upload | Answer | Health answers | Slowest health (ms) | Added to idle (ms) | Longest stretch (ms) | Within budget |');
console.log('|---|---|---|---|---|---|---|');
for (const line of lines) console.log(line);

await app.close();
await database.close();
rmSync(mediaDir, { recursive: true, force: true });
process.exit(missed ? 1 : 0);
