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

type Group = 'start' | 'app' | 'site';

const isStylesheet = (id: string) => id.endsWith('.css');

/**
 * How the build groups modules into files. Left alone, the bundler gives every set of modules
 * shared by a different set of pages its own small file: the first view of a course page fetched
 * twenty scripts, and on a slow phone's connection each costs a round trip. Here:
 *   - `start`: everything the entry imports statically (reading the page's strings and choices);
 *     it lands in the entry's file;
 *   - `app`: everything the app's second step (`appStart`, which the entry imports when it has
 *     run) imports statically and the entry does not: the router, the page's frame, the data
 *     layer. A file of its own so that a slow phone evaluates the two in separate tasks; the server
 *     preloads it with every page, so it costs no round trip;
 *   - `site`: the web app's own modules that the reading pages import (`publicPages`: landing,
 *     catalogue, course, About, Resources), about 12 KB compressed: opening one of them loads the
 *     rest for the next click. Libraries only the forms need (zod) stay with the forms;
 *   - everything else (dashboard, player, forms, below-the-fold sections) is split as usual.
 * The first view of a reading page is then four scripts: the entry, `app`, `site` and the page's
 * own. `webSource`: the web app's own source folder, as module ids begin (absolute paths);
 * `publicPages` and `appStart`: module paths, as the ends of their module ids.
 */
export function codeSplitting(options: { webSource: string; publicPages: string[]; appStart: string }): Rolldown.CodeSplittingOptions {
  const { webSource, publicPages, appStart } = options;
  const isPublicPage = (id: string) => publicPages.some((path) => id.endsWith(path));
  const isAppStart = (id: string) => id.endsWith(appStart);
  const group = new Map<string, Group | null>();

  const groupOf = (id: string, info: ModuleInfoOf) => {
    const known = group.get(id);
    if (known !== undefined) return known;
    const importers = [...staticImporters(id, info)];
    let name: Group | null = null;
    // The stylesheet is an entry of its own (page-stylesheet.ts), and stays one.
    if (isStylesheet(id)) name = null;
    else if (info(id)?.isEntry || importers.some((importer) => info(importer)?.isEntry)) name = 'start';
    else if (isAppStart(id) || importers.some(isAppStart)) name = 'app';
    else if (id.startsWith(webSource) && !isPublicPage(id) && importers.some(isPublicPage)) name = 'site';
    group.set(id, name);
    return name;
  };
  const inGroup = (wanted: Group) => (id: string, ctx: { getModuleInfo: ModuleInfoOf }) =>
    groupOf(id, (m) => ctx.getModuleInfo(m)) === wanted ? wanted : null;

  return {
    groups: [
      { name: inGroup('start'), priority: 3 },
      { name: inGroup('app'), priority: 2 },
      { name: inGroup('site'), priority: 1 },
    ],
  };
}
