import { describe, expect, it } from 'vitest';
import { codeSplitting } from './chunking';

const WEB_SOURCE = '/app/web/src/';
const src = (path: string) => `${WEB_SOURCE}${path}`;
const ENTRY = src('main.tsx');
const STYLESHEET = src('index.css');
const PAGE = src('features/info/pages/about-page.tsx');

/** A small app as the bundler sees it: who imports each module statically (pages are imported lazily). */
const importersOf: Record<string, string[]> = {
  [ENTRY]: [],
  [STYLESHEET]: [],
  [src('app/router.tsx')]: [ENTRY],
  '/node_modules/react-router/index.mjs': [src('app/router.tsx'), PAGE],
  [PAGE]: [],
  [src('components/pager.tsx')]: [PAGE],
  '/node_modules/zod/index.js': [src('features/contact/pages/contact-page.tsx')],
};

/** The group each module lands in, as the bundler asks: the groups by priority, the first name wins. */
function groupsOf() {
  const { groups = [] } = codeSplitting({ webSource: WEB_SOURCE, publicPages: ['/src/features/info/pages/about-page.tsx'] });
  const ctx = {
    getModuleInfo: (id: string) => (id in importersOf ? { isEntry: id === ENTRY || id === STYLESHEET, importers: importersOf[id] } : null),
  };
  return (id: string) => {
    for (const group of [...groups].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))) {
      const name = typeof group.name === 'function' ? (group.name as (id: string, ctx: unknown) => string | null)(id, ctx) : group.name;
      if (name) return name;
    }
    return null;
  };
}

describe('the files the build makes', () => {
  const groupOf = groupsOf();

  it('puts everything the entry imports in the entry’s file, even what the pages import too', () => {
    expect(groupOf(ENTRY)).toBe('app');
    expect(groupOf(src('app/router.tsx'))).toBe('app');
    expect(groupOf('/node_modules/react-router/index.mjs')).toBe('app');
  });

  it('gathers the reading pages’ shared code, and leaves the rest to the bundler', () => {
    expect(groupOf(src('components/pager.tsx'))).toBe('site');
    expect(groupOf(PAGE)).toBeNull();
    expect(groupOf('/node_modules/zod/index.js')).toBeNull();
  });

  it('leaves the stylesheet, an entry of its own, out of the entry’s file', () => {
    expect(groupOf(STYLESHEET)).toBeNull();
  });
});
