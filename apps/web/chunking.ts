import type { Rolldown } from 'vite';

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/** Every module that imports `id` statically, directly or through other modules. */
function staticImporters(id: string, info: ModuleInfoOf): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of info(queue.pop()!)?.importers ?? []) {
      if (found.has(importer)) continue;
      found.add(importer);
      queue.push(importer);
    }
  }
  return found;
}

/**
 * How the build groups modules into files. Left alone, the bundler gives every set of modules
 * shared by a different set of pages its own small file: the first view of a course page fetched
 * twenty scripts, and on a slow phone's connection each costs a round trip. Here:
 *   - `app`: everything the entry imports statically (all of it runs before the first render);
 *     it lands in the entry's file;
 *   - `site`: the web app's own modules that the reading pages import (`publicPages`: landing,
 *     catalogue, course, About, Resources), about 12 KB compressed: opening one of them loads the
 *     rest for the next click. Libraries only the forms need (zod) stay with the forms;
 *   - everything else (dashboard, player, forms, below-the-fold sections) is split as usual.
 * The first view of a reading page is then three scripts: the entry, `site` and the page's own.
 * `webSource`: the web app's own source folder, as module ids begin (absolute paths);
 * `publicPages`: those page modules' paths, as the ends of their module ids.
 */
export function codeSplitting({ webSource, publicPages }: { webSource: string; publicPages: string[] }): Rolldown.CodeSplittingOptions {
  const isPublicPage = (id: string) => publicPages.some((path) => id.endsWith(path));
  const group = new Map<string, 'app' | 'site' | null>();

  const groupOf = (id: string, info: ModuleInfoOf) => {
    // The stylesheet is an entry of its own (page-stylesheet.ts), in no script's file.
    if (id.endsWith('.css')) return null;
    const known = group.get(id);
    if (known !== undefined) return known;
    const importers = [...staticImporters(id, info)];
    let name: 'app' | 'site' | null = null;
    if (info(id)?.isEntry || importers.some((importer) => info(importer)?.isEntry)) name = 'app';
    else if (id.startsWith(webSource) && !isPublicPage(id) && importers.some(isPublicPage)) name = 'site';
    group.set(id, name);
    return name;
  };

  return {
    groups: [
      { name: (id, ctx) => (groupOf(id, (m) => ctx.getModuleInfo(m)) === 'app' ? 'app' : null), priority: 2 },
      { name: (id, ctx) => (groupOf(id, (m) => ctx.getModuleInfo(m)) === 'site' ? 'site' : null), priority: 1 },
    ],
  };
}
