import { catalogueQuery, parseCatalogueParams } from './catalogue.js';
import { FOOTER_COURSES_LIMIT, OFFERED_QUALITY } from './constants.js';
import { API } from './paths.js';

export type QueryValues = Record<string, string | number | boolean | undefined>;
/**
 * `leadImage`: the answer's (first) course image is the largest thing of the first view.
 * `keepNotFound`: a 404 answer is part of the page too (it says so at once, e.g. an unknown code).
 * `personal`: the signed-in person's own data, read with their session; the page that carries it
 * is theirs alone.
 */
/**
 * Who the page is drawn for: signed in or not, the language they read the site in, and whether the
 * page is fetched to be kept for use offline (DOWNLOAD_HEADER), where it shows no download panel.
 */
export type Visitor = { signedIn: boolean; language?: string; forDownload?: boolean };

export type BootRequest = { path: string; query?: QueryValues; leadImage?: boolean; keepNotFound?: boolean; personal?: boolean };

/** How many published courses the landing page's hero shows. */
export const HERO_TEASER_LIMIT = 2;

/**
 * One spelling of a GET request (path below /api, then its non-empty query values sorted by
 * name), so the server's inlined answers and the client's requests meet whatever order the
 * query was written in.
 */
export function requestKey(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The query of a course's offline package asked only for its sizes (nothing is recorded), as the
 * download panel asks it: the quality offered first, the site's language (videos are spoken in it)
 * and the audio format the browser plays. The server's copy assumes Opus, which the phones the
 * site is made for play; a browser that plays only MP3 asks again.
 */
export function offlineSizesQuery(quality: string, language: string, audio: 'opus' | 'mp3'): QueryValues {
  return { quality, purpose: 'sizes', language, audio };
}

/**
 * The signed-in person's reads that the learning pages' first view waits for: the course's
 * lessons with their state (the LMS page, the player's lesson list, the course page's Continue),
 * the lesson the player opens, with its content, their courses (My learning, and the LMS page's
 * list of their other courses), the sizes of the LMS page's download panel, and the profile's
 * list of their devices.
 */
function personalRequestsFor(segments: (string | undefined)[], { language, forDownload }: Visitor): BootRequest[] {
  const [first, second, third] = segments;
  if (first === 'my-learning' && !second) return [{ path: API.enrolments, personal: true }];
  // The profile's "My devices".
  if (first === 'profile' && !second) return [{ path: API.mySessions, personal: true }];
  const courseId = second ? safeDecode(second) : null;
  if (!courseId) return [];
  const lms: BootRequest = { path: API.courseLms(courseId), personal: true };
  if (first === 'learn') {
    const lessonId = third ? safeDecode(third) : null;
    return lessonId ? [lms, { path: API.lesson(courseId, lessonId), personal: true }] : [lms];
  }
  if (first === 'courses' && !third) return [lms];
  if (first !== 'courses' || third !== 'lms') return [];
  // The LMS page lists the learner's other courses beside this one, and offers the download.
  const sizes: BootRequest[] =
    language && !forDownload
      ? [{ path: API.courseOfflinePackage(courseId), query: offlineSizesQuery(OFFERED_QUALITY, language, 'opus'), personal: true }]
      : [];
  return [lms, { path: API.enrolments, personal: true }, ...sizes];
}

/**
 * The API reads the first view of a page waits for, which the server answers inside the page's
 * HTML (docs/decisions/006). Only what is above the fold on a phone: the rest can wait. A
 * signed-in visitor's learning pages get their own reads too.
 */
export function bootRequestsFor(pathname: string, search: string, visitor: Visitor = { signedIn: false }): BootRequest[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  const segments = path.split('/').filter(Boolean);
  const first = segments[0];
  const personal = visitor.signedIn ? personalRequestsFor(segments, visitor) : [];
  // The player's footer is drawn after its lesson, and on a phone it has no course links.
  const footer = first === 'learn' ? [] : [FOOTER_COURSES_REQUEST];
  return [...publicRequestsFor(path, search), ...personal, ...footer];
}

/**
 * The footer's course links, in every page's HTML: a page read without its script, or before its
 * script has come over a slow link, shows them too.
 */
export const FOOTER_COURSES_REQUEST: BootRequest = { path: API.courses, query: { status: 'published', limit: FOOTER_COURSES_LIMIT } };

function publicRequestsFor(path: string, search: string): BootRequest[] {
  const [first, second, third] = path.split('/').filter(Boolean);
  // The sign-in page's demo panel and the dashboard's demo-mode warning.
  if (path === '/signin' || first === 'dashboard') return [{ path: API.demoAccounts }];
  if (path === '/') return [{ path: API.courses, query: { status: 'published', limit: HERO_TEASER_LIMIT } }];
  if (first === 'verify' && second && !third) {
    const code = safeDecode(second);
    return code ? [{ path: `/v1/certificates/${encodeURIComponent(code)}`, keepNotFound: true }] : [];
  }
  if (first !== 'courses' || third) return [];
  if (second) {
    const id = safeDecode(second);
    return id ? [{ path: API.course(id), leadImage: true }] : [];
  }
  return [
    { path: API.courses, query: catalogueQuery(parseCatalogueParams(new URLSearchParams(search))), leadImage: true },
    { path: API.courseCategories },
  ];
}
