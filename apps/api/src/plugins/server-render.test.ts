import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isServerRendered, withInlineStylesheets } from './server-render.js';

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

describe('withInlineStylesheets', () => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc.css'), '.a{color:red}.b::after{content:"</style>"}');
  const template =
    '<html><head><script type="module" src="/assets/index.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="stylesheet" href="/assets/gone.css"></head><body><div id="root"></div></body></html>';

  it('puts each stylesheet the build made in the head in place of its link, whole', () => {
    const html = withInlineStylesheets(template, webDist);
    expect(html).toContain('<script type="module" src="/assets/index.js"></script><style>.a{color:red}');
    expect(html).not.toContain('href="/assets/index-abc.css"');
    // A stylesheet it cannot find keeps its link, for the browser to fetch.
    expect(html).toContain('<link rel="stylesheet" href="/assets/gone.css">');
  });

  it('never lets the stylesheet end its own element', () => {
    const html = withInlineStylesheets(template, webDist);
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('content:"<\\/style>"');
  });
});
