import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { exifBlock, withExifBlock, type ExifFacts } from '@jal/contracts';
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

/** The facts of a spec written as a camera writes them: `YYYY:MM:DD HH:MM:SS` and `+05:30`. */
function exifFacts({ takenAt, offset, latitude, longitude }: ExifSpec): ExifFacts {
  const zone = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  return {
    localTime: takenAt ? takenAt.replace(' ', 'T').replace(/^(\d{4}):(\d{2}):/, '$1-$2-') : null,
    offsetMinutes: zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : null,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  };
}

/** A JPEG with an EXIF block written right after its start marker, as a camera writes it. */
export const withExif = (jpeg: Buffer, spec: ExifSpec): Buffer => Buffer.from(withExifBlock(jpeg, exifBlock(exifFacts(spec))));

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
