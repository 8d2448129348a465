/** The worker's reading of the downloaded courses' caches (filled by the page's download manager). */
import { COURSE_CACHE_PREFIX, COURSE_META_PATH, type CourseMeta } from '../downloads/cache-names';

export type StoredCourse = { cache: Cache; meta: CourseMeta };

const MATCH = { ignoreVary: true } as const;

/** Every downloaded course (those whose download has named itself), in no particular order. */
export async function storedCourses(): Promise<StoredCourse[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(COURSE_CACHE_PREFIX));
  const courses = await Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const meta = (await (await cache.match(COURSE_META_PATH))?.json().catch(() => null)) as CourseMeta | null | undefined;
      return meta ? { cache, meta } : null;
    }),
  );
  return courses.filter((course): course is StoredCourse => course !== null);
}

/** The downloaded course the web app's address names, by its id or its slug. */
export async function storedCourse(idOrSlug: string): Promise<StoredCourse | null> {
  const key = decodeURIComponent(idOrSlug);
  return (await storedCourses()).find(({ meta }) => meta.courseId === key || meta.slug === key) ?? null;
}

/** A URL stored in any course's cache, exactly as asked. */
export async function matchInCourses(url: string): Promise<Response | undefined> {
  for (const { cache } of await storedCourses()) {
    const response = await cache.match(url, MATCH);
    if (response) return response;
  }
  return undefined;
}

/** The first stored request of a cache whose path passes `test` (the web app may name a course by id or slug). */
export async function findStored(cache: Cache, test: (pathname: string) => boolean): Promise<Request | undefined> {
  return (await cache.keys()).find((request) => test(new URL(request.url).pathname));
}

/**
 * A media file from any downloaded course: the exact URL (its quality) if stored, else another
 * quality of the same file (the player may ask for another quality than the one downloaded).
 */
export async function matchMedia(url: string): Promise<Response | undefined> {
  const exact = await matchInCourses(url);
  if (exact) return exact;
  for (const { cache } of await storedCourses()) {
    const response = await cache.match(url, { ...MATCH, ignoreSearch: true });
    if (response) return response;
  }
  return undefined;
}
