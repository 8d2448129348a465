import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import type { PracticalReview, PracticalSubmission } from '@jal/contracts';
import { body } from '../../test/body.js';
import { multipartForm, type FormPart } from '../../test/multipart.js';
import { WELL } from '../../test/practical-example.js';

/** A picture of blurred noise, the same for the same seed: different seeds make pictures as different as two scenes. */
export function scenePhoto(seed: number, { width = 480, height = 360 } = {}): Sharp {
  let state = seed * 2654435761;
  const pixels = Buffer.alloc(width * height * 3);
  // Noise in 24-pixel blocks, then blurred: large features, as a photo has, which a difference hash keeps under re-encoding.
  const block = 24;
  const columns = Math.ceil(width / block);
  const values = Array.from({ length: columns * Math.ceil(height / block) * 3 }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++)
        pixels[(y * width + x) * 3 + c] = values[(Math.floor(y / block) * columns + Math.floor(x / block)) * 3 + c] ?? 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(6);
}

export const jpegPhoto = (seed: number, options?: { width?: number; height?: number; quality?: number }) =>
  scenePhoto(seed, options)
    .jpeg({ quality: options?.quality ?? 90 })
    .toBuffer();
export const pngPhoto = (seed: number) => scenePhoto(seed).png().toBuffer();

type ExifSpec = { takenAt?: string; offset?: string; latitude?: number; longitude?: number };

/**
 * An EXIF block (`Exif\0\0` and a little-endian TIFF) saying when and where a photo was taken:
 * DateTimeOriginal (`YYYY:MM:DD HH:MM:SS`), OffsetTimeOriginal and the GPS position, as a phone writes them.
 */
export function exifBlock({ takenAt, offset, latitude, longitude }: ExifSpec): Buffer {
  type Entry = { tag: number; type: number; count: number; data: Buffer };
  const asciiEntry = (tag: number, value: string): Entry => ({
    tag,
    type: 2,
    count: value.length + 1,
    data: Buffer.from(`${value}\0`, 'latin1'),
  });
  const rationalEntry = (tag: number, value: number): Entry => {
    const degrees = Math.floor(Math.abs(value));
    const minutesFull = (Math.abs(value) - degrees) * 60;
    const minutes = Math.floor(minutesFull);
    const seconds = Math.round((minutesFull - minutes) * 60 * 10000);
    const data = Buffer.alloc(24);
    [degrees, 1, minutes, 1, seconds, 10000].forEach((part, index) => data.writeUInt32LE(part, index * 4));
    return { tag, type: 5, count: 3, data };
  };
  const exifEntries: Entry[] = [];
  if (takenAt) exifEntries.push(asciiEntry(0x9003, takenAt));
  if (offset) exifEntries.push(asciiEntry(0x9011, offset));
  const gpsEntries: Entry[] = [];
  if (latitude !== undefined && longitude !== undefined) {
    gpsEntries.push(asciiEntry(1, latitude < 0 ? 'S' : 'N'), rationalEntry(2, latitude));
    gpsEntries.push(asciiEntry(3, longitude < 0 ? 'W' : 'E'), rationalEntry(4, longitude));
  }
  // Layout: header (8), IFD0 (2 entries), the Exif IFD, the GPS IFD, then the values that do not fit in an entry.
  const ifdSize = (entries: Entry[]) => 2 + entries.length * 12 + 4;
  const ifd0Offset = 8;
  const exifOffset = ifd0Offset + ifdSize([{} as Entry, {} as Entry]);
  const gpsOffset = exifOffset + ifdSize(exifEntries);
  let dataOffset = gpsOffset + ifdSize(gpsEntries);
  const out = Buffer.alloc(4096);
  out.write('II', 0, 'latin1');
  out.writeUInt16LE(42, 2);
  out.writeUInt32LE(ifd0Offset, 4);
  const writeIfd = (at: number, entries: Entry[]) => {
    out.writeUInt16LE(entries.length, at);
    entries.forEach((entry, index) => {
      const place = at + 2 + index * 12;
      out.writeUInt16LE(entry.tag, place);
      out.writeUInt16LE(entry.type, place + 2);
      out.writeUInt32LE(entry.count, place + 4);
      if (entry.data.length <= 4) entry.data.copy(out, place + 8);
      else {
        out.writeUInt32LE(dataOffset, place + 8);
        entry.data.copy(out, dataOffset);
        dataOffset += entry.data.length + (entry.data.length % 2);
      }
    });
    out.writeUInt32LE(0, at + 2 + entries.length * 12);
  };
  const pointer = (tag: number, value: number): Entry => {
    const data = Buffer.alloc(4);
    data.writeUInt32LE(value);
    return { tag, type: 4, count: 1, data };
  };
  writeIfd(ifd0Offset, [pointer(0x8769, exifOffset), pointer(0x8825, gpsOffset)]);
  writeIfd(exifOffset, exifEntries);
  writeIfd(gpsOffset, gpsEntries);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), out.subarray(0, dataOffset)]);
}

