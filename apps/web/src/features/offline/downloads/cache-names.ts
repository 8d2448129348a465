/**
 * Where a downloaded course lives, shared by the page (which fills it) and the service worker
 * (which answers from it): one cache per course, each file keyed by its URL.
 */
export const COURSE_CACHE_PREFIX = 'course-';

export function courseCacheName(courseId: string): string {
  return `${COURSE_CACHE_PREFIX}${courseId}`;
}

/**
 * An entry in each course's cache naming the course: the web app's addresses use its id or its
 * slug, so the worker finds a course by either; `pages` are its stored pages' URLs.
 */
/** Marks the download manager's own requests: the worker lets them through to the network, so an update fetches the new file. */
export { DOWNLOAD_HEADER } from '@jal/contracts/core';

export const COURSE_META_PATH = '/offline/course.json';
export type CourseMeta = { courseId: string; slug: string; pages: string[] };
