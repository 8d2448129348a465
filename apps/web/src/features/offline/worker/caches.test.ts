import { describe, expect, it } from 'vitest';
import { PAGES_PREFIX, pagesCacheName } from './caches';

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
