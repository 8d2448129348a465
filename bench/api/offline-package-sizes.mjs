// `npm run bench:offline-sizes`: how much a learner downloads to take the demo course offline, at
// each video quality.
//
// 1. Builds the app when apps/api/dist/server.js or apps/web/dist/index.html is missing.
// 2. Starts the production server on a free loopback port with a fresh temporary DATA_DIR (seeded)
//    and JAL_VIDEO_VARIANTS=on, so it makes the seeded video's 240p and 360p copies at start-up.
// 3. Signs in as the demo learner, enrols in watershed-basics, and asks for the course's offline
//    package until its 240p total differs from its original total (the copies are made), or
//    BENCH_VARIANTS_TIMEOUT seconds pass (default 120; then the figures show the originals only).
// 4. Prints the package's total per quality (bytes, KB, MB) with what it is made of, and writes the
//    same to bench/results/offline-sizes-latest.md.
// The server is stopped and the temporary DATA_DIR removed on every way out.
//
// Env (optional): BENCH_API_SERVER and BENCH_WEB_DIST to measure a build made elsewhere.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import {
  apiServerEnv,
  boundedInt,
  buildOutput,
  freePorts,
  HOST,
  root,
  runBenchmark,
  sleep,
  spawnChild,
  temporaryDataDir,
  waitUntilOk,
} from '../lib/processes.mjs';

const resultsFile = join(root, 'bench/results/offline-sizes-latest.md');
const COURSE = 'watershed-basics';
const DEMO_LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };
const QUALITIES = ['240p', '360p', 'original'];
const KINDS = ['page', 'course-state', 'lesson', 'video', 'captions', 'document', 'image', 'audio'];
const START_TIMEOUT_MS = 90_000;
const VARIANTS_TIMEOUT_MS = boundedInt('BENCH_VARIANTS_TIMEOUT', 30, 5, 1800) * 1000;

// ---------------------------------------------------------------------------------------------
// Requests

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

// ---------------------------------------------------------------------------------------------
// Figures

const KB = 1024;
const MB = 1024 * 1024;
const fmtBytes = (n) => n.toLocaleString('en-US');
const fmtKb = (n) => (n / KB).toFixed(1);
const fmtMb = (n) => (n / MB).toFixed(2);

function rowsOf(packages) {
  return QUALITIES.map((quality) => {
    const pkg = packages[quality];
    const byKind = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
    for (const item of pkg.items) byKind[item.kind] += item.sizeBytes;
    const video = pkg.items.filter((item) => item.kind === 'video').map((item) => item.version.split(':')[1]);
    return { quality, total: pkg.totalBytes, items: pkg.items.length, byKind, served: [...new Set(video)].join(', ') };
  });
}

const HEADER = ['Quality', 'Total (bytes)', 'KB', 'MB', 'Items', 'Video (bytes)', 'Video served at', 'Everything else (bytes)'];
const RIGHT = [false, true, true, true, true, true, false, true];
const cells = (row) => [
  row.quality,
  fmtBytes(row.total),
  fmtKb(row.total),
  fmtMb(row.total),
  String(row.items),
  fmtBytes(row.byKind.video),
  row.served,
  fmtBytes(row.total - row.byKind.video),
];

