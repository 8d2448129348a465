import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offlinePackage, type OfflineItem, type OfflinePackage } from '@jal/contracts';
import { lessons as lessonsTable, mediaVariants, offlineDownloads } from '../../db/schema.js';
import { SEED_MEDIA } from '../../seed/learning-media.js';
import { documentMedia, figureUrl, textFigures, videoMedia } from '../../seed/lesson-media.js';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invalidateCourseCaches } from '../courses/service.js';
import { courseLessons, DEMO_COURSE, lessonOfKind, newLearner, TestClock, type SeededLesson } from '../learning/test-helpers.js';
import { NO_WEB_BUILD } from './web-pages.js';

let t: TestApp;
const clock = new TestClock();
let courseId: string;
let lessons: SeededLesson[];
let learner: { id: string; headers: Record<string, string> };

const packageUrl = (quality?: string, course = DEMO_COURSE) => `/api/v1/courses/${course}/offline${quality ? `?quality=${quality}` : ''}`;

async function getPackage(quality?: string, headers = learner.headers): Promise<OfflinePackage> {
  const response = await t.app.inject({ method: 'GET', url: packageUrl(quality), headers });
  if (response.statusCode !== 200) throw new Error(`the package was refused: ${response.body}`);
  return offlinePackage.parse(body<OfflinePackage>(response).data);
}

const byUrl = (pkg: OfflinePackage) => new Map(pkg.items.map((item) => [item.url, item]));
const videoOf = (pkg: OfflinePackage) => pkg.items.find((item) => item.kind === 'video') as OfflineItem;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  ({ courseId, lessons } = await courseLessons(t.database.db));
  learner = await newLearner(t.app);
  await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
});
afterAll(async () => {
  await t.close();
});

describe('GET /courses/{id}/offline: who may download', () => {
  it('asks for a sign-in', async () => {
    expect((await t.app.inject({ method: 'GET', url: packageUrl() })).statusCode).toBe(401);
  });

  it('refuses a learner who has not enrolled', async () => {
    const stranger = await newLearner(t.app);
    const response = await t.app.inject({ method: 'GET', url: packageUrl(), headers: stranger.headers });
    expect(response.statusCode).toBe(403);
    expect(body(response).message).toBe('Enrol in this course first.');
    const recorded = await t.database.db.select().from(offlineDownloads).where(eq(offlineDownloads.userId, stranger.id));
    expect(recorded).toEqual([]);
  });

  it('does not find unknown or unpublished courses', async () => {
    for (const course of ['no-such-course', '00000000-0000-4000-8000-000000000000', 'climate-resilient-agriculture-in-watersheds']) {
      const response = await t.app.inject({ method: 'GET', url: packageUrl(undefined, course), headers: learner.headers });
      expect(response.statusCode, course).toBe(404);
    }
  });

  it('refuses an unknown quality with the reason', async () => {
    for (const url of [packageUrl('1080p'), `${packageUrl()}?other=1`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: learner.headers });
      expect(response.statusCode).toBe(400);
    }
    const response = await t.app.inject({ method: 'GET', url: packageUrl('480p'), headers: learner.headers });
    expect(body(response).message).toMatch('quality must be 240p, 360p or original.');
  });
});

