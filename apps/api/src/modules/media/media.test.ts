import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { assetsDir } from '../../lib/assets-dir.js';
import { parseRange } from '../../lib/byte-range.js';
import type { MediaFile } from '@jal/contracts';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';

let t: TestApp;
let admin: Record<string, string>;
let learner: Record<string, string>;
const video = readFileSync(join(assetsDir(), 'media', SEED_MEDIA.video.filename));
const videoUrl = `/api/v1/media/${SEED_MEDIA.video.id}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
  learner = bearer(await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD));
});
afterAll(async () => {
  await t.close();
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
    ['bytes=0-1,5-6', { start: 0, end: 1 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=abc', 'unsatisfiable'],
    ['items=0-3', undefined],
  ])('%s → %o', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});

describe('GET /media/{id}', () => {
  it('sends the whole seeded video with its type, caching and safety headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: videoUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline; filename="ridge-walk.mp4"',
      'content-length': String(video.length),
    });
    expect(response.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
    expect(response.rawPayload.equals(video)).toBe(true);
  });

  it('answers a range request with 206 and exactly those bytes', async () => {
    const response = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=100-199' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=-10' } });
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
  });

  it('tags the file: a revalidation gets 304, and If-Range with another tag gets the whole file', async () => {
    const first = await t.app.inject({ method: 'GET', url: videoUrl });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ method: 'GET', url: videoUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toMatch(/max-age=31536000, immutable/);
    const matching = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(matching.statusCode).toBe(206);
    const stale = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: 'bytes=0-9', 'if-range': '"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(video)).toBe(true);
  });

  it('answers a range past the end with 416', async () => {
    const response = await t.app.inject({ method: 'GET', url: videoUrl, headers: { range: `bytes=${video.length}-` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(body(response).message).toMatch(/range/);
  });

  it('serves captions as WebVTT and the PDF as a download when asked', async () => {
    const captions = await t.app.inject({ method: 'GET', url: `/api/v1/media/${SEED_MEDIA.captionsHi.id}` });
    expect(captions.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(captions.body).toContain('वर्षा रिज पर गिरती है');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/media/${SEED_MEDIA.fieldGuide.id}?download=1` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="drainage-lines-field-guide.pdf"');
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/media/../../etc/passwd' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/media/nope' })).statusCode).toBe(400);
  });
});

describe('POST /media (upload)', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32)]);

  it('stores a PDF uploaded by an administrator; it stays private until a published course uses it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      ...withHeaders(multipartFile('Field notes (v2).pdf', pdf), admin),
    });
    expect(response.statusCode).toBe(201);
    const file = body<MediaFile>(response).data;
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      filename: 'Field-notes-v2-.pdf',
      url: `/v1/media/${file.id}`,
    });
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api${file.url}`, headers: admin });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api${file.url}` })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/media', ...multipartFile('a.pdf', pdf) })).statusCode).toBe(401);
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/media', ...withHeaders(multipartFile('a.pdf', pdf), learner) });
    expect(response.statusCode).toBe(403);
  });

  it.each([
    [
      'an SVG',
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      415,
      /cannot be uploaded/,
    ],
    ['a script renamed .mp4', 'film.mp4', Buffer.from('#!/bin/sh\necho not a video at all\n'), 415, /not a mp4/],
    ['a file with no extension', 'README', Buffer.from('hello'), 415, /cannot be uploaded/],
    ['an empty PDF', 'empty.pdf', Buffer.alloc(0), 400, /empty/],
    [
      'an image over 1 MB',
      'big.png',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1024 * 1024 + 10)]),
      413,
      /at most 1 MB/,
    ],
  ])('refuses %s', async (_label, name, content, status, message) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/media', ...withHeaders(multipartFile(name, content), admin) });
    expect(response.statusCode).toBe(status);
    expect(body(response).message).toMatch(message);
  });

  it('refuses a body that is not multipart, and a file in another field', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/media', headers: admin, payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(body(json).message).toMatch(/multipart/);
    const field = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      ...withHeaders(multipartFile('a.pdf', pdf, { field: 'upload' }), admin),
    });
    expect(field.statusCode).toBe(400);
    expect(body(field).message).toMatch(/field named file/);
  });
});

function withHeaders(request: { payload: Buffer; headers: Record<string, string> }, extra: Record<string, string>) {
  return { payload: request.payload, headers: { ...request.headers, ...extra } };
}
