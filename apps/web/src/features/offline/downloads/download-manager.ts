import type { OfflineItem, OfflinePackage, VideoQuality } from '@jal/contracts';
import { PAGES_PREFIX } from '../worker/caches';
import { COURSE_CACHE_PREFIX, COURSE_META_PATH, courseCacheName, type CourseMeta } from './cache-names';
import { downloadDb } from './download-db';
import type { CourseDownload, CourseLabel, DownloadProblem } from './download-types';
import { HttpError, isLarge, storedBytes, storeItem, type ItemFetch } from './fetch-item';

/** What the manager needs of the page: the API, the network, Cache Storage, who is signed in. */
export type ManagerDeps = {
  getPackage: (courseId: string, quality: VideoQuality) => Promise<OfflinePackage>;
  fetch: ItemFetch;
  caches: CacheStorage;
  /** Headers for a URL: the API's, with the signed-in user's token, for /api/ paths. */
  headersFor: (url: string) => Record<string, string>;
  currentUserId: () => string | null;
  isOnline: () => boolean;
  /** Asks the browser to keep the downloads when space runs low (once, with the first download). */
  persist: () => Promise<unknown>;
  /** Files every downloaded course needs besides its package (the strings of its pages). */
  extraUrls: string[];
};

export type DownloadsSnapshot = { loaded: boolean; courses: readonly CourseDownload[] };

function isQuotaError(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'QuotaExceededError' || (error instanceof DOMException && error.code === 22);
}

function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError || (error as { status?: unknown } | null)?.status === 0;
}

/**
 * Downloads courses for use without a network, in the page: the package for the chosen quality,
 * then every file not already stored at the same version, into the course's cache. Large files
 * come in pieces kept in IndexedDB, so an interrupted download goes on from its last piece.
 * Listeners hear of every change (progress in bytes, status).
 */
export class DownloadManager {
  private readonly courses = new Map<string, CourseDownload>();
  private readonly running = new Map<string, AbortController>();
  private readonly listeners = new Set<() => void>();
  private snapshot: DownloadsSnapshot = { loaded: false, courses: [] };
  private loading: Promise<void> | null = null;

  constructor(private readonly deps: ManagerDeps) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getSnapshot = (): DownloadsSnapshot => this.snapshot;

  course(courseId: string): CourseDownload | undefined {
    return this.courses.get(courseId);
  }

  /** Reads the stored state once; another person's downloads on this phone are deleted. */
  load(): Promise<void> {
    this.loading ??= (async () => {
      const userId = this.deps.currentUserId();
      try {
        for (const course of await downloadDb.courses()) {
          if (userId && course.userId && course.userId !== userId) await this.remove(course);
          else this.courses.set(course.courseId, course);
        }
      } catch (error) {
        // Storage refused (a private window, storage disabled): nothing downloaded to show.
        console.error('The downloads could not be read:', error);
      }
      this.publish(true);
    })();
    return this.loading;
  }

  /** Starts (or goes on with, or updates) the download of a course at a quality. */
  async download(label: CourseLabel, quality: VideoQuality): Promise<void> {
    await this.load();
    const { courseId } = label;
    if (this.running.has(courseId)) return;
    const controller = new AbortController();
    this.running.set(courseId, controller);
    if (this.courses.size === 0) void this.deps.persist().catch(() => undefined);
    try {
      await this.change(this.fresh(label, quality), { status: 'downloading', problem: null, quality });
      const pack = await this.deps.getPackage(courseId, quality);
      if (controller.signal.aborted) return;
      await this.plan(courseId, pack);
      const cache = await this.deps.caches.open(courseCacheName(courseId));
      for (const item of pack.items) {
        if (this.courses.get(courseId)?.items[item.url]?.done) continue;
        if (controller.signal.aborted) return;
        await this.fetchItem(courseId, item, cache, controller.signal);
      }
      await this.storeExtras(pack, cache, controller.signal);
      await this.change(courseId, { status: 'complete', problem: null, version: pack.version });
    } catch (error) {
      if (controller.signal.aborted) return;
      await this.fail(courseId, error);
    } finally {
      if (this.running.get(courseId) === controller) this.running.delete(courseId);
    }
  }

  /** Stops a download; `offline` when the network went (it then goes on by itself when it is back). */
  async pause(courseId: string, problem: Extract<DownloadProblem, 'offline' | 'paused'> = 'paused') {
    this.running.get(courseId)?.abort();
    this.running.delete(courseId);
    const course = this.courses.get(courseId);
    if (course && course.status === 'downloading') await this.change(courseId, { status: 'paused', problem });
  }

  /** Goes on with a paused or failed download from where it stopped. */
  async resume(courseId: string) {
    const course = this.courses.get(courseId);
    if (course) await this.download(course, course.quality);
  }

  /** The network went: every running download pauses, to go on when it is back. */
  async pauseAll() {
    await Promise.all([...this.running.keys()].map((courseId) => this.pause(courseId, 'offline')));
  }

  /** Goes on with downloads left unfinished by a closed page or a lost network (not those the learner paused). */
  async resumeUnfinished() {
    await this.load();
    if (!this.deps.isOnline()) return;
    const unfinished = [...this.courses.values()].filter(
      (course) => course.status === 'downloading' || (course.status === 'paused' && course.problem === 'offline'),
    );
    await Promise.all(unfinished.map((course) => this.download(course, course.quality)));
  }