describe('GET /courses/{id}/offline: the package', () => {
  it('lists the pages, course state, lessons and files by the course id, at 360p unless asked, never kept by a shared cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: packageUrl(), headers: learner.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pkg = offlinePackage.parse(body(response).data);
    expect(pkg).toMatchObject({ courseId, slug: DEMO_COURSE, quality: '360p' });
    const urls = pkg.items.map((item) => item.url);
    expect(urls.slice(0, 4)).toEqual([
      `/courses/${courseId}/lms`,
      `/learn/${courseId}`,
      `/api/v1/courses/${courseId}/lms`,
      '/images/courses/course-1.svg',
    ]);
    for (const lesson of lessons) {
      expect(urls).toContain(`/learn/${courseId}/${lesson.id}`);
      expect(urls).toContain(`/api/v1/courses/${courseId}/lessons/${lesson.id}?for=offline`);
    }
    // Each video and document lesson brings its own files, in learning order.
    const [video, erosion] = [lessonOfKind(lessons, 'video'), lessonOfKind(lessons, 'video', 1)];
    const [document, checklist] = [lessonOfKind(lessons, 'document'), lessonOfKind(lessons, 'document', 1)];
    const second = videoMedia[erosion.title]!;
    const files = pkg.items.filter((item) => item.url.startsWith('/api/v1/media/'));
    expect(files.map(({ kind, lessonId, url }) => ({ kind, lessonId, url }))).toEqual([
      { kind: 'video', lessonId: video.id, url: `/api/v1/media/${SEED_MEDIA.video.id}` },
      { kind: 'captions', lessonId: video.id, url: `/api/v1/media/${SEED_MEDIA.captionsEn.id}` },
      { kind: 'captions', lessonId: video.id, url: `/api/v1/media/${SEED_MEDIA.captionsHi.id}` },
      { kind: 'document', lessonId: document.id, url: `/api/v1/media/${SEED_MEDIA.fieldGuide.id}` },
      { kind: 'video', lessonId: erosion.id, url: `/api/v1/media/${second.videoId}` },
      { kind: 'captions', lessonId: erosion.id, url: `/api/v1/media/${second.captionIds.en}` },
      { kind: 'captions', lessonId: erosion.id, url: `/api/v1/media/${second.captionIds.hi}` },
      { kind: 'document', lessonId: checklist.id, url: `/api/v1/media/${documentMedia[checklist.title]!.id}` },
    ]);
    // Files are sized exactly, each versioned by its id (a video by the quality it is served at too).
    for (const file of files) {
      const served = await t.app.inject({ method: 'GET', url: file.url });
      expect(file.sizeBytes).toBe(served.rawPayload.length);
    }
    expect(files.map((file) => file.version)).toEqual([
      `${SEED_MEDIA.video.id}:original`,
      SEED_MEDIA.captionsEn.id,
      SEED_MEDIA.captionsHi.id,
      SEED_MEDIA.fieldGuide.id,
      `${second.videoId}:original`,
      second.captionIds.en,
      second.captionIds.hi,
      documentMedia[checklist.title]!.id,
    ]);
    // Without a web build no page is served: the pages weigh nothing and share one version.
    for (const page of pkg.items.filter((item) => item.kind === 'page'))
      expect(page).toMatchObject({ sizeBytes: 0, version: NO_WEB_BUILD });
  });

  it('brings each text lesson’s figures and each video spoken in the language the learner reads', async () => {
    const inLanguage = async (language: string) => {
      const response = await t.app.inject({ method: 'GET', url: `${packageUrl()}?language=${language}`, headers: learner.headers });
      return offlinePackage.parse(body<OfflinePackage>(response).data);
    };
    const [unsaid, english, hindi] = [await getPackage(), await inLanguage('en'), await inLanguage('hi')];
    const texts = lessons.filter((lesson) => lesson.kind === 'text');
    expect(texts.length).toBeGreaterThan(1);
    for (const text of texts) {
      const { key } = textFigures[text.title]!;
      const [en, hi] = [figureUrl(key, 'en'), figureUrl(key, 'hi')];
      // Without a language, the figures of every language the lesson is written in.
      expect(byUrl(unsaid).get(en)).toMatchObject({ kind: 'image', lessonId: text.id });
      expect(byUrl(unsaid).get(hi)).toMatchObject({ kind: 'image', lessonId: text.id });
      expect(byUrl(english).get(en)).toMatchObject({ kind: 'image', lessonId: text.id });
      expect(byUrl(english).has(hi)).toBe(false);
      expect(byUrl(hindi).get(hi)).toMatchObject({ kind: 'image', lessonId: text.id });
      expect(byUrl(hindi).has(en)).toBe(false);
    }
    const videos = lessons.filter((lesson) => lesson.kind === 'video');
    const videoUrls = (pkg: OfflinePackage) => pkg.items.filter((item) => item.kind === 'video').map((item) => item.url);
    const urlOf = (id: string) => `/api/v1/media/${id}`;
    expect(videoUrls(unsaid)).toEqual(videos.map((video) => urlOf(videoMedia[video.title]!.videoId)));
    expect(videoUrls(english)).toEqual(videos.map((video) => urlOf(videoMedia[video.title]!.videoId)));
    expect(videoUrls(hindi)).toEqual(videos.map((video) => urlOf(videoMedia[video.title]!.hindiVideoId)));
    // Each language's package is a version of its own: a learner who changes language is offered the other one.
    expect(hindi.version).not.toBe(english.version);
  });

  it('estimates the JSON answers from what the API sends', async () => {
    const pkg = await getPackage();
    const items = byUrl(pkg);
    const lms = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}/lms`, headers: learner.headers });
    const state = items.get(`/api/v1/courses/${courseId}/lms`) as OfflineItem;
    expect(Math.abs(state.sizeBytes - lms.rawPayload.length)).toBeLessThan(lms.rawPayload.length * 0.2);
    const text = lessonOfKind(lessons, 'text');
    const lesson = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}/lessons/${text.id}`, headers: learner.headers });
    const item = items.get(`/api/v1/courses/${courseId}/lessons/${text.id}?for=offline`) as OfflineItem;
    expect(Math.abs(item.sizeBytes - lesson.rawPayload.length)).toBeLessThan(lesson.rawPayload.length * 0.3);
  });

  it('adds up: the total is the sum of the items, each lesson the sum of its own, and every quality has its total', async () => {
    const pkg = await getPackage('original');
    expect(pkg.totalBytes).toBe(pkg.items.reduce((sum, item) => sum + item.sizeBytes, 0));
    expect(pkg.lessons.map((lesson) => lesson.lessonId)).toEqual(lessons.map((lesson) => lesson.id));
    for (const { lessonId, sizeBytes } of pkg.lessons) {
      const own = pkg.items.filter((item) => item.lessonId === lessonId);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(sizeBytes).toBe(own.reduce((sum, item) => sum + item.sizeBytes, 0));
    }
    const courseOwn = pkg.items.filter((item) => item.lessonId === null).reduce((sum, item) => sum + item.sizeBytes, 0);
    expect(pkg.lessons.reduce((sum, lesson) => sum + lesson.sizeBytes, 0) + courseOwn).toBe(pkg.totalBytes);
    // No copy was made in this app: every quality downloads the original video.
    expect(pkg.sizes).toEqual(['240p', '360p', 'original'].map((quality) => ({ quality, totalBytes: pkg.totalBytes })));
  });

  it('takes the smaller copy of the video when one was made, and the original at qualities without one', async () => {
    const before = { '240p': await getPackage('240p'), '360p': await getPackage('360p'), original: await getPackage('original') };
    expect(before['240p'].version).toBe(before['360p'].version);
    const original = videoOf(before.original);
    await t.database.db.insert(mediaVariants).values({
      mediaId: SEED_MEDIA.video.id,
      quality: '240p',
      storagePath: `variants/${SEED_MEDIA.video.id}-240p.mp4`,
      contentType: 'video/mp4',
      sizeBytes: 1234,
      durationSeconds: 30,
    });
    try {
      const small = await getPackage('240p');
      expect(videoOf(small)).toEqual({
        ...original,
        url: `/api/v1/media/${SEED_MEDIA.video.id}?quality=240p`,
        sizeBytes: 1234,
        version: `${SEED_MEDIA.video.id}:240p`,
      });
      expect(small.version).not.toBe(before['240p'].version);
      const saved = original.sizeBytes - 1234;
      // The video lessons' JSON lists the copy too, so it grows by a few bytes as the video shrinks.
      expect(small.totalBytes).toBeGreaterThan(before['240p'].totalBytes - saved);
      expect(small.totalBytes).toBeLessThan(before['240p'].totalBytes - saved + 200);
      const video = lessonOfKind(lessons, 'video');
      const lessonSize = (pkg: OfflinePackage) => pkg.lessons.find((lesson) => lesson.lessonId === video.id)?.sizeBytes ?? 0;
      expect(lessonSize(small)).toBeLessThan(lessonSize(before['240p']) - saved + 100);
      expect(small.sizes).toEqual([
        { quality: '240p', totalBytes: small.totalBytes },
        { quality: '360p', totalBytes: (await getPackage('360p')).totalBytes },
        { quality: 'original', totalBytes: (await getPackage('original')).totalBytes },
      ]);
      expect(videoOf(await getPackage('360p'))).toMatchObject({ url: original.url, version: `${SEED_MEDIA.video.id}:original` });
      expect(videoOf(await getPackage('original'))).toMatchObject({ url: original.url, sizeBytes: original.sizeBytes });
    } finally {
      await t.database.db.delete(mediaVariants).where(eq(mediaVariants.mediaId, SEED_MEDIA.video.id));
    }
  });

  it('moves the version of what a course edit changed, and only of that', async () => {
    const before = await getPackage();
    const edited = lessonOfKind(lessons, 'text', 1);
    await t.database.db.update(lessonsTable).set({ title: 'A new title' }).where(eq(lessonsTable.id, edited.id));
    invalidateCourseCaches(t.app.publicCache);
    try {
      const after = await getPackage();
      expect(after.version).not.toBe(before.version);
      const old = byUrl(before);
      const moved = after.items.filter((item) => old.get(item.url)?.version !== item.version).map((item) => item.url);
      expect(moved).toEqual([`/api/v1/courses/${courseId}/lms`, `/api/v1/courses/${courseId}/lessons/${edited.id}?for=offline`]);
      expect(after.items.map((item) => item.url)).toEqual(before.items.map((item) => item.url));
    } finally {
      await t.database.db.update(lessonsTable).set({ title: edited.title }).where(eq(lessonsTable.id, edited.id));
      invalidateCourseCaches(t.app.publicCache);
    }
    expect((await getPackage()).version).toBe(before.version);
  });

  it('records nothing for a look at the sizes, and refuses an unknown purpose', async () => {
    const someone = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${courseId}/enroll`, headers: someone.headers });
    const look = await t.app.inject({ method: 'GET', url: `${packageUrl('240p')}&purpose=sizes`, headers: someone.headers });
    expect(look.statusCode).toBe(200);
    expect(body<OfflinePackage>(look).data.downloadedAt).toBeNull();
    expect(body<OfflinePackage>(look).data.sizes).toHaveLength(3);
    const rows = await t.database.db.select().from(offlineDownloads).where(eq(offlineDownloads.userId, someone.id));
    expect(rows).toHaveLength(0);
    const wrong = await t.app.inject({ method: 'GET', url: `${packageUrl('240p')}&purpose=later`, headers: someone.headers });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toMatch(/purpose must be download or sizes/);
  });

  it('records the download once, keeping the first time and moving the last', async () => {
    const someone = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${courseId}/enroll`, headers: someone.headers });
    const first = clock.now();
    const one = await getPackage('240p', someone.headers);
    expect(one.downloadedAt).toBe(first.toISOString());
    clock.advance(3600);
    const two = await getPackage('original', someone.headers);
    expect(two.downloadedAt).toBe(first.toISOString());
    const rows = await t.database.db
      .select()
      .from(offlineDownloads)
      .where(and(eq(offlineDownloads.userId, someone.id), eq(offlineDownloads.courseId, courseId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstAt.toISOString()).toBe(first.toISOString());
    expect(rows[0]?.lastAt.toISOString()).toBe(clock.now().toISOString());
  });
});

