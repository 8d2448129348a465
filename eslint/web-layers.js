import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

const WEB = 'apps/web/src';

/**
 * Layer rules of the web app (apps/web/src), from the top:
 *   app          the router, layouts, guards and route tables: composes the features, each
 *                through its index.ts; where a page shows another feature's part, the app hands
 *                it in (a prop, or `withParts`);
 *   features/X   one area of the product, named after the API resource it shows: its own files
 *                and the shared layers below. Never another feature, not even its index.ts, and
 *                never the app;
 *   components   shared UI: only lib;
 *   lib          shared code without UI (the API client, who is signed in, the UI strings, the
 *                reader's settings): nothing above it.
 * Every kind of import counts: type-only, re-exports and `import()` too.
 * Tests and test helpers may reach into anything they test, so they are left out.
 */
export default [
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    ignores: [`${WEB}/**/*.test.{ts,tsx}`, `${WEB}/test/**`, `${WEB}/features/*/testing/**`],
    plugins: { boundaries },
    settings: {
      // `@/` is the web app's source folder; without resolving it every import would look external.
      'import/resolver': { [fileURLToPath(new URL('./web-alias-resolver.js', import.meta.url))]: {} },
      // The start-up script, one file at the source's top.
      'boundaries/files': [{ category: 'entry', pattern: `${WEB}/main.tsx` }],
      'boundaries/elements': [
        { type: 'app', pattern: `${WEB}/app` },
        { type: 'feature', pattern: `${WEB}/features/*`, capture: ['feature'] },
        { type: 'components', pattern: `${WEB}/components` },
        { type: 'lib', pattern: `${WEB}/lib` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // The start-up script and the app: the app, and the layers below it (features by their index).
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['app', 'components', 'lib'] } } } },
            { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: ['app', 'components', 'lib'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            { from: { file: { categories: 'entry' } }, allow: { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } } },
            // A feature: any file of its own, and the shared layers; no other feature at all.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', captured: { feature: '{{ from.captured.feature }}' } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: ['components', 'lib'] } } },
            },
            // Shared UI uses shared code; shared code uses nothing of the app's own above it.
            { from: { element: { type: 'components' } }, allow: { to: { element: { type: ['components', 'lib'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
          ],
        },
      ],
    },
  },
];
