import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrolments, users } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { bearer, signedInPerFile, signInAs, testAppPerFile } from '../../test/test-app.js';
import type {
  CourseAdminDetail,
  CourseAdminList,
  CourseCategoryList,
  CourseList,
  CourseStats,
  CourseTranslationList,
} from '@jal/contracts';
import { body } from '../../test/body.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url: `/api${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newCourse = (overrides: Record<string, unknown> = {}) => ({
  titleTranslations: { en: 'Farm Ponds for Beginners', hi: 'शुरुआती लोगों के लिए खेत तालाब' },
  descriptionTranslations: { en: 'Plan and dig a farm pond.', hi: 'खेत तालाब की योजना बनाएँ और खुदाई करें।' },
  level: 'beginner',
  category: 'conservation',
  image: '/images/courses/course-3.svg',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/v1/courses/admin', newCourse(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return body<CourseAdminDetail>(response).data;
}

describe('course administration', () => {
  it('refuses anonymous callers and learners before looking at the body', async () => {
    const learner = bearer(await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD));
    expect((await call('GET', '/v1/courses/admin', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/v1/courses/admin', { nonsense: true }, {})).statusCode).toBe(401);
    expect((await call('GET', '/v1/courses/admin', undefined, learner)).statusCode).toBe(403);
    expect((await call('GET', '/v1/courses/stats', undefined, learner)).statusCode).toBe(403);
  });

  it('creates a draft with a unique slug from the English title, hidden from the public', async () => {
    const first = await create();
    const second = await create();
    expect(first.status).toBe('draft');
    expect(first.slug).toBe('farm-ponds-for-beginners');
    expect(second.slug).toBe('farm-ponds-for-beginners-2');
    expect((await call('GET', `/v1/courses/${first.id}`, undefined, {})).statusCode).toBe(404);
    const publicList = body<CourseList>(await call('GET', '/v1/courses?limit=100', undefined, {})).data.courses;
    expect(publicList.some((course) => course.id === first.id)).toBe(false);
  });

  it('shows a course on the public site as soon as it is published, and hides it again when archived', async () => {
    // Fill the public cache first: publishing must clear it.
    const before = await call('GET', '/v1/courses?status=published&limit=100', undefined, {});
    const course = await create({ titleTranslations: { en: 'Check Dams Today', hi: 'आज के चेक डैम' } });
    const published = await call('PUT', `/v1/courses/admin/${course.id}`, { status: 'published' });
    expect(published.statusCode).toBe(200);
    const after = body<CourseList>(await call('GET', '/v1/courses?status=published&limit=100', undefined, {})).data;
    expect(after.pagination.total).toBe(body<CourseList>(before).data.pagination.total + 1);
    expect(after.courses.find((c) => c.id === course.id)?.titleTranslations.hi).toBe('आज के चेक डैम');
    expect((await call('GET', `/v1/courses/${course.slug}`, undefined, {})).statusCode).toBe(200);
    const categories = body<CourseCategoryList>(await call('GET', '/v1/courses/categories', undefined, {})).data.categories;
    expect(categories.some((c) => c.category === 'conservation')).toBe(true);

    await call('PUT', `/v1/courses/admin/${course.id}`, { status: 'archived' });
    const archived = body<CourseList>(await call('GET', '/v1/courses?status=published&limit=100', undefined, {})).data;
    expect(archived.courses.some((c) => c.id === course.id)).toBe(false);
  });

  it('lists every status with search in either language, status filter, sort and pages', async () => {
    const course = await create({ titleTranslations: { en: 'Zebra Crossing of Streams', hi: 'धाराओं का अनोखा पार' } });
    const byHindi = body<CourseAdminList>(await call('GET', `/v1/courses/admin?search=${encodeURIComponent('अनोखा')}`)).data;
    expect(byHindi.courses.map((c) => c.id)).toEqual([course.id]);
    const drafts = body<CourseAdminList>(await call('GET', '/v1/courses/admin?status=draft&limit=100')).data.courses;
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((c) => c.status === 'draft')).toBe(true);
    const sorted = body<CourseAdminList>(await call('GET', '/v1/courses/admin?sort=title&limit=100')).data.courses.map((c) =>
      c.title.toLowerCase(),
    );
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en')));
    const page = body<CourseAdminList>(await call('GET', '/v1/courses/admin?limit=2&page=2')).data;
    expect(page.courses).toHaveLength(2);
    expect(page.pagination).toMatchObject({ page: 2, limit: 2 });
    expect(body<CourseAdminList>(await call('GET', '/v1/courses/admin?search=%25')).data.courses).toHaveLength(0);
  });

  it('edits and deletes a course; unknown ids are 404 and bad ids 400', async () => {
    const course = await create();
    const edited = await call('PUT', `/v1/courses/admin/${course.id}`, {
      titleTranslations: { en: 'Renamed pond course', hi: '' },
      level: 'advanced',
    });
    expect(edited.statusCode).toBe(200);
    expect(body<CourseAdminDetail>(edited).data).toMatchObject({
      title: 'Renamed pond course',
      titleTranslations: { en: 'Renamed pond course' },
      level: 'advanced',
      slug: course.slug,
    });
    expect(body<CourseAdminDetail>(edited).data.titleTranslations.hi).toBeUndefined();
    expect((await call('DELETE', `/v1/courses/admin/${course.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/v1/courses/admin/${course.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/v1/courses/admin/${course.id}`, { level: 'advanced' })).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/courses/admin/${course.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/v1/courses/admin/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses wrong types, unknown fields, huge strings and foreign images with field messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titleTranslations: { en: '' } }, 'titleTranslations.en'],
      [{ titleTranslations: { en: 'x'.repeat(201) } }, 'titleTranslations.en'],
      [{ descriptionTranslations: { en: 'x'.repeat(5001) } }, 'descriptionTranslations.en'],
      [{ titleTranslations: 'Just a string' }, 'titleTranslations'],
      [{ level: 'expert' }, 'level'],
      [{ category: 'Not A Slug!' }, 'category'],
      [{ image: 'https://evil.example/x.png' }, 'image'],
      [{ image: 'javascript:alert(1)' }, 'image'],
      [{ status: 42 }, 'status'],
      [{ isAdmin: true }, 'isAdmin'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call('POST', '/v1/courses/admin', newCourse(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(body(response).errors!)).toContain(field);
    }
    expect((await call('PUT', '/v1/courses/admin/00000000-0000-4000-8000-000000000000', { level: 'nope' })).statusCode).toBe(400);
  });

  it('stores script tags as plain text and returns them unchanged as JSON data', async () => {
    const hostile = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const course = await create({ titleTranslations: { en: hostile, hi: hostile }, descriptionTranslations: { en: hostile } });
    const response = await call('GET', `/v1/courses/admin/${course.id}`);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(body<CourseAdminDetail>(response).data.titleTranslations).toEqual({ en: hostile, hi: hostile });
    expect(body<CourseAdminDetail>(response).data.description).toBe(hostile);
    expect(course.slug).toBe('script-alert-x-script-img-src-x-onerror-alert-1');
  });

  it('refuses to delete a course with enrolled learners and suggests archiving', async () => {
    const course = await create();
    const [learner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'learner@jalshiksha.org'));
    await t.database.db.insert(enrolments).values({ userId: learner!.id, courseId: course.id });
    const refused = await call('DELETE', `/v1/courses/admin/${course.id}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/Archive it instead/);
    expect(body<CourseAdminDetail>(await call('GET', `/v1/courses/admin/${course.id}`)).data.enrolmentCount).toBe(1);
    expect(body<CourseAdminDetail>(await call('PUT', `/v1/courses/admin/${course.id}`, { status: 'archived' })).data.status).toBe(
      'archived',
    );
    const stats = body<CourseStats>(await call('GET', '/v1/courses/stats')).data;
    expect(stats.enrolments).toBeGreaterThanOrEqual(1);
  });

  it('counts courses by status and lists what lacks Hindi', async () => {
    await create({ titleTranslations: { en: 'English only course' }, descriptionTranslations: { en: 'Only English.' } });
    const stats = body<CourseStats>(await call('GET', '/v1/courses/stats')).data;
    expect(stats.total).toBe(stats.byStatus.draft + stats.byStatus.published + stats.byStatus.archived);
    expect(stats.lessons).toBeGreaterThan(0);
    const missing = body<CourseTranslationList>(await call('GET', '/v1/courses/admin/translations?missing=hi')).data;
    expect(missing.courses.some((c) => c.titleTranslations.en === 'English only course')).toBe(true);
    expect(missing.courses.every((c) => c.missing.includes('hi'))).toBe(true);
    expect(missing.missingHindi).toBe(missing.courses.length);
  });
});
