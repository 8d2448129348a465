import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapTilesArchive, MapTilesStatus } from '@jal/contracts';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { MULTIPART_TYPE, multipartFile } from '../../test/multipart.js';
import { storedMedia } from '../../test/stored-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { plainPng, pmtilesArchive } from './test-archive.js';

/** Small enough that a test sends more than it with a few hundred kilobytes. */
const MAX_BYTES = 1024 * 1024;

let t: TestApp;
let mediaDir: string;
const as: Record<'admin' | 'superAdmin' | 'manager' | 'trainer' | 'learner', Record<string, string>> = {
  admin: {},
  superAdmin: {},
  manager: {},
  trainer: {},
  learner: {},
};

beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'jal-map-tiles-'));
  t = await createTestApp({ mediaDir, mapTilesMaxBytes: MAX_BYTES });
  const emails = {
    admin: 'admin@jalshiksha.org',
    superAdmin: 'superadmin@jalshiksha.org',
    manager: 'org@jalshiksha.org',
    trainer: 'trainer@jalshiksha.org',
    learner: 'learner@jalshiksha.org',
  };
  for (const [role, email] of Object.entries(emails)) as[role as keyof typeof as] = bearer(await signInAs(t.app, email, DEMO_PASSWORD));
}, 60_000);
afterAll(async () => {
  await t.close();
});

const upload = (file: Buffer, headers: Record<string, string> = as.admin, filename = 'district.pmtiles') => {
  const form = multipartFile(filename, file);
  return t.app.inject({ method: 'PUT', url: '/api/v1/map-tiles', headers: { ...headers, ...form.headers }, payload: form.payload });
};
const status = async (headers = as.trainer) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/v1/map-tiles', headers });
  expect(response.statusCode).toBe(200);
  return body<MapTilesStatus>(response).data.archive;
};
const mapKeys = async () => (await storedMedia(t.database.db, mediaDir)).keys.filter((key) => key.startsWith('map-tiles/'));
const fileOf = (archive: MapTilesArchive, headers: Record<string, string> = as.trainer) =>
  t.app.inject({ method: 'GET', url: `/api${archive.url}`, headers });

/** A vector archive as a district's extract comes: gzip-compressed directory and metadata, HTML in the attribution. */
const vectorArchive = pmtilesArchive({
  tileType: 1,
  gzip: true,
  tiles: [{ z: 0, x: 0, y: 0, data: Buffer.from('a vector tile stands here') }],
  minZoom: 0,
  maxZoom: 14,
  bounds: [77.1, 23.0, 77.7, 23.5],
  center: { longitude: 77.4, latitude: 23.25, zoom: 12 },
  metadata: {
    name: 'Bhopal district',
    attribution: '<a href="https://www.openstreetmap.org/copyright" onclick="steal()">&copy; OpenStreetMap</a> contributors',
    vector_layers: [{ id: 'water' }, { id: 'roads' }, { id: '<b>earth</b>' }, { nothing: true }],
  },
});

