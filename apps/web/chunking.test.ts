import { describe, expect, it } from 'vitest';
import { codeSplitting } from './chunking';

const WEB_SOURCE = '/app/web/src/';
const src = (path: string) => `${WEB_SOURCE}${path}`;
const ENTRY = src('main.tsx');
const APP_START = src('app/take-over.tsx');
const PAGE = src('features/info/pages/about-page.tsx');

/**
 * A small app as the bundler sees it: who imports each module statically. The entry imports the
 * app's second step and the page only dynamically, so neither has an importer here.
 */
const importersOf: Record<string, string[]> = {
  [ENTRY]: [],
  [src('features/i18n/start.ts')]: [ENTRY],
  [src('lib/i18n.ts')]: [src('features/i18n/start.ts'), src('app/app.tsx')],
  [APP_START]: [],
  [src('app/app.tsx')]: [APP_START],
  '/node_modules/react-router/index.mjs': [src('app/app.tsx'), PAGE],
  [PAGE]: [],
  [src('components/pager.tsx')]: [PAGE],
  '/node_modules/zod/index.js': [src('features/contact/pages/contact-page.tsx')],
  [src('index.css')]: [],
};

function groupsOf() {
  const { groups = [] } = codeSplitting({
    webSource: WEB_SOURCE,
    publicPages: ['/src/features/info/pages/about-page.tsx'],
    appStart: '/src/app/take-over.tsx',
  });
  const ctx = {
    getModuleInfo: (id: string) =>
      id in importersOf ? { isEntry: id === ENTRY || id === src('index.css'), importers: importersOf[id] } : null,
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

  it('puts what the entry imports in its own file, even what the app’s second step imports too', () => {
    expect(groupOf(ENTRY)).toBe('start');
    expect(groupOf(src('features/i18n/start.ts'))).toBe('start');
    expect(groupOf(src('lib/i18n.ts'))).toBe('start');
  });

  it('puts the app’s second step and what only it needs in a file of their own', () => {
    expect(groupOf(APP_START)).toBe('app');
    expect(groupOf(src('app/app.tsx'))).toBe('app');
    expect(groupOf('/node_modules/react-router/index.mjs')).toBe('app');
  });

  it('gathers the reading pages’ shared code, and leaves the rest to the bundler', () => {
    expect(groupOf(src('components/pager.tsx'))).toBe('site');
    expect(groupOf(PAGE)).toBeNull();
    expect(groupOf('/node_modules/zod/index.js')).toBeNull();
  });

  it('leaves the stylesheet, an entry of its own, out of the entry’s file', () => {
    expect(groupOf(src('index.css'))).toBeNull();
  });
});
