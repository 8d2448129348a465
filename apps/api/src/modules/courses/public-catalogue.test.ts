import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseList } from '@jal/contracts';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { catalogueLimit, normalisedSearch } from './public-catalogue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (query: string) => t.app.inject({ url: `/api/v1/courses?${query}` });

describe('the public catalogue query', () => {
  it('keeps the page within the real page count', async () => {
    const first = body<CourseList>(await get('limit=2&page=1')).data;
    const last = first.pagination.totalPages;
    const past = body<CourseList>(await get('limit=2&page=5000')).data;
    expect(past.pagination).toMatchObject({ page: last, totalPages: last, total: first.pagination.total });
    expect(past.courses.length).toBeGreaterThan(0);
    // One cache entry for every page past the end: the same answer, the same ETag.
    expect((await get('limit=2&page=4000')).headers.etag).toBe((await get(`limit=2&page=${last}`)).headers.etag);
    const none = body<CourseList>(await get('search=nothing-like-this&page=3')).data;
    expect(none).toMatchObject({ courses: [], pagination: { page: 1, total: 0 } });
  });

  it('answers in page sizes from a short list, and one search however it is typed', async () => {
    expect([1, 2, 3, 12, 13, 99, 100].map(catalogueLimit)).toEqual([2, 2, 4, 12, 20, 100, 100]);
    expect(normalisedSearch('  Water   HARVESTING ')).toBe('water harvesting');
    expect(normalisedSearch('   ')).toBeUndefined();
    expect(body<CourseList>(await get('limit=3')).data.pagination.limit).toBe(4);
    const a = await get(`search=${encodeURIComponent('  WATERSHED  ')}`);
    const b = await get('search=watershed');
    expect(body<CourseList>(a).data.pagination.total).toBeGreaterThan(0);
    expect(a.headers.etag).toBe(b.headers.etag);
  });
});
