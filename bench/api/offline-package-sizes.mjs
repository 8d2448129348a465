// `npm run bench:offline-sizes`: how much a learner downloads to take the demo course offline,
// before the downloads were made lighter and after, at each video quality.
//
// 1. Builds the app when apps/api/dist/server.js or apps/web/dist/index.html is missing.
// 2. Starts the production server on a free loopback port with a fresh temporary DATA_DIR (seeded)
//    and JAL_VIDEO_VARIANTS=on, so it makes the seeded video's smaller copies at start-up, and reads
//    the text lessons aloud (MP3 and Opus) in the background.
// 3. Signs in as the demo learner, enrols in watershed-basics, and waits until every text lesson is
//    heard in both languages and both formats, and the videos' copies are made (or
//    BENCH_VARIANTS_TIMEOUT seconds pass, default 180: then the figures say so).
// 4. Asks for the course's offline package as each kind of device would:
//    - before: what the server offered before, the same request as this benchmark's earlier
//      versions (no language, so every language's audio and figures; MP3; sizes uncompressed,
//      `Accept-Encoding: identity`, as the server stated them then), and the same files as a
//      browser received them (pages compressed);
//    - after: a Hindi reader and an English reader whose browser plays Opus, a Hindi reader whose
//      browser plays MP3 only, each with a browser's `Accept-Encoding`; and the Hindi reader's
//      package sized uncompressed, as the phone keeps it.
// 5. Downloads every file of each 240p package as the web app's download does (the learner's
//    token, the same Accept-Encoding) and counts the bytes that came over the connection, so the
//    figure the download dialog shows is checked against what is actually downloaded.
// 6. Prints and writes to bench/results/offline-sizes-latest.md the totals per profile and quality,
//    what each is made of, and the measured bytes.
// The server is stopped and the temporary DATA_DIR removed on every way out.
//
// Env (optional): BENCH_API_SERVER and BENCH_WEB_DIST to measure a build made elsewhere.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
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
const READY_TIMEOUT_MS = boundedInt('BENCH_VARIANTS_TIMEOUT', 180, 5, 1800) * 1000;
/** What Chromium sends over HTTPS (Android's Chrome and WebView alike). */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
/** The issue's figure for the 240p download before (3,520,819 bytes): the target is half of it. */
const EARLIER_FIGURE_BYTES = 3_520_819;

/** Who asks: the query a device's download sends, and the encodings its browser takes. */
const PROFILES = [
  // The first is the figure this benchmark always gave; the third is the one the target is for.
  { name: 'before: MP3, every language, sizes uncompressed', query: 'audio=mp3', encodings: 'identity', before: true },
  { name: 'before, as a browser received it (pages compressed)', query: 'audio=mp3', encodings: BROWSER_ENCODINGS },
  { name: 'after: Hindi reader, browser plays Opus', query: 'language=hi&audio=opus', encodings: BROWSER_ENCODINGS },
  { name: 'after: English reader, browser plays Opus', query: 'language=en&audio=opus', encodings: BROWSER_ENCODINGS },
  { name: 'after: Hindi reader, browser plays MP3 only', query: 'language=hi&audio=mp3', encodings: BROWSER_ENCODINGS },
  { name: 'after: Hindi reader, Opus, sized as the phone keeps it', query: 'language=hi&audio=opus', encodings: 'identity' },
];

// ---------------------------------------------------------------------------------------------
// Requests

async function json(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
  const body = await response.json().catch(() => null);
  return { status: response.status, body };
}

/** The bytes of a GET's body as they came over the connection (compressed or not), and its status. */
function receivedBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 60_000 }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------
// Figures

const MB = 1024 * 1024;
const fmtBytes = (n) => n.toLocaleString('en-US');
const fmtMb = (n) => (n / MB).toFixed(2);
const percentOf = (n, of) => `${Math.round((n / of) * 100)}%`;

