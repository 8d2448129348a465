import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { COURSES_CACHE_PREFIX } from './service.js';
import type { CourseCategoryList, CourseList } from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two more GIS courses (one published, one draft) so that counts above one and the draft rule
  // are both visible; inserted before the first request so no cached answer predates them.
  await t.database.db.insert(courses).values([buildCourse('gis-field-mapping', 'published'), buildCourse('gis-draft-notes', 'draft')]);
});
afterAll(async () => {
  await t.close();
});

function buildCourse(slug: string, status: 'draft' | 'published') {
  return {
    slug,
    title: `Course ${slug}`,
    titleTranslations: { en: `Course ${slug}`, hi: `पाठ्यक्रम ${slug}` },
    status,
    level: 'advanced' as const,
    category: 'gis',
    sortOrder: 50,
  };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

const listed = async (query: string, headers: Record<string, string> = {}) => {
  const response = await get(`/api/v1/courses?${query}`, headers);
  expect(response.statusCode).toBe(200);
  return body<CourseList>(response).data;
};

describe('GET /api/v1/courses?category=', () => {
  it('lists only the published courses of that category', async () => {
    const gis = await listed('category=gis&limit=50');
    expect(gis.courses.map((course) => course.slug).sort()).toEqual(['gis-field-mapping', 'gis-remote-sensing-for-watershed-planning']);
    expect(gis.pagination.total).toBe(2);
    expect((await listed('category=planning')).courses.map((course) => course.slug)).toEqual(['participatory-planning-and-dpr']);
  });

  it('combines the category with the level and the search', async () => {
    const advancedGis = await listed('category=gis&level=advanced');
    expect(advancedGis.courses.map((course) => course.slug)).toEqual(['gis-field-mapping']);
    const hindi = await listed(`category=gis&search=${encodeURIComponent('सुदूर संवेदन')}`);
    expect(hindi.courses.map((course) => course.slug)).toEqual(['gis-remote-sensing-for-watershed-planning']);
    expect((await listed('category=planning&level=beginner')).pagination.total).toBe(0);
  });

  it('finds nothing (not an error) for a well-formed category that no course has', async () => {
    const none = await listed('category=no-such-category');
    expect(none.courses).toEqual([]);
    expect(none.pagination).toMatchObject({ total: 0, totalPages: 0 });
  });

  it('keeps drafts of a category from visitors and shows them to an admin', async () => {
    expect((await listed('category=climate')).courses).toEqual([]);
    const admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const drafts = await listed('category=gis&status=draft', bearer(admin));
    expect(drafts.courses.map((course) => course.slug)).toEqual(['gis-draft-notes']);
  });

  it.each(['category=GIS', 'category=gis%20planning', "category=gis'--", `category=${'a'.repeat(41)}`, 'category='])(
    'answers ?%s with 400',
    async (query) => {
      const response = await get(`/api/v1/courses?${query}`);
      expect(response.statusCode).toBe(400);
      expect(body(response).message).toMatch(/^Invalid input\..*category/);
    },
  );

  it('matches titles by their text only, not by the language codes of the map', async () => {
    // No seeded title contains 'hi' or 'en' as text beside 'Remote Sensing'; the keys must not match.
    expect((await listed('search=hi')).pagination.total).toBe(0);
    expect((await listed('search=%22en%22')).pagination.total).toBe(0);
  });
});

describe('GET /api/v1/courses/categories', () => {
  it('gives each category of published courses with its count, drafts left out', async () => {
    const response = await get('/api/v1/courses/categories');
    expect(response.statusCode).toBe(200);
    const answer = body<CourseCategoryList>(response);
    expect(answer).toMatchObject({ code: 200, message: 'Success' });
    const categories = answer.data.categories;
    expect(categories).toEqual([
      { category: 'watershed', count: 1 },
      { category: 'gis', count: 2 },
      { category: 'water-budgeting', count: 1 },
      { category: 'conservation', count: 1 },
      { category: 'groundwater', count: 1 },
      { category: 'planning', count: 1 },
    ]);
    // The counts agree with what the list gives for each category.
    for (const { category, count } of categories) {
      expect((await listed(`category=${category}`)).pagination.total).toBe(count);
    }
  });

  it('is not mistaken for a course id or slug', async () => {
    const response = await get('/api/v1/courses/categories');
    expect(body(response).data).not.toHaveProperty('modules');
  });

  it('is the same for an admin: drafts never count', async () => {
    const admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const categories = body<CourseCategoryList>(await get('/api/v1/courses/categories', bearer(admin))).data.categories;
    expect(categories.map((entry) => entry.category)).not.toContain('climate');
  });

  it('is cached with an ETag and answers 304 when it matches', async () => {
    const first = await get('/api/v1/courses/categories');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await get('/api/v1/courses/categories', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const stale = await get('/api/v1/courses/categories', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('is dropped with the rest of the courses cache when a write invalidates it', async () => {
    const before = body<CourseCategoryList>(await get('/api/v1/courses/categories')).data.categories;
    await t.database.db.insert(courses).values({ ...buildCourse('climate-published', 'published'), category: 'climate' });
    t.app.publicCache.invalidate(COURSES_CACHE_PREFIX);
    const after = body<CourseCategoryList>(await get('/api/v1/courses/categories')).data.categories;
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContainEqual({ category: 'climate', count: 1 });
  });
});
