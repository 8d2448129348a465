// Layer rules of the API (apps/api). The layers, lowest first, each importing only itself and
// the layers below it:
//   lib (pure helpers) ← db (client, schema, row types, migrations) ← sessions, public-content,
//   throttling (services the plugins and the modules share) ← plugins ← modules ← commands ← seed ←
//   app.ts, server.ts.
// Inside a module its files use one another freely; another module, a command and the seed use it
// only through its service.ts or presenter.ts (never its repository, routes or helpers). A command
// (work that spans the tables of several modules, in one transaction) is run by a module's routes
// or service; scripts/check-module-edges.mjs keeps it out of repositories and presenters and
// checks the modules' edges through it. Tests may import anything. Import cycles are not checked here.
import boundaries from 'eslint-plugin-boundaries';
import { fileURLToPath } from 'node:url';

const SRC = 'apps/api/src';
const resolver = fileURLToPath(new URL('./ts-import-resolver.cjs', import.meta.url));

/** What another module, a command or the seed may use of a module. */
const MODULE_FACE = { element: { type: 'api-module' }, file: { categories: 'module-face' } };
const layer = (type) => ({ element: { type } });

/** Each layer with the layers it may import, itself included. */
const MAY_IMPORT = {
  'api-lib': [layer('api-lib')],
  'api-db': [layer('api-db'), layer('api-lib')],
  'api-shared': [layer('api-shared'), layer('api-db'), layer('api-lib')],
  'api-plugin': [layer('api-plugin'), layer('api-shared'), layer('api-db'), layer('api-lib')],
  'api-module': [
    { element: { type: 'api-module', captured: { module: '{{ from.element.captured.module }}' } } },
    MODULE_FACE,
    layer('api-command'),
    layer('api-plugin'),
    layer('api-shared'),
    layer('api-db'),
    layer('api-lib'),
  ],
  'api-command': [layer('api-command'), MODULE_FACE, layer('api-shared'), layer('api-db'), layer('api-lib')],
  'api-seed': [layer('api-seed'), layer('api-command'), MODULE_FACE, layer('api-shared'), layer('api-db'), layer('api-lib')],
  'api-entry': [
    layer('api-entry'),
    layer('api-seed'),
    layer('api-command'),
    layer('api-module'),
    layer('api-plugin'),
    layer('api-shared'),
    layer('api-db'),
    layer('api-lib'),
  ],
};

export default [
  {
    files: ['apps/api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [resolver]: {} },
      'boundaries/elements': [
        { type: 'api-lib', pattern: `${SRC}/lib`, partialMatch: false },
        { type: 'api-db', pattern: `${SRC}/db`, partialMatch: false },
        { type: 'api-shared', pattern: `${SRC}/{sessions,public-content,throttling}`, partialMatch: false },
        { type: 'api-plugin', pattern: `${SRC}/plugins`, partialMatch: false },
        { type: 'api-module', pattern: `${SRC}/modules/*`, partialMatch: false, capture: ['module'] },
        { type: 'api-command', pattern: `${SRC}/commands`, partialMatch: false },
        { type: 'api-seed', pattern: `${SRC}/seed`, partialMatch: false },
        // app.ts, server.ts and config.ts: what builds and starts the server.
        { type: 'api-entry', pattern: SRC, partialMatch: false },
      ],
      'boundaries/files': [
        { category: 'test', pattern: ['**/*.test.ts', `${SRC}/test/**`, '**/test-helpers.ts'] },
        { category: 'module-face', pattern: `${SRC}/modules/*/{service,presenter}.ts` },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.element.type }} may not import {{ to.element.type }} {{ to.file.path }} (layers: eslint/api-layers.js)',
          policies: [
            ...Object.entries(MAY_IMPORT).map(([type, allowed]) => ({ from: layer(type), allow: { to: allowed } })),
            { from: { file: { categories: 'test' } }, allow: { to: Object.keys(MAY_IMPORT).map(layer) } },
          ],
        },
      ],
    },
  },
  {
    // Every query of a module is in its repository.ts: other files may name the database's types only.
    files: [`${SRC}/modules/**/*.ts`, `${SRC}/commands/**/*.ts`],
    ignores: [`${SRC}/modules/*/repository.ts`, '**/*.test.ts', '**/test-helpers.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Queries belong in the module repository.ts.', allowTypeImports: true }],
          patterns: [{ group: ['**/db/schema.js'], message: 'Queries belong in the module repository.ts.', allowTypeImports: true }],
        },
      ],
    },
  },
  {
    // One way to declare a route's schemas: routeSchemas (lib/route-schema.ts), never an object written out.
    files: [`${SRC}/modules/*/routes.ts`, `${SRC}/modules/*/*-routes.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='schema'] > ObjectExpression",
          message: "Declare the route's schemas with the module's routeSchemas (lib/route-schema.ts).",
        },
      ],
    },
  },
];