function byKind(pkg) {
  const sums = Object.fromEntries(KINDS.map((kind) => [kind, 0]));
  for (const item of pkg.items) sums[item.kind] += item.sizeBytes;
  return sums;
}

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
  const lms = await json(`${base}/api/v1/courses/${COURSE}/lms`, { headers: auth });
  const textLessons = (lms.body?.data?.modules ?? []).flatMap((module) => module.lessons).filter((lesson) => lesson.kind === 'text');

  const packageAt = async (quality, profile) => {
    const url = `${base}/api/v1/courses/${COURSE}/offline?quality=${quality}&purpose=sizes&${profile.query}`;
    const answer = await json(url, { headers: { ...auth, 'accept-encoding': profile.encodings } });
    if (answer.status !== 200) throw new Error(`The ${quality} package answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body.data;
  };

  // The audio and the copies are made in the background after start-up: wait until the package counts them.
  const started = Date.now();
  let ready = { audio: false, videos: false };
  process.stdout.write('Waiting for the lessons read aloud (MP3 and Opus) and the video copies');
  while (Date.now() - started < READY_TIMEOUT_MS) {
    const opus = (await packageAt('240p', { query: 'audio=opus', encodings: 'identity' })).items;
    const audio = opus.filter((item) => item.kind === 'audio');
    const videos = opus.filter((item) => item.kind === 'video');
    ready = {
      audio: audio.length === textLessons.length * 2 && audio.every((item) => item.url.endsWith('&format=opus')),
      // A video no taller than 240 pixels, or already as small as a copy would be, gets none.
      videos: videos.length > 0 && videos.every((item) => item.version.endsWith(':240p')),
    };
    // The demo videos get no copy (they are as small as one would be): after half a minute, the audio is enough.
    if (ready.audio && (ready.videos || Date.now() - started > 30_000)) break;
    process.stdout.write('.');
    await sleep(1_000);
  }
  const waitedS = ((Date.now() - started) / 1000).toFixed(1);
  console.log(` (${waitedS} s: audio ${ready.audio ? 'made' : 'NOT all made'}, video copies ${ready.videos ? 'made' : 'none'}).`);

  const measured = [];
  for (const profile of PROFILES) {
    const packages = Object.fromEntries(await Promise.all(QUALITIES.map(async (quality) => [quality, await packageAt(quality, profile)])));
    // What a download of the 240p package actually receives, file by file, as the web app fetches them.
    let received = 0;
    for (const item of packages['240p'].items) {
      const got = await receivedBytes(`${base}${item.url}`, { ...auth, 'accept-encoding': profile.encodings });
      if (got.status !== 200) throw new Error(`${item.url} answered HTTP ${got.status}`);
      received += got.bytes;
    }
    measured.push({ profile, packages, received });
  }

  const before = measured[0];
  const beforeTotal = before.packages['240p'].totalBytes;
  const title = `Offline download of the demo course (${COURSE}): ${before.packages['240p'].lessons.length} lessons, ${textLessons.length} of them text lessons read aloud`;

  const HEADER = [
    'Who downloads',
    ...QUALITIES.map((quality) => `${quality} (bytes)`),
    '240p MB',
    '240p vs before',
    '240p received (bytes)',
  ];
  const RIGHT = [false, ...QUALITIES.map(() => true), true, true, true];
  const rows = measured.map(({ profile, packages, received }) => [
    profile.name,
    ...QUALITIES.map((quality) => fmtBytes(packages[quality].totalBytes)),
    fmtMb(packages['240p'].totalBytes),
    percentOf(packages['240p'].totalBytes, beforeTotal),
    fmtBytes(received),
  ]);
  const label = (index) => (index < 2 ? `before ${index + 1}` : `after ${index - 1}`);
  const KIND_HEADER = ['Part (240p)', ...measured.map((_, index) => label(index))];
  const KIND_RIGHT = [false, ...measured.map(() => true)];
  const kindRows = [
    ...KINDS.map((kind) => [kind, ...measured.map(({ packages }) => fmtBytes(byKind(packages['240p'])[kind]))]),
    ['items', ...measured.map(({ packages }) => String(packages['240p'].items.length))],
  ];
  const opusHindi = measured[2];
  const kept = measured[5];
  const target = Math.floor(EARLIER_FIGURE_BYTES / 2);
  const notes = [
    `Totals as the API's offline package states them, which the download dialog shows; "received" is what downloading every file of the 240p package took over the connection, measured (it differs from the total only by the JSON answers, which the package estimates).`,
    `"before" asks as this benchmark always asked (no language, MP3, uncompressed): the package the server offered before, at ${fmtBytes(beforeTotal)} bytes; the issue's earlier figure was ${fmtBytes(EARLIER_FIGURE_BYTES)} (3.36 MB), the pages having grown since.`,
    `Target, half of 3.36 MB: ${fmtBytes(target)} bytes. Hindi reader with Opus: ${fmtBytes(opusHindi.packages['240p'].totalBytes)} bytes stated, ${fmtBytes(opusHindi.received)} received: ${opusHindi.packages['240p'].totalBytes <= target ? 'met' : 'NOT met'}.`,
    `Over the connection, before and after alike: ${fmtBytes(measured[1].received)} bytes before, ${fmtBytes(opusHindi.received)} after (${percentOf(opusHindi.received, measured[1].received)}).`,
    `The same Hindi reader's files take ${fmtBytes(kept.packages['240p'].totalBytes)} bytes on the phone (${percentOf(kept.packages['240p'].totalBytes, beforeTotal)} of before; pages uncompressed: ${fmtBytes(byKind(kept.packages['240p']).page)} of them).`,
    `Audio and copies: ${ready.audio ? `every text lesson read aloud in MP3 and Opus` : 'NOT every lesson read aloud in time'}; video copies ${ready.videos ? 'made' : 'none (the demo videos are already as small as a 240p copy would be)'}; ${waitedS} s after the first package request.`,
  ];

  console.log(`\n${title}\n`);
  console.log(textTable(HEADER, RIGHT, rows));
  console.log(`\n${textTable(KIND_HEADER, KIND_RIGHT, kindRows)}\n`);
  measured.forEach(({ profile }, index) => console.log(`${label(index)}: ${profile.name}`));
  for (const note of notes) console.log(note);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const markdown = [
    '# Offline package sizes (latest run)',
    '',
    `Run ${new Date().toISOString()} on Node ${process.version}, ${cpu} (${os.cpus().length} cores), by \`npm run bench:offline-sizes\`.`,
    '',
    `${title}.`,
    '',
    markdownTable(HEADER, RIGHT, rows),
    '',
    'What each 240p total is made of:',
    '',
    markdownTable(KIND_HEADER, KIND_RIGHT, kindRows),
    '',
    ...measured.map(({ profile }, index) => `- ${label(index)}: ${profile.name}.`),
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
  writeFileSync(resultsFile, markdown);
  console.log(`\nWritten to ${resultsFile}`);
  return 0;
}

runBenchmark(main);
