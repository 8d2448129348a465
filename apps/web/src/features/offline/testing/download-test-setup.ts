import 'fake-indexeddb/auto';
import { downloadsStrings } from '@jal/ui-strings/downloads';
import { generalStrings } from '@jal/ui-strings/general';
import { afterEach, vi } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { closeDownloadDb } from '../downloads/download-db';
import type { CourseDownload } from '../downloads/download-types';
import { FakeCacheStorage } from './fake-caches';
import { FakeCourseServer, fileOf } from './fake-course-server';

/**
 * The browser the download components need, for a test file: Cache Storage (jsdom has none),
 * IndexedDB (fake-indexeddb), and the course's files served from a fake server for same-origin
 * URLs, while API calls (absolute, to the stub API) go out as usual. Import before the components.
 */
export const fakeCaches = new FakeCacheStorage();
Object.defineProperty(window, 'caches', { value: fakeCaches, configurable: true });

export const courseServer = new FakeCourseServer();
courseServer.add('/courses/course-1/lms', 'page', fileOf(3_000, 'text/html'));
courseServer.add('/api/v1/media/video-1?quality=360p', 'video', fileOf(700_000, 'video/mp4'), 'v1', 'lesson-2');

const realFetch = globalThis.fetch;
vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return url.startsWith('/') ? courseServer.fetch(url, init) : realFetch(input, init);
});

export function loadDownloadStrings() {
  loadSeedStrings(generalStrings, downloadsStrings);
}

/** A stored download, as the manager keeps it. */
export function storedDownload(patch: Partial<CourseDownload> = {}): CourseDownload {
  return {
    courseId: 'course-1',
    slug: 'watershed-basics',
    title: 'Watershed Basics',
    titleTranslations: { en: 'Watershed Basics', hi: 'जलग्रहण की मूल बातें' },
    quality: '360p',
    version: 'v1',
    totalBytes: 12_500_000,
    doneBytes: 12_500_000,
    status: 'complete',
    problem: null,
    items: {},
    userId: null,
    updatedAt: 0,
    ...patch,
  };
}

/** Each test starts with nothing downloaded. */
export function resetDownloadsAfterEach(forget: () => Promise<void>) {
  afterEach(async () => {
    await forget();
    await closeDownloadDb();
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase('jal-downloads');
      request.onsuccess = request.onerror = resolve;
    });
  });
}
