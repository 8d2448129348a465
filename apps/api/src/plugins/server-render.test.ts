import { describe, expect, it } from 'vitest';
import { isServerRendered } from './server-render.js';

describe('isServerRendered', () => {
  it('leaves the pages with password forms to the browser, whose Show buttons work only once the app runs', () => {
    for (const path of ['/signin', '/signup', '/forgot-password', '/reset-password', '/set-password', '/set-password/']) {
      expect(isServerRendered(path), path).toBe(false);
    }
  });

  it('renders every other page on the server', () => {
    for (const path of [
      '/',
      '/courses',
      '/courses/abc',
      '/about',
      '/contact',
      '/verify/JAL-1',
      '/account',
      '/dashboard/users',
      '/missing',
    ]) {
      expect(isServerRendered(path), path).toBe(true);
    }
  });
});
