import { describe, expect, it } from 'vitest';
import { postSignInTarget, safeReturnTo, signInPathWithReturn } from './redirect-target';

describe('post sign-in target', () => {
  it.each([
    ['ADMIN', '/dashboard/courses'],
    ['SUPER_ADMIN', '/dashboard/courses'],
    ['admin', '/dashboard/courses'],
    ['ORGANIZATION', '/dashboard/users'],
    ['USER', '/courses'],
    ['FIELD_WORKER', '/courses'],
  ])('sends %s to %s without returnTo', (role, target) => {
    expect(postSignInTarget(null, role)).toBe(target);
  });

  it('reads an open-redirect link as no returnTo at all', () => {
    const returnTo = new URLSearchParams('returnTo=%2F%09%2Fevil.example').get('returnTo');
    expect(postSignInTarget(returnTo, 'USER')).toBe('/courses');
  });

  it('falls back to the landing page when the path leaves the site once normalised', () => {
    for (const query of ['returnTo=/.//evil.example', 'returnTo=%2F.%2F%2Fevil.example', 'returnTo=/a/..//evil.example']) {
      expect(postSignInTarget(new URLSearchParams(query).get('returnTo'), 'USER')).toBe('/courses');
    }
  });

  it('prefers returnTo, as read from the query', () => {
    expect(postSignInTarget('/dashboard/courses?page=2', 'USER')).toBe('/dashboard/courses?page=2');
  });

  it('keeps encoded characters of the query intact after one round trip', () => {
    const returnTo = new URLSearchParams(signInPathWithReturn('/dashboard/users', '?q=R%26D').split('?')[1]).get('returnTo');
    expect(postSignInTarget(returnTo, 'ADMIN')).toBe('/dashboard/users?q=R%26D');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    'javascript:alert(1)',
    'dashboard',
    // As URLSearchParams hands over ?returnTo=%2F%09%2Fevil.example: the browser drops the tab.
    '/\t/evil.example',
    '/\n/evil.example',
    // Still encoded once more, so that a second decoding would make them "//evil.example".
    '/%2F%09%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    `${window.location.origin}/courses`,
  ])('ignores an unsafe returnTo %s', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('encodes the current path and query', () => {
    expect(signInPathWithReturn('/dashboard/courses', '?status=draft&x=1')).toBe(
      '/signin?returnTo=%2Fdashboard%2Fcourses%3Fstatus%3Ddraft%26x%3D1',
    );
  });
});
