import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHints } from './compile-hints';

const chunk = (name: string, isEntry: boolean, facadeModuleId: string | null) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  facadeModuleId,
  code: `/* ${name} */`,
});

/** Runs the plugin over a bundle as the build hands it over, and answers the files' code by name. */
function marked(files: ReturnType<typeof chunk>[]): Record<string, string> {
  const bundle = Object.fromEntries(files.map((file) => [file.name, file]));
  const hook = compileHints(['/src/features/info/pages/about-page.tsx']).generateBundle;
  if (!hook || typeof hook === 'function') throw new Error('the plugin must run after the build’s own steps');
  (hook.handler as (...args: unknown[]) => void).call({}, {}, bundle, false);
  return Object.fromEntries(files.map((file) => [file.name, file.code]));
}

describe('compile hints', () => {
  it('marks the scripts a reading page’s first view runs: the entry, the site’s shared code and the page’s own', () => {
    const code = marked([
      chunk('index', true, '/app/index.html'),
      chunk('site', false, null),
      chunk('about-page', false, '/app/src/features/info/pages/about-page.tsx'),
    ]);
    expect(code.index).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}/* index */`);
    expect(code.site).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}/* site */`);
    expect(code['about-page']).toBe(`${ALL_FUNCTIONS_CALLED_ON_LOAD}/* about-page */`);
  });

  it('leaves the other pages’ scripts to compile as they run', () => {
    const code = marked([chunk('dashboard-layout', false, '/app/src/features/dashboard/dashboard-layout.tsx'), chunk('zod', false, null)]);
    expect(code['dashboard-layout']).toBe('/* dashboard-layout */');
    expect(code.zod).toBe('/* zod */');
  });
});