/** A JPEG with an EXIF block written right after its start marker, as a camera writes it. */
export function withExif(jpeg: Buffer, spec: ExifSpec): Buffer {
  const block = exifBlock(spec);
  const marker = Buffer.alloc(4);
  marker.writeUInt16BE(0xffe1, 0);
  marker.writeUInt16BE(block.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), marker, block, jpeg.subarray(2)]);
}

/** A tone of `seconds` recorded as a phone's browser records (WebM with Opus), made by ffmpeg. */
export function recording(seconds: number, format: 'webm' | 'wav' = 'webm'): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'jal-voice-'));
  try {
    const target = join(folder, `note.${format}`);
    const codec = format === 'webm' ? ['-c:a', 'libopus', '-b:a', '16k'] : ['-ar', '8000'];
    const run = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-ac',
      '1',
      ...codec,
      target,
    ]);
    if (run.status !== 0) throw new Error(`ffmpeg could not make a recording: ${run.stderr.toString()}`);
    return readFileSync(target);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

let sent = 0;

/**
 * Sends the example practical (test/practical-example.ts) as `headers`' learner, who must have it
 * open: two photos (`seed` and the next; different pictures every call unless a seed repeats), the
 * depth, the place by the well, and a voice note of a few seconds when asked. Answers the
 * submission; a refusal fails the test.
 */
export async function sendExamplePractical(
  app: FastifyInstance,
  headers: Record<string, string>,
  where: { courseId: string; lessonId: string },
  { seed = 1000 + (sent += 2), voiceNote = false } = {},
): Promise<PracticalSubmission> {
  const now = Date.now();
  const submission = {
    idempotencyKey: `example-${now}-${(sent += 1)}`,
    submittedAt: new Date(now - 60_000).toISOString(),
    sentAt: new Date(now).toISOString(),
    timeZoneOffsetMinutes: 330,
    place: { latitude: WELL.lat + 0.0005, longitude: WELL.lon, accuracyMetres: 12, capturedAt: new Date(now - 180_000).toISOString() },
    numbers: [{ id: 'depth', value: 9.5 }],
  };
  const parts: FormPart[] = [
    { name: 'submission', value: JSON.stringify(submission) },
    { name: 'photo', filename: 'well.jpg', content: await jpegPhoto(seed) },
    { name: 'photo', filename: 'tape.jpg', content: await jpegPhoto(seed + 1) },
  ];
  if (voiceNote) parts.push({ name: 'voiceNote', filename: 'note.webm', content: recording(3) });
  const form = multipartForm(parts);
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/courses/${where.courseId}/lessons/${where.lessonId}/practical-submissions`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
  if (response.statusCode !== 201) throw new Error(`sending the practical failed: ${response.statusCode} ${response.body}`);
  return body<PracticalSubmission>(response).data;
}

/**
 * A reviewer's review of a submission over the version they read: accepted with every criterion at
 * its best level, or returned with every criterion at its lowest and a word of feedback.
 */
export async function reviewExamplePractical(
  app: FastifyInstance,
  headers: Record<string, string>,
  submissionId: string,
  outcome: 'accepted' | 'returned',
): Promise<PracticalReview> {
  const url = `/api/v1/practical-reviews/${submissionId}`;
  const read = body<PracticalReview>(await app.inject({ method: 'GET', url, headers })).data;
  const marks = read.lesson.practical.rubric.criteria.map((criterion) => {
    const sorted = [...criterion.levels].sort((a, b) => a.points - b.points);
    return { criterionId: criterion.id, levelId: (outcome === 'accepted' ? sorted.at(-1) : sorted[0])!.id };
  });
  const payload = { version: read.submission.version, outcome, marks, ...(outcome === 'returned' ? { feedback: 'Show the tape.' } : {}) };
  const response = await app.inject({ method: 'POST', url, headers, payload });
  if (response.statusCode !== 200) throw new Error(`the review failed: ${response.statusCode} ${response.body}`);
  return body<PracticalReview>(response).data;
}
