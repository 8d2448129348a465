// `npm run bench:practical-size`: how many bytes a field practical sends (three photos and a
// two-minute voice note), as the phone sends it, and how long that takes on a 2G and a 3G link.
//
// 1. Builds the app when apps/api/dist/server.js or apps/web/dist/index.html is missing.
// 2. Makes three 12-megapixel camera JPEGs of field scenes (phone-photos.mjs; kept in the system's
//    temporary folder between runs, as they are the same every time), and the sound the fake
//    microphone hears: Hindi speech by espeak-ng over a field's low background noise (ffmpeg).
// 3. Starts the production server (fresh temporary DATA_DIR, seeded, background work off) and, in
//    front of it on loopback, a proxy that passes every request on and keeps the body of the
//    practical's POST byte for byte, as the browser sent it.
// 4. Publishes a course whose lesson is a practical asking for three photos, a voice note of up to
//    two minutes, two numbers and the place; the demo learner enrols.
// 5. In Debian's Chromium (fake microphone and camera, the place given), on a 360 px phone
//    screen, the learner opens the lesson and does what a learner does: chooses the three photos
//    from the gallery (the app shrinks each, shrink-photo.ts), records the voice note until the
//    recorder stops itself at the limit (use-voice-recorder.ts: Opus in WebM at the bitrate it
//    sets), types the numbers, records the place, and presses send.
// 6. Prints and writes to bench/results/practical-submission-size.md the multipart body as sent,
//    part by part, and the time its bytes take at 50 kbit/s (2G) and 400 kbit/s (3G).
// Everything it starts is stopped, and the temporary folders removed, on every way out.
//
// Env (optional): BENCH_VOICE_SECONDS (the voice note's limit, 5-120, default 120: a shorter one
// for a quick look; the results are written only for the full two minutes), CHROMIUM_PATH,
// BENCH_API_SERVER and BENCH_WEB_DIST (a build made elsewhere).
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  apiServerEnv,
  boundedInt,
  buildOutput,
  freePorts,
  root,
  runBenchmark,
  spawnChild,
  temporaryDataDir,
  waitUntilOk,
} from '../lib/processes.mjs';
import { jpegQuality, multipartParts, recordingProxy } from './multipart-record.mjs';
import { CAMERA, phonePhoto, SCENES } from './phone-photos.mjs';

const resultsFile = join(root, 'bench/results/practical-submission-size.md');
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const VOICE_SECONDS = boundedInt('BENCH_VOICE_SECONDS', 120, 5, 120);
const ADMIN = { email: 'admin@jalshiksha.org', password: 'Demo@1234' };
const LEARNER = { email: 'learner@jalshiksha.org', password: 'Demo@1234' };
/** Where the learner stands: inside the practical's area. */
const PLACE = { latitude: 25.4484, longitude: 78.5685, accuracy: 12 };
/** The links: bits a second each way, as bench:web's slow network counts them. */
const LINKS = [
  { name: '2G (50 kbit/s)', bitsPerSecond: 50_000 },
  { name: '3G (400 kbit/s)', bitsPerSecond: 400_000 },
];
const QUIET = { JAL_LESSON_AUDIO: 'off', JAL_VIDEO_VARIANTS: 'off' };
/** Photos are the same every run: made once, kept here (a version in the name, to change when the scenes change). */
const photoCache = join(os.tmpdir(), 'jal-bench-phone-photos-v1');

