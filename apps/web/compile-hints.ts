import type { Plugin } from 'vite';

/** V8's mark for a script whose functions all run while the page loads (Chromium 136 and later). */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the scripts a reading page's first view runs (the entry, `site` and the reading pages' own:
 * see chunking.ts) for V8 to compile whole while they download, on a thread of their own. Unmarked,
 * V8 compiles each function on the main thread the first time it is called: about a third of the
 * page's script time on a slow phone, in the tasks that take the page over, where it made some
 * longer than 50 ms. On a 2G-class link the scripts take seconds to arrive, time that thread spends
 * waiting anyway. Other files (the dashboard, the player, the forms) stay as they are: many of their
 * functions never run, and compiling them would cost a phone memory for nothing. Browsers without
 * the mark read it as a comment.
 */
export function compileHints(publicPages: string[]): Plugin {
  const isFirstView = (chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) =>
    chunk.isEntry || chunk.name === 'site' || publicPages.some((path) => chunk.facadeModuleId?.endsWith(path));
  return {
    name: 'jal:compile-hints',
    apply: 'build',
    // After the build's own steps, which rewrite the entry's start (its list of preloads).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk' && isFirstView(file)) file.code = ALL_FUNCTIONS_CALLED_ON_LOAD + file.code;
        }
      },
    },
  };
}
