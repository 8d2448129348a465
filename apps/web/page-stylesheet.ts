import type { Plugin } from 'vite';

/**
 * The app's stylesheet as the page's own: an entry of its own in the build, linked from the head of
 * `index.html` (which the server inlines, apps/api/src/plugins/server-render.ts), instead of a
 * module the script imports.
 *
 * Why: imported by the script, the stylesheet belonged to the entry's file, and the build's loader
 * for code fetched later (a page's own, a section's as it nears the screen) asked for it along with
 * that code. On a page whose HTML carries the stylesheet inlined there was no link to it, so the
 * browser fetched it then, waited for it before running that code, and restyled every element of
 * the page when it arrived: on a slow phone, a long task while the app takes the page over.
 * `source`: the stylesheet's path from the web app's root.
 */
export function pageStylesheet(source: string): Plugin[] {
  const link = (href: string) => ({ tag: 'link', attrs: { rel: 'stylesheet', href }, injectTo: 'head' as const });
  return [
    {
      name: 'jal:page-stylesheet',
      apply: 'serve',
      transformIndexHtml: () => [link(`/${source}`)],
    },
    {
      name: 'jal:page-stylesheet',
      apply: 'build',
      config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', styles: source } } } }),
      transformIndexHtml: {
        order: 'post',
        handler(_html, context) {
          const stylesheet = Object.values(context.bundle ?? {}).find(
            (file) => file.type === 'asset' && file.fileName.endsWith('.css') && file.originalFileNames.includes(source),
          );
          if (!stylesheet) throw new Error(`The build made no stylesheet from ${source}`);
          return [link(`/${stylesheet.fileName}`)];
        },
      },
    },
  ];
}