describe('GET /courses/{id}/offline with a web build', () => {
  let web: TestApp;
  let dist: string;
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="#0a6"/></svg>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'jal-web-dist-'));
    mkdirSync(join(dist, 'images', 'courses'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
    );
    writeFileSync(join(dist, 'images', 'courses', 'course-1.svg'), svg);
    web = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await web?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sizes each page as served to the learner and versions it by the build; the course image by its file', async () => {
    const someone = await newLearner(web.app);
    await web.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: someone.headers });
    const response = await web.app.inject({ method: 'GET', url: packageUrl(), headers: someone.headers });
    const pkg = offlinePackage.parse(body(response).data);
    const pages = pkg.items.filter((item) => item.kind === 'page');
    expect(pages).toHaveLength(2 + lessons.length);
    for (const page of pages) {
      const served = await web.app.inject({ method: 'GET', url: page.url, headers: someone.headers });
      expect(served.headers['content-type']).toMatch(/text\/html/);
      expect(page.sizeBytes).toBeGreaterThan(0);
      expect(page.sizeBytes).toBe(served.rawPayload.length);
      expect(page.version).toMatch(/^web-[0-9a-f]{16}$/);
    }
    expect(byUrl(pkg).get('/images/courses/course-1.svg')).toMatchObject({
      kind: 'image',
      lessonId: null,
      sizeBytes: Buffer.byteLength(svg),
    });
  });

  it('sizes each page as it travels to a browser that takes compressed answers: what its download will receive', async () => {
    const someone = await newLearner(web.app);
    await web.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: someone.headers });
    const compressed = { ...someone.headers, 'accept-encoding': 'gzip, deflate, br' };
    const plain = offlinePackage.parse(body(await web.app.inject({ method: 'GET', url: packageUrl(), headers: someone.headers })).data);
    const pkg = offlinePackage.parse(body(await web.app.inject({ method: 'GET', url: packageUrl(), headers: compressed })).data);
    const pages = pkg.items.filter((item) => item.kind === 'page');
    expect(pages.map((page) => page.url)).toEqual(plain.items.filter((item) => item.kind === 'page').map((page) => page.url));
    for (const page of pages) {
      const served = await web.app.inject({ method: 'GET', url: page.url, headers: compressed });
      expect(served.headers['content-encoding']).toBe('br');
      expect(page.sizeBytes).toBe(served.rawPayload.length);
      expect(page.sizeBytes).toBeLessThan(byUrl(plain).get(page.url)?.sizeBytes ?? 0);
    }
    expect(pkg.totalBytes).toBeLessThan(plain.totalBytes);
  });
});
