import { describe, expect, it } from 'vitest';
import { keepsPage, PAGES_PREFIX, pagesCacheName } from './caches';

describe('pagesCacheName', () => {
  const build = [{ url: 'index.html', revision: 'a1' }, { url: 'assets/index-abc.js', revision: null }, 'assets/site-def.js'];

  it('is the same for the same build, so a page kept by it is found again', () => {
    expect(pagesCacheName(build)).toBe(pagesCacheName([...build]));
    expect(pagesCacheName(build).startsWith(PAGES_PREFIX)).toBe(true);
  });

  it('changes with any file of the build, so pages naming old files are not served with new ones', () => {
    expect(pagesCacheName([{ url: 'index.html', revision: 'a2' }, ...build.slice(1)])).not.toBe(pagesCacheName(build));
    expect(pagesCacheName([...build.slice(0, 2), 'assets/site-xyz.js'])).not.toBe(pagesCacheName(build));
  });
});

describe('keepsPage', () => {
  const page = (status = 200, type = 'text/html; charset=utf-8') => new Response('<p>x</p>', { status, headers: { 'content-type': type } });
  const redirected = (response: Response) => {
    Object.defineProperty(response, 'redirected', { value: true });
    return response;
  };

  it('keeps a successful HTML page', () => {
    expect(keepsPage(page())).toBe(true);
  });

  it('keeps no error, no other type, and no page reached through a redirect (the sign-in page of a signed-out visit)', () => {
    expect(keepsPage(page(404))).toBe(false);
    expect(keepsPage(page(200, 'application/json'))).toBe(false);
    expect(keepsPage(redirected(page()))).toBe(false);
  });
});