/** Padded the way Prettier formats tables, so `prettier --check .` stays clean. */
function markdownTable(header, right, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...all.map((line) => line[i].length)));
  const line = (values) => `| ${values.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

function textTable(header, right, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((line) => line[i].length)));
  const line = (values) => values.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const KIND_HEADER = ['Part', ...QUALITIES.map((quality) => `${quality} (bytes)`)];
const KIND_RIGHT = [false, ...QUALITIES.map(() => true)];
const kindCells = (rows) => KINDS.map((kind) => [kind, ...rows.map((row) => fmtBytes(row.byKind[kind]))]);

// ---------------------------------------------------------------------------------------------
// Main

async function main() {
  const { apiServer, webDir } = buildOutput();
  const [port] = await freePorts(1);
  const dataDir = temporaryDataDir('jal-bench-offline-');
  console.log(`Starting the API (port ${port}, DATA_DIR ${dataDir}, video copies on)...`);
  const server = spawnChild('API server', [apiServer], apiServerEnv({ port, dataDir, webDir, extra: { JAL_VIDEO_VARIANTS: 'on' } }));

  const base = `http://${HOST}:${port}`;
  const upMs = await waitUntilOk(server, `${base}/api/health`, START_TIMEOUT_MS);
  console.log(`Up after ${(upMs / 1000).toFixed(1)} s.`);

  const login = await json(`${base}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LEARNER),
  });
  const token = login.body?.data?.token;
  if (login.status !== 200 || typeof token !== 'string')
    throw new Error(`Signing in as ${DEMO_LEARNER.email} failed: HTTP ${login.status}`);
  const auth = { authorization: `Bearer ${token}` };
  const enrol = await json(`${base}/api/v1/courses/${COURSE}/enroll`, { method: 'POST', headers: auth });
  if (enrol.status !== 200 && enrol.status !== 201) throw new Error(`Enrolling in ${COURSE} failed: HTTP ${enrol.status}`);

  const packageAt = async (quality) => {
    const answer = await json(`${base}/api/v1/courses/${COURSE}/offline?quality=${quality}`, { headers: auth });
    if (answer.status !== 200) throw new Error(`The ${quality} package answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  // The copies are made in the background after start-up: wait until the package counts them.
  const started = Date.now();
  let copiesMade = false;
  process.stdout.write('Waiting for the video copies');
  while (Date.now() - started < VARIANTS_TIMEOUT_MS) {
    // Every video of the course served at 240p (a video no taller than 360 pixels gets no 360p copy).
    const videos = (await packageAt('240p')).items.filter((item) => item.kind === 'video');
    if (videos.length > 0 && videos.every((item) => item.version.endsWith(':240p'))) {
      copiesMade = true;
      break;
    }
    process.stdout.write('.');
    await sleep(1_000);
  }
  const waitedS = ((Date.now() - started) / 1000).toFixed(1);
  console.log(copiesMade ? ` made (${waitedS} s).` : ` none within ${waitedS} s: the figures are for the original videos.`);

  const packages = Object.fromEntries(await Promise.all(QUALITIES.map(async (quality) => [quality, await packageAt(quality)])));
  const rows = rowsOf(packages);
  const title = `Offline download of the demo course (${COURSE}): ${packages.original.lessons.length} lessons`;
  const notes = [
    `Sizes as the API's offline package states them: files exactly, pages and JSON estimated (uncompressed).`,
    copiesMade
      ? `Video copies: made by ffmpeg at start-up (${waitedS} s after the first package request).`
      : `Video copies: none made within ${waitedS} s (a video already smaller than a copy would be gets none; else ffmpeg is missing or slow): every quality downloads the original videos.`,
  ];
  console.log(`\n${title}\n`);
  console.log(textTable(HEADER, RIGHT, rows.map(cells)));
  console.log(`\n${textTable(KIND_HEADER, KIND_RIGHT, kindCells(rows))}\n`);
  for (const note of notes) console.log(note);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const markdown = [
    '# Offline package sizes (latest run)',
    '',
    `Run ${new Date().toISOString()} on Node ${process.version}, ${cpu} (${os.cpus().length} cores), by \`npm run bench:offline-sizes\`.`,
    '',
    `${title}.`,
    '',
    markdownTable(HEADER, RIGHT, rows.map(cells)),
    '',
    'What each total is made of:',
    '',
    markdownTable(KIND_HEADER, KIND_RIGHT, kindCells(rows)),
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  writeFileSync(resultsFile, markdown);
  console.log(`\nWritten to ${resultsFile}`);
  return 0;
}

runBenchmark(main);
