import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/schema.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const longLived = /immutable|max-age=[1-9]/;

describe('media errors and the lessons index', () => {
  it('never sends an error with long-lived caching', async () => {
    const missing = await t.app.inject({ url: `/api/v1/media/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['cache-control'] ?? '')).not.toMatch(longLived);
    const pastTheEnd = await t.app.inject({ url: `/api/v1/media/${SEED_MEDIA.video.id}`, headers: { range: 'bytes=999999999-' } });
    expect(pastTheEnd.statusCode).toBe(416);
    expect(pastTheEnd.headers['content-range']).toMatch(/^bytes \*\/\d+$/);
    expect(String(pastTheEnd.headers['cache-control'] ?? '')).not.toMatch(longLived);
  });

  it('answers 404 for a stored file no published course uses, and serves one a lesson names', async () => {
    const [unused] = await t.database.db
      .insert(mediaFiles)
      .values({ filename: 'spare.pdf', contentType: 'application/pdf', sizeBytes: 10, storagePath: 'spare.pdf' })
      .returning();
    expect((await t.app.inject({ url: `/api/v1/media/${unused!.id}` })).statusCode).toBe(404);
    const used = await t.app.inject({ url: `/api/v1/media/${SEED_MEDIA.video.id}`, headers: { range: 'bytes=0-0' } });
    expect(used.statusCode).toBe(206);
  });
});
