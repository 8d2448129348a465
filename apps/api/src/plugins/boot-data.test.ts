import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD as DEMO_PASSWORD_FOR_TESTS } from '../seed/accounts.js';
import { createTestApp, signInAs, type TestApp } from '../test/test-app.js';
import { bootData } from './boot-data.js';

const bootDataTags = async (app: TestApp['app'], path: string, search: string, cookies: string | null, language = 'en') => {
  const { preload, script } = await bootData(app, path, search, { cookies, language, forDownload: false });
  return preload + script;
};
import type { CourseList } from '@jal/contracts';
import { body } from '../test/body.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

function inlined(tags: string): Record<string, { code: number; data: unknown }> {
  const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(tags)?.[1];
  expect(json).toBeDefined();
  return JSON.parse(json ?? '{}') as Record<string, { code: number; data: unknown }>;
}

/** The footer's course links, in every page's data but the player's. */
const FOOTER = '/v1/courses?limit=4&status=published';

describe('the first view data inlined into the page', () => {
  it('answers the catalogue exactly as the API does, and preloads its first image', async () => {
    const tags = await bootDataTags(test.app, '/courses', '', null);
    const answers = inlined(tags);
    expect(Object.keys(answers).sort()).toEqual(['/v1/courses/categories', '/v1/courses?limit=12&page=1&status=published', FOOTER]);
    const direct = await test.app.inject({ method: 'GET', url: '/api/v1/courses?status=published&limit=12&page=1' });
    expect(answers['/v1/courses?limit=12&page=1&status=published']).toEqual(body(direct));
    const first = body<CourseList>(direct).data.courses[0]!;
    expect(tags).toContain(`<link rel="preload" as="image" href="${first.image}" fetchpriority="high">`);
  });

  it('follows the search and page in the URL', async () => {
    const answers = inlined(await bootDataTags(test.app, '/courses', 'q=water&page=1', null));
    expect(Object.keys(answers)).toContain('/v1/courses?limit=12&page=1&search=water&status=published');
  });

  it("inlines a course page's course by slug", async () => {
    const tags = await bootDataTags(test.app, '/courses/watershed-basics', '', null);
    const answer = inlined(tags)['/v1/courses/watershed-basics'];
    expect((answer?.data as { slug: string }).slug).toBe('watershed-basics');
    expect(tags).toContain('rel="preload" as="image"');
  });

  it("leaves failures to the app, and gives pages without public reads of their own the footer's courses", async () => {
    expect(Object.keys(inlined(await bootDataTags(test.app, '/courses/no-such-course', '', null)))).toEqual([FOOTER]);
    const about = inlined(await bootDataTags(test.app, '/about', '', null));
    expect(Object.keys(about)).toEqual([FOOTER]);
    const direct = await test.app.inject({ method: 'GET', url: '/api/v1/courses?status=published&limit=4' });
    expect(about[FOOTER]).toEqual(body(direct));
    // The player's page has no footer with course links.
    expect(await bootDataTags(test.app, '/learn/watershed-basics/x', '', null)).toBe('');
  });

  it('escapes < so no stored text can close the script element', async () => {
    const tags = await bootDataTags(test.app, '/', '', null);
    const json = /<script id="boot-data" type="application\/json">(.*?)<\/script>/.exec(tags)?.[1] ?? '';
    expect(json).not.toContain('<');
    expect(Object.keys(inlined(tags)).sort()).toEqual(['/v1/courses?limit=2&status=published', FOOTER]);
  });

  it("inlines a signed-in learner's own course state, read with their session, and nobody else's", async () => {
    const token = await signInAs(test.app, 'learner@jalshiksha.org', DEMO_PASSWORD_FOR_TESTS);
    const cookies = `token=${token}`;
    const lms = inlined(await bootDataTags(test.app, '/courses/watershed-basics/lms', '', cookies))['/v1/courses/watershed-basics/lms'];
    const direct = await test.app.inject({ method: 'GET', url: '/api/v1/courses/watershed-basics/lms', headers: { cookie: cookies } });
    expect(direct.statusCode).toBe(200);
    expect(lms).toEqual(body(direct));
    // The player's page: the course's lessons and the lesson itself, with its content (an
    // unknown lesson is left to the app).
    const enrolled = await test.app.inject({
      method: 'POST',
      url: '/api/v1/courses/watershed-basics/enroll',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(enrolled.statusCode).toBeLessThan(300);
    const lessonId = (lms?.data as { modules: { lessons: { id: string }[] }[] }).modules[0]!.lessons[0]!.id;
    const player = inlined(await bootDataTags(test.app, `/learn/watershed-basics/${lessonId}`, '', cookies));
    const lessonPath = `/v1/courses/watershed-basics/lessons/${lessonId}`;
    expect(Object.keys(player)).toEqual(['/v1/courses/watershed-basics/lms', lessonPath]);
    const lesson = await test.app.inject({ method: 'GET', url: `/api${lessonPath}`, headers: { cookie: cookies } });
    expect(player[lessonPath]).toEqual(body(lesson));
    // The LMS page of a course the learner is enrolled in: the download panel's sizes, in the page's language.
    const sizesPath = '/v1/courses/watershed-basics/offline?audio=opus&language=hi&purpose=sizes&quality=360p';
    const lmsPage = inlined(await bootDataTags(test.app, '/courses/watershed-basics/lms', '', cookies, 'hi'));
    const sizes = await test.app.inject({ method: 'GET', url: `/api${sizesPath}`, headers: { cookie: cookies } });
    expect(sizes.statusCode).toBe(200);
    expect(lmsPage[sizesPath]).toEqual(body(sizes));
    expect(Object.keys(inlined(await bootDataTags(test.app, '/learn/watershed-basics/x', '', cookies)))).toEqual([
      '/v1/courses/watershed-basics/lms',
    ]);
    expect(Object.keys(inlined(await bootDataTags(test.app, '/my-learning', '', cookies))).sort()).toEqual([FOOTER, '/v1/enrolments']);
    // Signed out, or with a session that is not valid, the page carries no personal data.
    expect(Object.keys(inlined(await bootDataTags(test.app, '/courses/watershed-basics/lms', '', null)))).toEqual([FOOTER]);
    expect(Object.keys(inlined(await bootDataTags(test.app, '/my-learning', '', 'token=not-a-session')))).toEqual([FOOTER]);
  });
});
