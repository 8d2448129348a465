import { describe, expect, it } from 'vitest';
import { bootRequestsFor as everyBootRequestFor, FOOTER_COURSES_REQUEST, requestKey } from './boot-requests.js';

/** A page's own reads: every page but the player's also reads the footer's courses (tested below). */
const bootRequestsFor = (...args: Parameters<typeof everyBootRequestFor>) =>
  everyBootRequestFor(...args).filter((request) => request !== FOOTER_COURSES_REQUEST);

describe('requestKey', () => {
  it('spells a query one way whatever its order, leaving out empty values', () => {
    expect(requestKey('/v1/courses', { status: 'published', limit: 12, page: 1, search: undefined, level: '' })).toBe(
      '/v1/courses?limit=12&page=1&status=published',
    );
    expect(requestKey('/v1/courses', { page: 1, limit: 12, status: 'published' })).toBe('/v1/courses?limit=12&page=1&status=published');
    expect(requestKey('/v1/courses/categories')).toBe('/v1/courses/categories');
  });

  it('encodes what it is given', () => {
    expect(requestKey('/v1/courses', { search: 'जल & मिट्टी' })).toBe(
      '/v1/courses?search=%E0%A4%9C%E0%A4%B2+%26+%E0%A4%AE%E0%A4%BF%E0%A4%9F%E0%A5%8D%E0%A4%9F%E0%A5%80',
    );
  });
});

describe('bootRequestsFor', () => {
  it('gives the landing page its hero teasers', () => {
    expect(bootRequestsFor('/', '')).toEqual([{ path: '/v1/courses', query: { status: 'published', limit: 2 } }]);
  });

  it('gives the catalogue the page of courses its URL asks for, and the categories', () => {
    const [list, categories] = bootRequestsFor('/courses/', 'q=water&level=beginner&page=3&category=BAD!');
    expect(list).toEqual({
      path: '/v1/courses',
      query: { status: 'published', limit: 12, page: 3, search: 'water', level: 'beginner', category: undefined },
      leadImage: true,
    });
    expect(categories).toEqual({ path: '/v1/courses/categories' });
  });

  it('gives a course page its course, and nothing to a malformed id', () => {
    expect(bootRequestsFor('/courses/watershed-basics', '')).toEqual([{ path: '/v1/courses/watershed-basics', leadImage: true }]);
    expect(bootRequestsFor('/courses/%E0%A4', '')).toEqual([]);
  });

  it('gives nothing to pages that wait for no public read', () => {
    for (const path of ['/about', '/courses/x/lms', '/learn/x', '/signup']) expect(bootRequestsFor(path, '')).toEqual([]);
  });

  it('gives the sign-in page and every dashboard page whether demo mode is on', () => {
    for (const path of ['/signin', '/signin/', '/dashboard', '/dashboard/users', '/dashboard/demo-mode'])
      expect(bootRequestsFor(path, '')).toEqual([{ path: '/v1/demo-mode' }]);
  });

  it("adds a signed-in visitor's own reads to their learning pages, and only theirs", () => {
    const signedIn = { signedIn: true };
    const lms = { path: '/v1/courses/c%201/lms', personal: true };
    const enrolments = { path: '/v1/enrolments', personal: true };
    expect(bootRequestsFor('/courses/c%201/lms', '', signedIn)).toEqual([lms, enrolments]);
    expect(bootRequestsFor('/learn/c%201/lesson%202', '', signedIn)).toEqual([
      lms,
      { path: '/v1/courses/c%201/lessons/lesson%202', personal: true },
    ]);
    expect(bootRequestsFor('/learn/c%201', '', signedIn)).toEqual([lms]);
    expect(bootRequestsFor('/my-learning', '', signedIn)).toEqual([enrolments]);
    expect(bootRequestsFor('/profile', '', signedIn)).toEqual([{ path: '/v1/user/me/sessions', personal: true }]);
    expect(bootRequestsFor('/profile', '')).toEqual([]);
    expect(bootRequestsFor('/courses/c%201', '', signedIn)).toEqual([{ path: '/v1/courses/c%201', leadImage: true }, lms]);
    expect(bootRequestsFor('/courses/c%201/complete', '', signedIn)).toEqual([]);
    expect(bootRequestsFor('/my-learning', '')).toEqual([]);
  });

  it("adds the download panel's sizes to the LMS page, in the visitor's language", () => {
    const requests = bootRequestsFor('/courses/c%201/lms', '', { signedIn: true, language: 'hi' });
    expect(requests.at(-1)).toEqual({
      path: '/v1/courses/c%201/offline',
      query: { quality: '360p', purpose: 'sizes', language: 'hi', audio: 'opus' },
      personal: true,
    });
    expect(requestKey(requests.at(-1)!.path, requests.at(-1)!.query)).toBe(
      '/v1/courses/c%201/offline?audio=opus&language=hi&purpose=sizes&quality=360p',
    );
    expect(bootRequestsFor('/courses/c%201/lms', '', { signedIn: false, language: 'hi' })).toEqual([]);
  });

  it("gives every page but the player's the footer's course links", () => {
    const footer = { path: '/v1/courses', query: { status: 'published', limit: 4 } };
    for (const path of ['/', '/about', '/courses/x', '/my-learning', '/signin', '/dashboard/users'])
      expect(everyBootRequestFor(path, '', { signedIn: true })).toContainEqual(footer);
    for (const path of ['/learn/x', '/learn/x/y']) expect(everyBootRequestFor(path, '', { signedIn: true })).not.toContainEqual(footer);
  });
});
