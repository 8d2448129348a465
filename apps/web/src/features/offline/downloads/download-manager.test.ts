import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeCacheStorage } from '../testing/fake-caches';
import { FakeCourseServer, fileOf } from '../testing/fake-course-server';
import { COURSE_META_PATH, courseCacheName } from './cache-names';
import { closeDownloadDb, downloadDb } from './download-db';
import { DownloadManager } from './download-manager';
import { CHUNK_BYTES } from './fetch-item';

const COURSE = 'course-1';
const LABEL = { courseId: COURSE, title: 'Watershed Basics', titleTranslations: { en: 'Watershed Basics', hi: 'जलग्रहण की मूल बातें' } };
const VIDEO = '/api/v1/media/video-1?quality=240p';
const PDF = '/api/v1/media/pdf-1';
const LMS = `/api/v1/courses/${COURSE}/lms`;
const PAGE = `/courses/${COURSE}/lms`;

let server: FakeCourseServer;
let caches: FakeCacheStorage;
let online: boolean;

function manager() {
  return new DownloadManager({
    getPackage: (courseId) => Promise.resolve(server.package(courseId)),
    fetch: server.fetch,
    caches: caches,
    headersFor: (url): Record<string, string> => (url.startsWith('/api/') ? { Authorization: 'Bearer learner' } : {}),
    currentUserId: () => 'user-1',
    isOnline: () => online,
    persist: () => Promise.resolve(true),
    extraUrls: ['/api/v1/translations/frontend?page=learn', '/downloads'],
  });
}

const cache = () => caches.get(courseCacheName(COURSE));
const stored = async (url: string) => new Uint8Array(await (await cache()!.match(url))!.arrayBuffer());
/** Whether the stored file is byte for byte the server's (Buffer's compare: a deep equal of megabytes is slow). */
const sameAsServer = async (url: string) => Buffer.from(await stored(url)).equals(Buffer.from(server.files.get(url)!.bytes));

beforeEach(() => {
  server = new FakeCourseServer();
  caches = new FakeCacheStorage();
  online = true;
  server.add(PAGE, 'page', fileOf(2_000, 'text/html'));
  server.add(LMS, 'course-state', fileOf(1_000, 'application/json'));
  server.add(VIDEO, 'video', fileOf(CHUNK_BYTES * 3 + 100, 'video/mp4'), 'v1', 'lesson-2');
  server.add(PDF, 'document', fileOf(CHUNK_BYTES + 10, 'application/pdf'), 'v1', 'lesson-4');
});

afterEach(async () => {
  await closeDownloadDb();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('jal-downloads');
    request.onsuccess = request.onerror = resolve;
  });
});

