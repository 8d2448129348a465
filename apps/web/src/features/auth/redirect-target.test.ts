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

  it('prefers returnTo, as read from the query', () => {
    expect(postSignInTarget('/dashboard/courses?page=2', 'USER')).toBe('/dashboard/courses?page=2');
  });

  it('keeps encoded characters of the query intact after one round trip', () => {
    const returnTo = new URLSearchParams(signInPathWithReturn('/dashboard/users', '?q=R%26D').split('?')[1]).get('returnTo');
    expect(postSignInTarget(returnTo, 'ADMIN')).toBe('/dashboard/users?q=R%26D');
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'dashboard'])(
    'ignores an unsafe returnTo %s',
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );

  it('encodes the current path and query', () => {
    expect(signInPathWithReturn('/dashboard/courses', '?status=draft&x=1')).toBe(
      '/signin?returnTo=%2Fdashboard%2Fcourses%3Fstatus%3Ddraft%26x%3D1',
    );
  });
});
