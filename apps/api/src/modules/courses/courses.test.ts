import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import type { CourseDetail, CourseList } from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/courses', () => {
  it('lists published courses with their translations', async () => {
    const response = await get('/api/v1/courses?status=published&limit=50');
    expect(response.statusCode).toBe(200);
    const list = body<CourseList>(response);
    expect(list.code).toBe(200);
    expect(list.data.courses.length).toBeGreaterThanOrEqual(6);
    for (const course of list.data.courses) {
      expect(course.status).toBe('published');
      expect(course._id).toBe(course.id);
      expect(course.titleTranslations.en).toBeTruthy();
      expect(course.titleTranslations.hi).toMatch(/[\u0900-\u097F]/);
      expect(course.lessonCount).toBeGreaterThan(0);
    }
  });

  it('never gives an anonymous caller or a learner a draft', async () => {
    const learner = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    for (const headers of [{}, bearer(learner)]) {
      for (const status of ['draft', 'archived', 'all']) {
        const response = await get(`/api/v1/courses?status=${status}`, headers);
        expect(response.statusCode).toBe(200);
        expect(body<CourseList>(response).data.courses.every((course) => course.status === 'published')).toBe(true);
      }
    }
  });

  it('lets an admin list drafts', async () => {
    const response = await get('/api/v1/courses?status=draft', bearer(adminToken));
    expect(response.statusCode).toBe(200);
    const list = body<CourseList>(response).data.courses;
    expect(list.length).toBeGreaterThanOrEqual(1);
    expect(list.every((course) => course.status === 'draft')).toBe(true);
  });

  it('pages on the server', async () => {
    const first = body<CourseList>(await get('/api/v1/courses?limit=2&page=1')).data;
    const second = body<CourseList>(await get('/api/v1/courses?limit=2&page=2')).data;
    expect(first.courses).toHaveLength(2);
    expect(first.pagination).toMatchObject({ page: 1, limit: 2 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(6);
    expect(first.pagination.totalPages).toBe(Math.ceil(first.pagination.total / 2));
    expect(second.courses[0]!.id).not.toBe(first.courses[0]!.id);
  });

  it('searches titles in English and in Hindi', async () => {
    const all = body<CourseList>(await get('/api/v1/courses?limit=50')).data.courses;
    const sample = all[0]!;
    const english = body<CourseList>(await get(`/api/v1/courses?search=${encodeURIComponent(sample.titleTranslations.en!.slice(0, 8))}`))
      .data.courses;
    expect(english.map((course) => course.id)).toContain(sample.id);
    const hindi = body<CourseList>(await get(`/api/v1/courses?search=${encodeURIComponent(sample.titleTranslations.hi!.slice(0, 6))}`)).data
      .courses;
    expect(hindi.map((course) => course.id)).toContain(sample.id);
    const none = body<CourseList>(await get('/api/v1/courses?search=%25%25nothing-like-this%25')).data;
    expect(none.courses).toEqual([]);
    expect(none.pagination.total).toBe(0);
  });

  it.each(['limit=0', 'limit=abc', 'limit=1000', 'page=0', 'page=-1', 'status=secret', 'level=expert', `search=${'x'.repeat(101)}`])(
    'answers ?%s with 400',
    async (query) => {
      const response = await get(`/api/v1/courses?${query}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toMatch(/^Invalid input\./);
    },
  );

  it('answers a repeated request with 304 when the ETag matches', async () => {
    const first = await get('/api/v1/courses?status=published&limit=4');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const second = await get('/api/v1/courses?status=published&limit=4', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
  });
});

describe('GET /api/v1/courses/:id', () => {
  it('gives the outline by id and by slug, without lesson content', async () => {
    const [course] = body<CourseList>(await get('/api/v1/courses?limit=1')).data.courses;
    const byId = await get(`/api/v1/courses/${course!.id}`);
    expect(byId.statusCode).toBe(200);
    const detail = body<CourseDetail>(byId).data;
    expect(detail.modules.length).toBeGreaterThan(0);
    expect(detail.modules[0]!.lessons.length).toBeGreaterThan(0);
    expect(byId.body).not.toContain('"correct"');
    expect(byId.body).not.toContain('"body"');
    const bySlug = await get(`/api/v1/courses/${course!.slug}`);
    expect(body<CourseDetail>(bySlug).data.id).toBe(course!.id);
  });

  it('hides a draft from visitors but shows it to an admin', async () => {
    const [draft] = await t.database.db.select().from(courses).where(eq(courses.status, 'draft')).limit(1);
    expect((await get(`/api/v1/courses/${draft!.id}`)).statusCode).toBe(404);
    expect((await get(`/api/v1/courses/${draft!.id}`, bearer(adminToken))).statusCode).toBe(200);
  });

  it('answers unknown ids with 404 and malformed ones with 400', async () => {
    const unknown = await get('/api/v1/courses/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({ code: 404, message: 'Course not found.' });
    expect((await get('/api/v1/courses/no-such-course')).statusCode).toBe(404);
    expect((await get(`/api/v1/courses/${encodeURIComponent("1' or '1'='1")}`)).statusCode).toBe(400);
  });
});

describe('compression of public lists', () => {
  it('sends the cached list compressed when the client accepts it, and plain otherwise', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const url = '/api/v1/courses?status=published&limit=50';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await get(url, { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const brotli = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotli.headers.vary).toContain('accept-encoding');
  });
});