describe('the download manager', () => {
  it('stores every file in the course cache, large ones fetched in pieces and put together whole', async () => {
    const downloads = manager();
    await downloads.download(LABEL, '240p');

    const course = downloads.course(COURSE)!;
    expect(course).toMatchObject({ status: 'complete', version: 'v1', problem: null, userId: 'user-1', slug: 'watershed-basics' });
    expect(course.doneBytes).toBe(course.totalBytes);
    expect(server.requestsFor(VIDEO).map((request) => request.range)).toEqual([
      `bytes=0-${CHUNK_BYTES - 1}`,
      `bytes=${CHUNK_BYTES}-${CHUNK_BYTES * 2 - 1}`,
      `bytes=${CHUNK_BYTES * 2}-${CHUNK_BYTES * 3 - 1}`,
      `bytes=${CHUNK_BYTES * 3}-${CHUNK_BYTES * 3 + 99}`,
    ]);
    expect(await sameAsServer(VIDEO)).toBe(true);
    const video = (await cache()!.match(VIDEO))!;
    expect(video.headers.get('content-type')).toBe('video/mp4');
    expect(video.headers.get('content-length')).toBe(String(CHUNK_BYTES * 3 + 100));
    expect(await sameAsServer(PDF)).toBe(true);
    expect(await sameAsServer(PAGE)).toBe(true);
    expect(await downloadDb.chunks(VIDEO)).toEqual([]);
    // The strings of the pages, and the entry naming the course for the worker.
    expect(await cache()!.match('/api/v1/translations/frontend?page=learn')).toBeDefined();
    expect(await (await cache()!.match(COURSE_META_PATH))!.json()).toEqual({ courseId: COURSE, slug: 'watershed-basics', pages: [PAGE] });
    // Pages are fetched like a page; API files with the signed-in user's token.
    expect((await downloadDb.courses())[0]).toMatchObject({ status: 'complete', doneBytes: course.totalBytes });
  });

  it('resumes a dropped download from its last piece, never from zero', async () => {
    let videoRequests = 0;
    server.beforeFile = (url) => {
      if (url === VIDEO && ++videoRequests === 3) {
        online = false;
        throw new TypeError('Failed to fetch');
      }
    };
    const downloads = manager();
    await downloads.download(LABEL, '240p');
    const paused = downloads.course(COURSE)!;
    expect(paused).toMatchObject({ status: 'paused', problem: 'offline' });
    expect(paused.doneBytes).toBeGreaterThanOrEqual(CHUNK_BYTES * 2);
    expect((await downloadDb.chunks(VIDEO)).map((chunk) => chunk.start)).toEqual([0, CHUNK_BYTES]);

    // A new page (the tab was closed) finds the state and goes on when the network is back.
    server.beforeFile = null;
    server.forget();
    online = true;
    const later = manager();
    await later.resumeUnfinished();
    expect(later.course(COURSE)).toMatchObject({ status: 'complete', problem: null });
    expect(server.requestsFor(VIDEO).map((request) => request.range)).toEqual([
      `bytes=${CHUNK_BYTES * 2}-${CHUNK_BYTES * 3 - 1}`,
      `bytes=${CHUNK_BYTES * 3}-${CHUNK_BYTES * 3 + 99}`,
    ]);
    expect(server.requestsFor(PAGE)).toEqual([]);
    expect(await sameAsServer(VIDEO)).toBe(true);
  });

  it('on an update fetches only the files whose version moved and deletes those no longer listed', async () => {
    const downloads = manager();
    await downloads.download(LABEL, '240p');
    server.forget();
    server.version = 'v2';
    server.add(LMS, 'course-state', fileOf(1_200, 'application/json'), 'v2');
    server.remove(PDF);

    await downloads.download(LABEL, '240p');
    expect(downloads.course(COURSE)).toMatchObject({ status: 'complete', version: 'v2' });
    expect(server.requests.map((request) => request.url).filter((url) => !url.includes('translations') && url !== '/downloads')).toEqual([
      LMS,
    ]);
    expect((await stored(LMS)).length).toBe(1_200);
    expect(await cache()!.match(PDF)).toBeUndefined();
    expect(Object.keys(downloads.course(COURSE)!.items)).not.toContain(PDF);
  });

  it('stops with the reason when the phone is full; the course is not ready, and what was kept can be deleted', async () => {
    let puts = 0;
    const downloads = manager();
    const full = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await caches.open(courseCacheName(COURSE));
    cache()!.failPut = () => (++puts > 1 ? full() : null);

    await downloads.download(LABEL, '240p');
    const course = downloads.course(COURSE)!;
    expect(course).toMatchObject({ status: 'error', problem: 'quota', version: null });
    expect(course.doneBytes).toBeLessThan(course.totalBytes);

    await downloads.delete(COURSE);
    expect(downloads.course(COURSE)).toBeUndefined();
    expect(caches.get(courseCacheName(COURSE))).toBeUndefined();
    expect(await downloadDb.courses()).toEqual([]);
    expect(await downloadDb.chunks(VIDEO)).toEqual([]);
  });

  it('pauses when asked and goes on from where it was', async () => {
    const downloads = manager();
    server.beforeFile = (url, range) => {
      if (url === VIDEO && range?.startsWith(`bytes=${CHUNK_BYTES}-`)) void downloads.pause(COURSE);
    };
    await downloads.download(LABEL, '240p');
    expect(downloads.course(COURSE)).toMatchObject({ status: 'paused', problem: 'paused' });
    // A paused course is not resumed by the network's return.
    await downloads.resumeUnfinished();
    expect(downloads.course(COURSE)?.status).toBe('paused');

    server.beforeFile = null;
    await downloads.resume(COURSE);
    expect(downloads.course(COURSE)).toMatchObject({ status: 'complete' });
  });

  it('forgets every download and kept page at sign-out, and another person on the phone does not see one', async () => {
    const downloads = manager();
    await downloads.download(LABEL, '240p');
    await downloadDb.saveCourse({ ...downloads.course(COURSE)!, courseId: 'other', userId: 'user-2' });
    const next = manager();
    await next.load();
    expect(next.getSnapshot().courses.map((course) => course.courseId)).toEqual([COURSE]);
    expect(await downloadDb.courses()).toHaveLength(1);
    // A page kept from a signed-in visit, with the person's name in it.
    await (await caches.open('pages-build1')).put('/my-learning', new Response('<h1>My learning</h1>'));

    await next.forgetAll();
    expect(await caches.keys()).toEqual([]);
    expect(await downloadDb.courses()).toEqual([]);
  });
});
