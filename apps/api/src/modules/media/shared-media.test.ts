import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaFile } from '@jal/contracts';
import { buildApp } from '../../app.js';
import { courses } from '../../db/schema.js';
import { assetsDir } from '../../lib/assets-dir.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { storedMedia } from '../../test/stored-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { DEMO_COURSE } from '../learning/test-helpers.js';
import { pngImage } from '../../test/images.js';

// Two processes with a DATA_DIR each on one PostgreSQL database, as behind a load balancer: a
// file uploaded through one is served by the other, and a file removed through one is gone from both.
describe.skipIf(process.env.TEST_DB !== 'postgres')('media on PostgreSQL, served by every process', () => {
  const png = pngImage({ bytes: 600_000 });
  // The seeded video with bytes after it, so that it spans several of the database's chunks.
  const video = Buffer.concat([readFileSync(join(assetsDir(), 'media', SEED_MEDIA.video.filename)), randomBytes(700_000)]);
  const folders = [mkdtempSync(join(tmpdir(), 'jal-process-a-')), mkdtempSync(join(tmpdir(), 'jal-process-b-'))] as const;
  let first: TestApp;
  let second: FastifyInstance;
  let admin: Record<string, string>;
  let image: MediaFile;
  let film: MediaFile;

  const upload = async (filename: string, content: Buffer) => {
    const { payload, headers } = multipartFile(filename, content);
    const response = await first.app.inject({ method: 'POST', url: '/api/v1/media', payload, headers: { ...admin, ...headers } });
    expect(response.statusCode).toBe(201);
    return body<MediaFile>(response).data;
  };

  beforeAll(async () => {
    first = await createTestApp({ mediaDir: folders[0] });
    // Word of changes passes between them as the server's LISTEN/NOTIFY feed carries it (change-feed.test.ts).
    second = await buildApp({
      db: first.database.db,
      databaseKind: 'postgres',
      logLevel: 'silent',
      mediaDir: folders[1],
      changeFeed: first.app.changeFeed,
    });
    await second.ready();
    admin = bearer(await signInAs(first.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    image = await upload('pond.png', png);
    film = await upload('check-dam.mp4', video);
    // The image becomes a published course's picture: public, and cached by browsers and CDNs.
    await first.database.db
      .update(courses)
      .set({ image: `/api${image.url}` })
      .where(eq(courses.slug, DEMO_COURSE));
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the bytes in the database, not in either DATA_DIR', async () => {
    const stored = await storedMedia(first.database.db, join(folders[0], 'none'));
    expect(stored.keys).toEqual(expect.arrayContaining([`${image.id}.png`, `${film.id}.mp4`]));
    expect((await storedMedia(first.database.db, folders[0])).keys).toEqual(stored.keys);
    expect((await storedMedia(first.database.db, folders[1])).keys).toEqual(stored.keys);
  });

  it('serves an image uploaded through one process from the other, with a tag and caching for a year', async () => {
    const response = await second.inject({ method: 'GET', url: `/api${image.url}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(png.length), 'accept-ranges': 'bytes' });
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(png)).toBe(true);
    // Either process answers a revalidation with 304: the tag is the same everywhere.
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await first.app.inject({ method: 'GET', url: `/api${image.url}`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.rawPayload.length).toBe(0);
  });

  it('serves a video uploaded through one process from the other in ranges, across chunks', async () => {
    const url = `/api${film.url}`;
    const whole = await second.inject({ method: 'GET', url, headers: admin });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(video)).toBe(true);
    const start = 256 * 1024 - 50;
    const range = await second.inject({ method: 'GET', url, headers: { ...admin, range: `bytes=${start}-${start + 99}` } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes ${start}-${start + 99}/${video.length}`);
    expect(range.rawPayload.equals(video.subarray(start, start + 100))).toBe(true);
    const tail = await first.app.inject({
      method: 'GET',
      url,
      headers: { ...admin, range: 'bytes=-10', 'if-range': whole.headers.etag as string },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    // A tag of another version: the whole file, not a piece of one that may have changed.
    const stale = await second.inject({ method: 'GET', url, headers: { ...admin, range: 'bytes=0-9', 'if-range': '"another"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['content-length']).toBe(String(video.length));
    const past = await second.inject({ method: 'GET', url, headers: { ...admin, range: `bytes=${video.length}-` } });
    expect(past.statusCode).toBe(416);
  });

  it("stops serving a course's picture from every process as soon as the course is taken down", async () => {
    const url = `/api${image.url}`;
    // The other process has just served it, so it remembers the picture as public.
    expect((await second.inject({ method: 'GET', url })).statusCode).toBe(200);
    const listed = await first.app.inject({ method: 'GET', url: `/api/v1/courses/${DEMO_COURSE}` });
    const { id } = body<{ id: string }>(listed).data;
    const archived = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/courses/admin/${id}`,
      headers: admin,
      payload: { status: 'archived' },
    });
    expect(archived.statusCode).toBe(200);
    await expect.poll(async () => (await second.inject({ method: 'GET', url })).statusCode, { timeout: 1000, interval: 50 }).toBe(404);
    const restored = await first.app.inject({
      method: 'PUT',
      url: `/api/v1/courses/admin/${id}`,
      headers: admin,
      payload: { status: 'published' },
    });
    expect(restored.statusCode).toBe(200);
    await expect.poll(async () => (await second.inject({ method: 'GET', url })).statusCode, { timeout: 1000, interval: 50 }).toBe(200);
  });

  it('has a file removed through one process gone from the other', async () => {
    await first.app.mediaStore.delete(`${image.id}.png`);
    expect(await second.mediaStore.size(`${image.id}.png`)).toBeNull();
    expect((await second.inject({ method: 'GET', url: `/api${image.url}` })).statusCode).toBe(404);
    expect((await storedMedia(first.database.db, folders[0])).strayChunks).toBe(0);
  });
});