/** The scenes' camera files, made or read from the cache. */
async function cameraPhotos() {
  mkdirSync(photoCache, { recursive: true });
  const photos = [];
  for (const scene of SCENES) {
    const file = join(photoCache, `${scene.seed}.jpg`);
    if (!existsSync(file)) {
      const started = Date.now();
      writeFileSync(file, await phonePhoto(scene));
      console.log(`  made "${scene.name}" in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    const buffer = readFileSync(file);
    photos.push({ scene: scene.name, name: `IMG_20260614_10320${photos.length}.jpg`, buffer });
  }
  return photos;
}

function run(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.error?.message}`);
}

/**
 * What the fake microphone hears: a learner describing the check dam in Hindi (espeak-ng),
 * sentence after sentence with pauses, over a field's low background noise, a little longer
 * than the note so it never runs out; 48 kHz mono WAV, as Chromium reads it.
 */
function microphoneSound(folder, seconds) {
  const speech = join(folder, 'speech.wav');
  const sound = join(folder, 'microphone.wav');
  const text = [
    'मैं चेक डैम के पास खड़ी हूँ।',
    'गेज पर पानी का स्तर पचासी सेंटीमीटर है।',
    'बाँध के नीचे की ओर थोड़ा रिसाव दिख रहा है, बाईं तरफ़ पत्थरों के बीच से।',
    'गाद लगभग बीस सेंटीमीटर जमा है, पिछले महीने से ज़्यादा।',
    'ऊपर जलग्रहण क्षेत्र में खेतों की मेड़ें ठीक हैं, पर एक नाली टूटी हुई है।',
    'गाँव के लोग कह रहे हैं कि पिछली बारिश के बाद कुएँ में पानी बढ़ा है।',
  ].join(' ');
  run('espeak-ng', ['-v', 'hi', '-s', '140', '-g', '12', '-w', speech, text]);
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-stream_loop',
    '-1',
    '-i',
    speech,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=brown:amplitude=0.02:sample_rate=48000:duration=${seconds + 10}`,
    '-filter_complex',
    '[0:a]aresample=48000,volume=0.8[voice];[voice][1:a]amix=inputs=2:duration=shortest:normalize=0[mixed]',
    '-map',
    '[mixed]',
    '-t',
    String(seconds + 10),
    '-ac',
    '1',
    '-ar',
    '48000',
    '-c:a',
    'pcm_s16le',
    sound,
  ]);
  return sound;
}

async function api(base, path, { token, method = 'GET', body } = {}) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${JSON.stringify(answer)?.slice(0, 300)}`);
  return answer.data;
}

/** A published course whose one lesson is the practical: three photos, a voice note up to the limit, two numbers, the place. */
async function publishPractical(base, token) {
  const course = await api(base, '/v1/courses/admin', {
    token,
    method: 'POST',
    body: { titleTranslations: { en: 'Check dams in the field', hi: 'मैदान में चेक डैम' } },
  });
  const curriculum = await api(base, `/v1/courses/admin/${course.id}/modules`, {
    token,
    method: 'POST',
    body: { titleTranslations: { en: 'In the field', hi: 'मैदान में' } },
  });
  const content = {
    instructions: {
      en: 'Read the gauge, photograph the gauge, the dam and the catchment, and describe what you see.',
      hi: 'गेज पढ़ें, गेज, बाँध और जलग्रहण क्षेत्र की फ़ोटो लें, और जो दिखे उसे बताएँ।',
    },
    photos: {
      min: 3,
      max: 3,
      captions: [
        { en: 'The gauge, close up', hi: 'गेज, पास से' },
        { en: 'The dam from downstream', hi: 'नीचे की ओर से बाँध' },
        { en: 'The catchment upstream', hi: 'ऊपर की ओर जलग्रहण क्षेत्र' },
      ],
    },
    voiceNote: { requirement: 'required', maxSeconds: VOICE_SECONDS },
    numbers: [
      { label: { en: 'Water level', hi: 'जल स्तर' }, unit: 'cm', min: 0, max: 400 },
      { label: { en: 'Silt depth', hi: 'गाद की गहराई' }, unit: 'cm', min: 0, max: 200 },
    ],
    place: { required: true, accuracyMetres: 25, area: { type: 'circle', lat: 25.45, lon: 78.57, radiusMetres: 2000 } },
    rubric: {
      passMark: 2,
      criteria: [
        {
          label: { en: 'The gauge is readable', hi: 'गेज पढ़ा जा सकता है' },
          levels: [
            { label: { en: 'No', hi: 'नहीं' }, points: 0 },
            { label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
          ],
        },
      ],
    },
  };
  const withLesson = await api(base, `/v1/courses/admin/${course.id}/modules/${curriculum.modules[0].id}/lessons`, {
    token,
    method: 'POST',
    body: { kind: 'practical', titleTranslations: { en: 'Read a check dam gauge', hi: 'चेक डैम का गेज पढ़ें' }, durationMinutes: 45, content },
  });
  await api(base, `/v1/courses/admin/${course.id}`, { token, method: 'PUT', body: { status: 'published' } });
  return { courseId: course.id, lessonId: withLesson.modules[0].lessons[0].id };
}

/** The learner's part, in Chromium: answers how long each photo took to shrink and the voice note to record. */
async function sendAsLearner({ base, session, lessonPath, photos, microphone, submitted }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 360, height: 740 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      geolocation: PLACE,
      permissions: ['geolocation', 'microphone'],
    });
    await context.addInitScript((signedIn) => {
      if (sessionStorage.getItem('bench:session-set')) return;
      localStorage.setItem('authToken', signedIn.token);
      localStorage.setItem('currentUser', JSON.stringify(signedIn.user));
      localStorage.setItem('language', 'en');
      sessionStorage.setItem('bench:session-set', '1');
    }, session);
    const page = await context.newPage();
    await page.goto(lessonPath);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 30_000 });
    const shrinkSeconds = [];
    for (const [index, photo] of photos.entries()) {
      const started = Date.now();
      await page
        .getByLabel(`Choose from gallery: Photo ${index + 1} of ${photos.length}`)
        .setInputFiles({ name: photo.name, mimeType: 'image/jpeg', buffer: photo.buffer });
      await page.getByRole('img', { name: `Photo ${index + 1} as it will be sent` }).waitFor({ timeout: 60_000 });
      shrinkSeconds.push((Date.now() - started) / 1000);
    }
    await page.getByRole('textbox', { name: /Water level/ }).fill('85');
    await page.getByRole('textbox', { name: /Silt depth/ }).fill('20');
    await page.getByRole('button', { name: 'Record my location' }).click();
    console.log(`  recording the voice note until the recorder stops itself (${VOICE_SECONDS} s)...`);
    const recordingStarted = Date.now();
    await page.getByRole('button', { name: 'Record', exact: true }).click();
    await page.getByLabel('Your voice note').waitFor({ timeout: (VOICE_SECONDS + 30) * 1000 });
    const recordedSeconds = (Date.now() - recordingStarted) / 1000;
    await page.getByRole('button', { name: 'Send practical' }).click();
    await submitted;
    await page.getByText('Sent', { exact: true }).first().waitFor({ timeout: 120_000 });
    return { shrinkSeconds, recordedSeconds };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const seconds = (bytes, bitsPerSecond) => (bytes * 8) / bitsPerSecond;
