import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile, OfflinePackage, PlayerLesson, VideoVariant } from '@jal/contracts';
import type { MediaVariantRow } from '../../db/rows.js';
import { lessons as lessonsTable, mediaVariants } from '../../db/schema.js';
import { findVideoTools, type VideoTools } from '../../lib/video-variants.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { storedMedia } from '../../test/stored-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { invalidateCourseCaches } from '../courses/service.js';
import { courseLessons, DEMO_COURSE, lessonOfKind, newLearner } from '../learning/test-helpers.js';
import { NO_FFMPEG_MESSAGE } from './variants.js';

const tools = await findVideoTools();
if (!tools) console.warn('ffmpeg/ffprobe not found on PATH: the tests that make video copies are skipped (CI installs ffmpeg).');

/** What ffprobe says of a file's streams: codec and height of each. */
function streamsOf(ffprobe: string, path: string) {
  const out = execFileSync(ffprobe, ['-v', 'error', '-show_entries', 'stream=codec_type,codec_name,height', '-of', 'json', path], {
    encoding: 'utf8',
  });
  return (JSON.parse(out) as { streams: { codec_type: string; codec_name: string; height?: number }[] }).streams;
}

/** A test clip made by ffmpeg: a moving test picture of the given height with a tone. */
function clip(ffmpeg: string, folder: string, width: number, height: number): Buffer {
  const path = join(folder, `clip-${height}.mp4`);
  execFileSync(ffmpeg, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${width}x${height}:rate=24:duration=3`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-c:v', 'libx264', '-crf', '16', '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-b:a', '192k', '-shortest', path],
  ]);
  return readFileSync(path);
}

describe('without ffmpeg', () => {
  it('is found on no PATH that lacks it', async () => {
    expect(await findVideoTools('')).toBeNull();
    expect(await findVideoTools(mkdtempSync(join(tmpdir(), 'jal-empty-path-')))).toBeNull();
  });

  it('says so once, and makes nothing: videos stay at their original quality', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      videoVariants: true,
      findVideoTools: () => Promise.resolve(null),
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      // Start-up queued the videos lacking copies; then one video, twice.
      await t.app.videoVariants.add(SEED_MEDIA.video.id);
      await t.app.videoVariants.add(SEED_MEDIA.video.id);
      await t.app.videoVariants.idle();
      const warnings = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level === 40);
      expect(warnings.map((line) => line.msg)).toEqual([NO_FFMPEG_MESSAGE]);
      expect(await t.database.db.select().from(mediaVariants)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!tools)('with ffmpeg: smaller copies of videos', () => {
  const ffmpeg = tools as VideoTools;
  let t: TestApp;
  let admin: Record<string, string>;
  let folder: string;
  let mediaDir: string;
  let uploaded: MediaFile;
  /** The stored copy as a file ffprobe can read. */
  const withStoredFile = async <T>(key: string, use: (path: string) => T): Promise<T> => {
    const file = await t.app.mediaStore.localFile(key);
    if (!file) throw new Error(`nothing stored under ${key}`);
    try {
      return use(file.path);
    } finally {
      await file.release();
    }
  };
  const rowsOf = async (mediaId: string): Promise<MediaVariantRow[]> =>
    (await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, mediaId))).sort((a, b) => a.sizeBytes - b.sizeBytes);
  const upload = async (filename: string, content: Buffer) => {
    const { payload, headers } = multipartFile(filename, content);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/media', payload, headers: { ...admin, ...headers } });
    expect(response.statusCode).toBe(201);
    return body<MediaFile>(response).data;
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'jal-clips-'));
    mediaDir = mkdtempSync(join(tmpdir(), 'jal-variants-media-'));
    t = await createTestApp({ videoVariants: true, mediaDir });
    admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    // Start-up queued the seeded video; an upload queues its own.
    uploaded = await upload('pond-tour.mp4', clip(ffmpeg.ffmpeg, folder, 640, 480));
    await t.app.videoVariants.idle();
    // Start-up tries each of the seeded videos (English and Hindi), one at a time.
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  });

  it('gives the seeded demo videos no copy: at 360 pixels and about 45 kbit/s they are smaller than any copy would be', async () => {
    // A 240p copy's sound alone would take more bits than the whole original: none is made, the original is offered.
    expect(await rowsOf(SEED_MEDIA.video.id)).toEqual([]);
    // Nothing half-written is left behind.
    const stored = await storedMedia(t.database.db, mediaDir);
    expect(stored.keys.filter((key) => key.includes('.partial'))).toEqual([]);
    expect(stored.strayChunks).toBe(0);
  });

  it('makes H.264/AAC copies of an uploaded video, recorded with size and length', async () => {
    const rows = await rowsOf(uploaded.id);
    expect(rows.map(({ quality, storagePath, contentType }) => ({ quality, storagePath, contentType }))).toEqual(
      (['240p', '360p'] as const).map((quality) => ({
        quality,
        storagePath: `variants/${uploaded.id}-${quality}.mp4`,
        contentType: 'video/mp4',
      })),
    );
    for (const row of rows) {
      expect(await t.app.mediaStore.size(row.storagePath)).toBe(row.sizeBytes);
      expect(row.durationSeconds).toBeCloseTo(3, 0);
      const streams = await withStoredFile(row.storagePath, (path) => streamsOf(ffmpeg.ffprobe, path));
      expect(streams.map(({ codec_type, codec_name }) => `${codec_type}:${codec_name}`)).toEqual(['video:h264', 'audio:aac']);
      expect(streams[0]?.height).toBe(Number.parseInt(row.quality, 10));
      expect(row.sizeBytes).toBeLessThan(uploaded.sizeBytes);
    }
  });

  it('never enlarges: a video no taller than a copy gets no copy of that height', async () => {
    const small = await upload('small.mp4', clip(ffmpeg.ffmpeg, folder, 480, 270));
    await t.app.videoVariants.idle();
    expect((await rowsOf(small.id)).map((row) => row.quality)).toEqual(['240p']);
  });

  it('serves a copy at ?quality=, with the headers and ranges of the original; the original otherwise', async () => {
    const [small] = await rowsOf(uploaded.id);
    const copy = await withStoredFile(small?.storagePath ?? '', (path) => readFileSync(path));
    const url = `/api/v1/media/${uploaded.id}`;
    // An upload no published course uses yet: an administrator reads it (kept by the browser only).
    const whole = await t.app.inject({ method: 'GET', url: `${url}?quality=240p`, headers: admin });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'content-length': String(copy.length),
      'content-disposition': 'inline; filename="pond-tour-240p.mp4"',
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(whole.rawPayload.equals(copy)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: `${url}?quality=240p`, headers: { ...admin, range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${copy.length}`);
    expect(part.rawPayload.equals(copy.subarray(10, 20))).toBe(true);
    const original = await t.app.inject({ method: 'GET', url: `${url}?quality=original`, headers: admin });
    expect(original.headers['content-length']).toBe(String(uploaded.sizeBytes));
    expect((await t.app.inject({ method: 'GET', url: `${url}?quality=720p`, headers: admin })).statusCode).toBe(400);
  });

  it('offers the player every quality of a video, smallest first, the original among them', async () => {
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
    const { lessons } = await courseLessons(t.database.db);
    const video = lessonOfKind(lessons, 'video');
    // The demo course's first video lesson plays the uploaded clip, which has copies.
    const [stored] = await t.database.db.select({ content: lessonsTable.content }).from(lessonsTable).where(eq(lessonsTable.id, video.id));
    const content = stored!.content;
    await t.database.db
      .update(lessonsTable)
      .set({ content: { ...content, mediaId: uploaded.id, mediaByLanguage: [] } })
      .where(eq(lessonsTable.id, video.id));
    invalidateCourseCaches(t.app.publicCache);
    try {
      // The video lesson opens after the lesson before it.
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/courses/${DEMO_COURSE}/next`,
        headers: learner.headers,
        payload: { lessonId: lessons[0]?.id },
      });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${DEMO_COURSE}/lessons/${video.id}`,
        headers: learner.headers,
      });
      const lesson = body<PlayerLesson>(response).data;
      if (lesson.content.kind !== 'video') throw new Error('not a video lesson');
      const rows = await rowsOf(uploaded.id);
      const expected: VideoVariant[] = [
        ...rows.map((row) => ({
          quality: row.quality as VideoVariant['quality'],
          url: `/v1/media/${uploaded.id}?quality=${row.quality}`,
          sizeBytes: row.sizeBytes,
        })),
        { quality: 'original', url: `/v1/media/${uploaded.id}`, sizeBytes: uploaded.sizeBytes },
      ];
      expect(lesson.content.media?.variants).toEqual(expected);

      const pkg = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${DEMO_COURSE}/offline?quality=240p`,
        headers: learner.headers,
      });
      const data = body<OfflinePackage>(pkg).data;
      expect(data.items.find((item) => item.kind === 'video')).toMatchObject({
        sizeBytes: rows[0]?.sizeBytes,
        version: `${uploaded.id}:240p`,
      });
      expect(data.sizes[0]?.totalBytes).toBeLessThan(data.sizes[2]?.totalBytes ?? 0);
    } finally {
      await t.database.db.update(lessonsTable).set({ content }).where(eq(lessonsTable.id, video.id));
      invalidateCourseCaches(t.app.publicCache);
    }
  });

  it('leaves the original only when a copy cannot be made, and removes what it began', async () => {
    const broken = await upload(
      'broken.mp4',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]),
    );
    await t.app.videoVariants.idle();
    expect(await rowsOf(broken.id)).toEqual([]);
    expect(await t.app.mediaStore.size(`variants/${broken.id}-240p.mp4`)).toBeNull();
    expect((await storedMedia(t.database.db, mediaDir)).strayChunks).toBe(0);
  });
});