  /** Deletes a course's files, its pieces and its state. */
  async delete(courseId: string) {
    await this.load();
    this.running.get(courseId)?.abort();
    this.running.delete(courseId);
    const course = this.courses.get(courseId);
    if (course) await this.remove(course);
    else await this.deps.caches.delete(courseCacheName(courseId));
    this.publish();
  }

  /**
   * Deletes every download on this phone, and the pages kept from the person's visits, which
   * carry their name and progress (sign-out: the next person must not see them, even offline).
   */
  async forgetAll() {
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
    const names = (await this.deps.caches.keys()).filter((name) => name.startsWith(COURSE_CACHE_PREFIX) || name.startsWith(PAGES_PREFIX));
    await Promise.all(names.map((name) => this.deps.caches.delete(name)));
    await downloadDb.clear();
    this.courses.clear();
    this.loading = null;
    this.publish(false);
  }

  private fresh(label: CourseLabel, quality: VideoQuality): string {
    const existing = this.courses.get(label.courseId);
    const course: CourseDownload = existing ?? {
      courseId: label.courseId,
      slug: label.slug ?? label.courseId,
      title: label.title,
      titleTranslations: label.titleTranslations,
      quality,
      version: null,
      totalBytes: 0,
      doneBytes: 0,
      status: 'downloading',
      problem: null,
      items: {},
      userId: this.deps.currentUserId(),
      updatedAt: Date.now(),
    };
    this.courses.set(label.courseId, { ...course, title: label.title || course.title, titleTranslations: label.titleTranslations });
    return label.courseId;
  }

  /**
   * Compares the package with what is stored: files whose version moved are fetched again, files
   * no longer listed are deleted, and the bytes done count what is kept (pieces included).
   */
  private async plan(courseId: string, pack: OfflinePackage) {
    const course = this.courses.get(courseId);
    if (!course) return;
    const listed = new Set(pack.items.map((item) => item.url));
    const cache = await this.deps.caches.open(courseCacheName(courseId));
    for (const url of Object.keys(course.items)) {
      if (listed.has(url)) continue;
      await cache.delete(url);
      await downloadDb.deleteChunks(url);
    }
    const items: CourseDownload['items'] = {};
    let doneBytes = 0;
    for (const item of pack.items) {
      const stored = course.items[item.url];
      const done = stored?.done === true && stored.version === item.version;
      if (!done && stored && stored.version !== item.version) await downloadDb.deleteChunks(item.url);
      items[item.url] = { version: item.version, sizeBytes: item.sizeBytes, done };
      doneBytes += done ? item.sizeBytes : isLarge(item) ? await storedBytes(item.url) : 0;
    }
    await this.change(courseId, { slug: pack.slug, items, totalBytes: pack.totalBytes, doneBytes });
  }

  private async fetchItem(courseId: string, item: OfflineItem, cache: Cache, signal: AbortSignal) {
    await storeItem(item, {
      fetch: this.deps.fetch,
      cache,
      signal,
      headers: this.deps.headersFor(item.url),
      onBytes: (bytes) => {
        const course = this.courses.get(courseId);
        if (course && !signal.aborted) void this.change(courseId, { doneBytes: course.doneBytes + bytes });
      },
    });
    const course = this.courses.get(courseId);
    if (!course) return;
    await this.change(courseId, {
      items: { ...course.items, [item.url]: { version: item.version, sizeBytes: item.sizeBytes, done: true } },
    });
  }

  /** The strings of the course's pages and the entry naming the course (its id, slug and pages). */
  private async storeExtras(pack: OfflinePackage, cache: Cache, signal: AbortSignal) {
    for (const url of this.deps.extraUrls) {
      const response = await this.deps.fetch(url, { headers: this.deps.headersFor(url), credentials: 'same-origin', signal });
      if (!response.ok) throw new HttpError(response.status, url);
      await cache.put(url, response);
    }
    const meta: CourseMeta = {
      courseId: pack.courseId,
      slug: pack.slug,
      pages: pack.items.filter((item) => item.kind === 'page').map((item) => item.url),
    };
    await cache.put(COURSE_META_PATH, new Response(JSON.stringify(meta), { headers: { 'Content-Type': 'application/json' } }));
  }

  private async fail(courseId: string, error: unknown) {
    if (isQuotaError(error)) return this.change(courseId, { status: 'error', problem: 'quota' });
    if (isNetworkError(error) || !this.deps.isOnline()) return this.change(courseId, { status: 'paused', problem: 'offline' });
    console.error('The course could not be downloaded:', error);
    await this.change(courseId, { status: 'error', problem: 'failed' });
  }

  private async remove(course: CourseDownload) {
    await this.deps.caches.delete(courseCacheName(course.courseId));
    await Promise.all(Object.keys(course.items).map((url) => downloadDb.deleteChunks(url)));
    await downloadDb.deleteCourse(course.courseId);
    this.courses.delete(course.courseId);
  }

  private async change(courseId: string, patch: Partial<CourseDownload>) {
    const course = this.courses.get(courseId);
    if (!course) return;
    const next = { ...course, ...patch, updatedAt: Date.now() };
    this.courses.set(courseId, next);
    this.publish();
    await downloadDb.saveCourse(next);
  }

  private publish(loaded = this.snapshot.loaded) {
    const courses = [...this.courses.values()].sort((a, b) => a.title.localeCompare(b.title));
    this.snapshot = { loaded, courses };
    for (const listener of this.listeners) listener();
  }
}