describe('the base map of the review page', () => {
  it('is absent at first, and reviewers are told so; learners are refused and anonymous callers asked to sign in', async () => {
    expect(await status(as.trainer)).toBeNull();
    expect(await status(as.manager)).toBeNull();
    expect(await status(as.admin)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/map-tiles', headers: as.learner })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/map-tiles' })).statusCode).toBe(401);
  });

  it('is loaded by an administrator from a PMTiles archive, described from its header and metadata', async () => {
    const response = await upload(vectorArchive);
    expect(response.statusCode, response.body).toBe(200);
    const archive = body<MapTilesStatus>(response).data.archive!;
    expect(archive).toMatchObject({
      name: 'Bhopal district',
      sizeBytes: vectorArchive.length,
      tileKind: 'vector',
      minZoom: 0,
      maxZoom: 14,
      bounds: { west: 77.1, south: 23, east: 77.7, north: 23.5 },
      center: { longitude: 77.4, latitude: 23.25, zoom: 12 },
      // Only the text of the attribution: no markup from an uploaded file reaches a page.
      attribution: '© OpenStreetMap contributors',
      vectorLayers: ['water', 'roads', 'earth'],
    });
    expect(archive.url).toBe(`/v1/map-tiles/archives/${archive.id}`);
    expect(await status(as.trainer)).toEqual(archive);
    expect(await mapKeys()).toEqual([`map-tiles/${archive.id}.pmtiles`]);
  });

  it('is read by reviewers in byte ranges, kept by the browser, and refused to learners', async () => {
    const archive = (await status())!;
    const whole = await fileOf(archive);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(vectorArchive)).toBe(true);
    expect(whole.headers).toMatchObject({
      'content-type': 'application/vnd.pmtiles',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });

    const header = await t.app.inject({ method: 'GET', url: `/api${archive.url}`, headers: { ...as.manager, range: 'bytes=0-126' } });
    expect(header.statusCode).toBe(206);
    expect(header.headers['content-range']).toBe(`bytes 0-126/${vectorArchive.length}`);
    expect(header.rawPayload.equals(vectorArchive.subarray(0, 127))).toBe(true);
    // A reader's first request asks for 16 KB, past the end of a small archive: it gets what there is.
    const first = await t.app.inject({ method: 'GET', url: `/api${archive.url}`, headers: { ...as.trainer, range: 'bytes=0-16383' } });
    expect(first.statusCode).toBe(206);
    expect(first.rawPayload.equals(vectorArchive)).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: `/api${archive.url}`, headers: { ...as.trainer, range: 'bytes=-25' } });
    expect(tail.rawPayload.toString()).toBe('a vector tile stands here'.padStart(25).slice(-25));
    const past = await t.app.inject({
      method: 'GET',
      url: `/api${archive.url}`,
      headers: { ...as.trainer, range: `bytes=${vectorArchive.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${vectorArchive.length}`);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api${archive.url}`,
      headers: { ...as.trainer, 'if-none-match': String(whole.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    expect((await fileOf(archive, as.learner)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api${archive.url}` })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v1/map-tiles/archives/not-an-id', headers: as.trainer });
    expect(unknown.statusCode).toBe(400);
  });

  it('is replaced by the next upload: the old URL finds nothing and its file is gone', async () => {
    const before = (await status())!;
    const raster = pmtilesArchive({ tiles: [{ z: 0, x: 0, y: 0, data: plainPng([200, 230, 200], 8) }], metadata: {} });
    const response = await upload(raster, as.superAdmin, 'Sehore district.pmtiles');
    expect(response.statusCode, response.body).toBe(200);
    const after = body<MapTilesStatus>(response).data.archive!;
    expect(after).toMatchObject({ tileKind: 'png', name: 'Sehore district', attribution: null, vectorLayers: [] });
    expect(after.id).not.toBe(before.id);
    expect((await fileOf(before)).statusCode).toBe(404);
    expect((await fileOf(after)).rawPayload.equals(raster)).toBe(true);
    expect(await mapKeys()).toEqual([`map-tiles/${after.id}.pmtiles`]);
  });

  describe('refuses, by its content, what is not a sound PMTiles archive, and keeps the map it has', () => {
    const sqlite = Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(4096)]);
    const cut = pmtilesArchive();
    it.each([
      ['a picture named .pmtiles', plainPng([1, 2, 3], 4), 'MAP_TILES_NOT_PMTILES', undefined],
      ['PMTiles of version 2', Buffer.concat([Buffer.from([0x50, 0x4d, 2, 0]), Buffer.alloc(600)]), 'MAP_TILES_NOT_PMTILES', undefined],
      ['an MBTiles database', sqlite, 'MAP_TILES_MBTILES', undefined],
      ['an unknown tile type', pmtilesArchive({ tileType: 0 }), 'MAP_TILES_BAD_HEADER', 'tile-type'],
      ['tiles compressed with brotli', pmtilesArchive({ overrides: [{ at: 98, byte: 3 }] }), 'MAP_TILES_BAD_HEADER', 'compression'],
      ['zooms out of order', pmtilesArchive({ minZoom: 12, maxZoom: 10 }), 'MAP_TILES_BAD_HEADER', 'zooms'],
      ['zooms deeper than readers go', pmtilesArchive({ maxZoom: 30 }), 'MAP_TILES_BAD_HEADER', 'zooms'],
      ['bounds east of west', pmtilesArchive({ bounds: [77.6, 23.1, 77.2, 23.4] }), 'MAP_TILES_BAD_HEADER', 'bounds'],
      ['bounds off the Earth', pmtilesArchive({ bounds: [177, 23.1, 190, 23.4] }), 'MAP_TILES_BAD_HEADER', 'bounds'],
      ['tile data cut off', cut.subarray(0, cut.length - 10), 'MAP_TILES_BAD_HEADER', 'sections'],
      ['a header alone', cut.subarray(0, 100), 'MAP_TILES_BAD_HEADER', 'sections'],
    ])('%s', async (_name, file, errorCode, problem) => {
      const keys = await mapKeys();
      const kept = await status();
      const response = await upload(file);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json<{ errorCode: string; errorParams?: { problem?: string }; message: string }>();
      expect(answer.errorCode).toBe(errorCode);
      expect(answer.errorParams?.problem).toBe(problem);
      if (errorCode === 'MAP_TILES_MBTILES') expect(answer.message).toMatch(/pmtiles convert/);
      expect(await mapKeys()).toEqual(keys);
      expect(await status()).toEqual(kept);
    });

    it('an empty file', async () => {
      const response = await upload(Buffer.alloc(0));
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errorCode: string }>().errorCode).toBe('FILE_EMPTY');
    });

    it('a body that is not multipart', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/map-tiles',
        headers: { ...as.admin, 'content-type': 'application/octet-stream' },
        payload: pmtilesArchive(),
      });
      expect(response.statusCode).toBe(415);
    });
  });

  describe('refuses a file over the limit with 413, and writes nothing', () => {
    const large = pmtilesArchive({ tiles: [{ z: 0, x: 0, y: 0, data: Buffer.alloc(MAX_BYTES, 7) }] });

    it('as soon as the body says its size', async () => {
      const keys = await mapKeys();
      const kept = await status();
      const response = await upload(pmtilesArchive({ tiles: [{ z: 0, x: 0, y: 0, data: Buffer.alloc(2 * MAX_BYTES, 7) }] }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ errorCode: 'MAP_TILES_TOO_LARGE', errorParams: { megabytes: 1 } });
      expect(await mapKeys()).toEqual(keys);
      expect(await status()).toEqual(kept);
    });

    it('when a body of no stated size grows past it', async () => {
      const keys = await mapKeys();
      const kept = await status();
      const form = multipartFile('district.pmtiles', large);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/map-tiles',
        headers: { ...as.admin, 'content-type': MULTIPART_TYPE, 'transfer-encoding': 'chunked' },
        payload: Readable.from([
          form.payload.subarray(0, 300_000),
          form.payload.subarray(300_000, 700_000),
          form.payload.subarray(700_000),
        ]),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ errorCode: string }>().errorCode).toBe('MAP_TILES_TOO_LARGE');
      expect(await mapKeys()).toEqual(keys);
      expect(await status()).toEqual(kept);
      expect((await storedMedia(t.database.db, mediaDir)).strayChunks).toBe(0);
    });
  });

  it('is loaded and removed by administrators only', async () => {
    const kept = await status();
    for (const headers of [as.manager, as.trainer, as.learner]) {
      expect((await upload(pmtilesArchive(), headers)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/v1/map-tiles', headers })).statusCode).toBe(403);
    }
    expect((await upload(pmtilesArchive(), {})).statusCode).toBe(401);
    expect(await status()).toEqual(kept);
  });

  it('is removed by an administrator, with its file; the review page then draws its plain map', async () => {
    const archive = (await status())!;
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/v1/map-tiles', headers: as.admin });
    expect(removed.statusCode).toBe(200);
    expect(body<MapTilesStatus>(removed).data).toEqual({ archive: null, maxUploadBytes: MAX_BYTES });
    expect(await status()).toBeNull();
    expect((await fileOf(archive)).statusCode).toBe(404);
    expect(await mapKeys()).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/v1/map-tiles', headers: as.admin });
    expect(again.statusCode).toBe(404);
  });
});