const clock = (value) => (value >= 60 ? `${Math.floor(value / 60)} min ${Math.round(value % 60)} s` : `${value.toFixed(1)} s`);

function markdownTable(header, rows, right) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(3, ...all.map((cells) => cells[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (right[i] ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `| ${widths.map((w, i) => (right[i] ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

async function main() {
  const { apiServer, webDir } = buildOutput();
  const loadBefore = os.loadavg()[0];
  console.log('Camera photos (12 megapixels)...');
  const photos = await cameraPhotos();
  const work = temporaryDataDir('jal-bench-practical-size-');
  const microphone = microphoneSound(work, VOICE_SECONDS);

  const [apiPort, proxyPort] = await freePorts(2);
  const server = spawnChild(
    'API',
    [apiServer],
    apiServerEnv({ port: apiPort, dataDir: temporaryDataDir('jal-bench-practical-data-'), webDir, extra: QUIET }),
  );
  const apiBase = `http://127.0.0.1:${apiPort}`;
  console.log('Starting the server...');
  await waitUntilOk(server, `${apiBase}/api/health`, 120_000);
  const proxy = await recordingProxy({
    port: proxyPort,
    target: apiPort,
    keep: (request) => request.method === 'POST' && /\/practical-submissions$/.test(request.url),
  });
  try {
    const admin = await api(apiBase, '/v1/user/login', { method: 'POST', body: ADMIN });
    const { courseId, lessonId } = await publishPractical(apiBase, admin.token);
    const learner = await api(apiBase, '/v1/user/login', { method: 'POST', body: LEARNER });
    await api(apiBase, `/v1/courses/${courseId}/enroll`, { token: learner.token, method: 'POST' });

    console.log('The learner, in Chromium: three photos, the voice note, the numbers, the place, send...');
    const { shrinkSeconds, recordedSeconds } = await sendAsLearner({
      base: proxy.base,
      session: { token: learner.token, user: learner.user },
      lessonPath: `/learn/${courseId}/${lessonId}`,
      photos,
      microphone,
      submitted: proxy.kept,
    });
    const request = await proxy.kept;
    const parts = multipartParts(request.body, request.headers['content-type']);
    const photoParts = parts.filter((part) => part.name === 'photo');
    for (const part of photoParts) {
      const { width, height } = await sharp(part.content).metadata();
      Object.assign(part, { width, height, quality: jpegQuality(part.content) });
    }
    const voice = parts.find((part) => part.name === 'voiceNote');
    // What the server kept of it: photos re-encoded without metadata, the voice note converted for speech.
    const { submissions } = await api(apiBase, `/v1/courses/${courseId}/lessons/${lessonId}/practical-submissions`, {
      token: learner.token,
    });
    const stored = submissions[0];
    const voiceSeconds = stored.voiceNote?.durationSeconds ?? VOICE_SECONDS;
    const bodyBytes = request.body.length;
    const sentBytes = bodyBytes + request.headerBytes;

    const kbits = (bytes) => `${((bytes * 8) / voiceSeconds / 1000).toFixed(1)} kbit/s`;
    const rows = parts.map((part, index) => {
      const photo = photoParts.indexOf(part);
      const what =
        part.name === 'photo'
          ? `photo ${photo + 1}: ${part.width}×${part.height}, JPEG quality ${part.quality.toFixed(2)} (from ${kb(photos[photo].buffer.length)}, ${CAMERA.width}×${CAMERA.height})`
          : part.name === 'voiceNote'
            ? `voice note: ${part.contentType}, ${voiceSeconds.toFixed(1)} s, ${kbits(part.content.length)}`
            : `${part.name} (JSON: times, place, numbers)`;
      const kept =
        part.name === 'photo'
          ? String(stored.photos[photo]?.sizeBytes ?? '')
          : part.name === 'voiceNote'
            ? `${stored.voiceNote?.sizeBytes ?? ''} (Ogg Opus, ${stored.voiceNote ? kbits(stored.voiceNote.sizeBytes) : ''})`
            : '';
      return [String(index + 1), what, String(part.content.length), String(part.bytes - part.content.length), String(part.bytes), kept];
    });
    rows.push(['', 'closing boundary', '', '', String(bodyBytes - parts.reduce((sum, part) => sum + part.bytes, 0)), '']);
    rows.push(['', '**multipart body**', '', '', `**${bodyBytes}**`, '']);
    rows.push(['', 'request line and headers (HTTP/1.1, as Chromium sent them)', '', '', String(request.headerBytes), '']);
    rows.push(['', '**request**', '', '', `**${sentBytes}**`, '']);
    const table = markdownTable(['Part', 'What', 'Content bytes', 'Part headers', 'Bytes', 'Kept by the server'], rows, [
      true,
      false,
      true,
      true,
      true,
      true,
    ]);
    const linkRows = LINKS.map((link) => [
      link.name,
      clock(seconds(bodyBytes, link.bitsPerSecond)),
      clock(seconds(sentBytes, link.bitsPerSecond)),
      clock(
        seconds(
          photoParts.reduce((sum, part) => sum + part.bytes, 0),
          link.bitsPerSecond,
        ),
      ),
      clock(seconds(voice?.bytes ?? 0, link.bitsPerSecond)),
    ]);
    const linkTable = markdownTable(['Link', 'Body', 'Request', 'Photos alone', 'Voice note alone'], linkRows, [
      false,
      true,
      true,
      true,
      true,
    ]);
    console.log(`\n${table}\n\n${linkTable}`);
    console.log(
      `\nShrinking each photo in Chromium on this machine: ${shrinkSeconds.map((s) => `${s.toFixed(1)} s`).join(', ')}; recording: ${recordedSeconds.toFixed(1)} s`,
    );

    if (VOICE_SECONDS !== 120) {
      console.log(`\n(BENCH_VOICE_SECONDS=${VOICE_SECONDS}: a voice note shorter than the two minutes measured; nothing written)`);
      return 0;
    }
    const cpus = os.cpus();
    const lines = [
      '# A field practical as sent (latest run)',
      '',
      `Written by \`npm run bench:practical-size\` on ${new Date().toISOString()}: Node ${process.version}, ${spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim()}, ${cpus.length} × ${cpus[0]?.model?.trim() ?? 'unknown CPU'}, 1-minute load average ${loadBefore.toFixed(1)} at the start.`,
      '',
      `A practical asking for three photos, a voice note of up to two minutes, two numbers and the place, sent from the lesson page of the production build in Chromium on a 360 px phone screen, as a learner sends it: each photo chosen from the gallery as the camera saved it and shrunk by the app (\`shrink-photo.ts\`: at most 1600 px, JPEG quality lowered from 0.82 until about 200 KB), the voice note recorded until the recorder stopped itself at the limit (\`use-voice-recorder.ts\`: Opus in WebM, 32 kbit/s asked), the numbers typed, the place recorded, then sent. The body is the multipart request as Chromium sent it, kept byte for byte by a proxy in front of the server.`,
      '',
      `The photos (\`bench/web/phone-photos.mjs\`) are 12-megapixel (4000×3000) camera JPEGs at quality ${CAMERA.quality} with EXIF, of field scenes with a natural photo's texture (as much contrast at every scale as a natural scene, edges between things, the finest detail softened as a lens does, sensor noise): ${photos.map((photo) => `${photo.scene} ${kb(photo.buffer.length)}`).join(', ')}. The microphone heard Hindi speech (espeak-ng) with pauses between sentences over a field's low background noise.`,
      '',
      table,
      '',
      "The last column is what the server kept (the learner's submissions read back): each photo re-encoded without its metadata, the voice note converted for speech (16 kHz Opus in Ogg, `voice-note.ts`).",
      '',
      "Time for those bytes alone at each link, each way its own speed (as `bench:web` counts its slow link: 400 kbit/s is 50,000 bytes/s). Round trips, TCP/IP and TLS framing (about 3 % more on a 1,460-byte segment), and a link's real dips come on top:",
      '',
      linkTable,
      '',
      `On this machine's Chromium (not a phone's CPU) shrinking took ${shrinkSeconds.map((value) => `${value.toFixed(1)} s`).join(', ')} a photo, from choosing it to its preview; the recording ran ${recordedSeconds.toFixed(1)} s.`,
    ];
    writeFileSync(resultsFile, `${lines.join('\n')}\n`);
    console.log(`\nWritten to ${resultsFile}`);
    return 0;
  } finally {
    await proxy.close();
  }
}

runBenchmark(main);
