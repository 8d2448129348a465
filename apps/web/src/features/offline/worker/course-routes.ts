/**
 * The worker's answers from downloaded courses: media and the lessons' audio cache first (with
 * ranges, so a video or a lesson read aloud seeks offline), the learner's course and lesson
 * JSON and the pages' strings network first with the stored copy as the fallback, and a stored
 * course page for a navigation that finds neither the network nor a kept page.
 */
import { API } from '@jal/contracts/core';
import { registerRoute } from 'workbox-routing';
import { createPartialResponse } from 'workbox-range-requests';
import { DOWNLOAD_HEADER } from '../downloads/cache-names';
import { findStored, matchInCourses, matchMedia, storedCourse, storedCourses, type StoredCourse } from './course-caches';

const MEDIA = /^\/api\/v1\/media\/[^/]+$/;
/** A text lesson read aloud: a file of the downloaded course like its media, played with ranges. */
const LESSON_AUDIO = /^\/api\/v1\/courses\/[^/]+\/lessons\/[^/]+\/audio\/[^/]+$/;
const LMS = /^\/api\/v1\/courses\/([^/]+)\/lms$/;
const LESSON = /^\/api\/v1\/courses\/([^/]+)\/lessons\/([^/]+)$/;
const TRANSLATIONS = `/api${API.translationsFrontend}`;

const sameOrigin = (url: URL) => url.origin === location.origin;

/** What a route's handler is given (workbox's own type lives in a package the app does not name). */
type RouteHandlerCallbackOptions = { request: Request; url: URL; event: unknown };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };

async function answerMedia({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const stored = await matchMedia(request.url);
  if (!stored) return fetch(request);
  return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
}

/** The stored request of the learner JSON this path names: the course by id or slug, a lesson by its id. */
async function storedLearnerRequest(pathname: string): Promise<{ course: StoredCourse; request: Request } | null> {
  const lesson = LESSON.exec(pathname);
  const lms = LMS.exec(pathname);
  const idOrSlug = lesson?.[1] ?? lms?.[1];
  if (!idOrSlug) return null;
  const named = await storedCourse(idOrSlug);
  const candidates = named ? [named] : lesson ? await storedCourses() : [];
  for (const course of candidates) {
    const request = await findStored(course.cache, (path) => (lesson ? LESSON.exec(path)?.[2] === lesson[2] : LMS.test(path)));
    if (request) return { course, request };
  }
  return null;
}

async function answerLearnerJson({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await fetch(request);
    // A downloaded course's copy follows the server while the network is there.
    if (response.ok) {
      const copy = response.clone();
      const refresh = storedLearnerRequest(url.pathname).then((stored) => stored?.course.cache.put(stored.request, copy));
      (event as ExtendableEvent | undefined)?.waitUntil(refresh.catch(() => undefined));
    }
    return response;
  } catch (error) {
    const stored = await storedLearnerRequest(url.pathname);
    const response = stored ? await stored.course.cache.match(stored.request, { ignoreVary: true }) : undefined;
    if (response) return response;
    throw error;
  }
}

async function answerTranslations({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const stored = await matchInCourses(request.url);
    if (stored) return stored;
    throw error;
  }
}

/**
 * A downloaded course's page for a navigation to one of its pages (its LMS page or a lesson),
 * and the downloads page stored with any course. Any page of the course will do: each is the
 * app's shell with the strings of the learning pages, and the router reads the address.
 */
export async function storedCoursePage(url: URL): Promise<Response | undefined> {
  const [first, second, third] = url.pathname.split('/').filter(Boolean);
  if (first === 'downloads' && !second) return matchInCourses(`${location.origin}/downloads`);
  const isCoursePage = (first === 'courses' && second && third === 'lms') || (first === 'learn' && second);
  if (!isCoursePage || !second) return undefined;
  const course = await storedCourse(second);
  for (const page of course?.meta.pages ?? []) {
    const response = await course?.cache.match(page, { ignoreVary: true });
    if (response) return response;
  }
  return undefined;
}

export function registerCourseRoutes() {
  registerRoute(
    ({ url, request }) =>
      sameOrigin(url) &&
      request.method === 'GET' &&
      (MEDIA.test(url.pathname) || LESSON_AUDIO.test(url.pathname)) &&
      !request.headers.has(DOWNLOAD_HEADER),
    answerMedia,
  );
  registerRoute(
    ({ url, request }) => sameOrigin(url) && request.method === 'GET' && (LMS.test(url.pathname) || LESSON.test(url.pathname)),
    answerLearnerJson,
  );
  registerRoute(({ url, request }) => sameOrigin(url) && request.method === 'GET' && url.pathname === TRANSLATIONS, answerTranslations);
}
