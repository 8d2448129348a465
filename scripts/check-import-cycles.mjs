// No module imports itself back through a chain of imports. A cycle makes the order in which
// modules run depend on which one is imported first: a value read while its module has not run
// yet is undefined (or throws), and the layers stop being layers. Imports are resolved as the
// TypeScript compiler resolves them for each project (its paths, `./file.js` naming
// `./file.ts`, the workspaces' packages). Only imports that run count: `import type` is erased
// at build time and `import()` waits until it is called.
// The web app is also checked as a whole, by its layers and features (apps/web/src: app,
// features/<name>, components, lib): none of them may import itself back through the others, by
// any import at all (`import type` and `import()` count there, as they do for the layers' lint).
// Exits non-zero and names the files of each cycle, and the web's parts of each loop.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = ['packages/contracts', 'packages/ui-strings', 'apps/api', 'apps/web', 'e2e'];

/**
 * The one cycle allowed, file for file. The drizzle schema is one module to its users
 * (`db/schema.ts` re-exports the learning, map tiles, offline, practicals, programmes, security, second-factor and account tables), while those tables point back
 * at users, courses and lessons of `schema.ts`. The references are lazy
 * (`.references(() => users.id)`), read only after every table is defined, so the order does
 * not matter; splitting the file would change the import path of every query in the API.
 */
const ALLOWED = [
  [
    'apps/api/src/db/schema-account.ts',
    'apps/api/src/db/schema-learning.ts',
    'apps/api/src/db/schema-map-tiles.ts',
    'apps/api/src/db/schema-offline.ts',
    'apps/api/src/db/schema-practicals.ts',
    'apps/api/src/db/schema-programmes.ts',
    'apps/api/src/db/schema-second-factor.ts',
    'apps/api/src/db/schema-security.ts',
    'apps/api/src/db/schema.ts',
  ],
];

/** The project's source files and compiler options, as `tsc -p` reads them. */
function project(dir) {
  const path = join(root, dir, 'tsconfig.json');
  const { config } = ts.readConfigFile(path, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(path));
}

/** The module specifiers a file imports or re-exports at run time. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every module specifier a file names: imports of values and of types, re-exports, `import()`. */
function everyImport(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0] ?? node)
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

/** Every source file of the projects with the source files it imports (`importsOf` names which). */
function importGraph(projects = PROJECTS, importsOf = runtimeImports) {
  const graph = new Map();
  for (const dir of projects) {
    const { fileNames, options } = project(dir);
    const host = ts.createCompilerHost(options);
    for (const file of fileNames) {
      if (file.endsWith('.d.ts') || graph.has(file)) continue;
      const targets = new Set();
      for (const specifier of importsOf(file)) {
        const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.endsWith('.d.ts')) continue;
        const target = ts.sys.realpath ? ts.sys.realpath(resolved.resolvedFileName) : resolved.resolvedFileName;
        if (!target.includes('/node_modules/')) targets.add(target);
      }
      graph.set(file, targets);
    }
  }
  return graph;
}

/** The strongly connected components of more than one file (or a file importing itself): Tarjan. */
function cycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.has(file)) found.push(component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

const WEB_SOURCE = join(root, 'apps/web/src');

/**
 * The web app's part a source file belongs to: `app`, `features/<name>`, `components`, `lib`;
 * the start-up files at the top are `entry`. Tests and test helpers are left out: they may
 * reach into anything they test.
 */
function webPartOf(file) {
  const path = relative(WEB_SOURCE, file);
  if (path.startsWith('..') || /\.test\.tsx?$/.test(path) || path.startsWith('test/') || /^features\/[^/]+\/testing\//.test(path))
    return null;
  const [top, name] = path.split('/');
  if (top === 'features') return `features/${name}`;
  return path.includes('/') ? top : 'entry';
}

/** The web app's parts, each with the parts its files import by any import at all (its own left out). */
function webPartGraph() {
  const parts = new Map();
  for (const [file, targets] of importGraph(['apps/web'], everyImport)) {
    const from = webPartOf(file);
    if (!from) continue;
    if (!parts.has(from)) parts.set(from, new Set());
    for (const target of targets) {
      const to = webPartOf(target);
      if (to && to !== from) parts.get(from).add(to);
    }
  }
  return parts;
}

const allowed = new Set(ALLOWED.map((files) => files.join('\n')));
const failures = cycles(importGraph())
  .map((component) => component.map((file) => relative(root, file)).sort())
  .filter((files) => !allowed.has(files.join('\n')));
const webLoops = cycles(webPartGraph()).map((component) => component.sort());

if (failures.length) {
  console.error(`Import cycles (${failures.length}): each file below imports itself back through the others.`);
  for (const files of failures) console.error(`\n  ${files.join('\n  ')}`);
}
if (webLoops.length) {
  console.error(`Loops between the web app's parts (${webLoops.length}): each part below imports itself back through the others.`);
  for (const loop of webLoops) console.error(`\n  ${loop.map((part) => `apps/web/src/${part === 'entry' ? '*.tsx' : part}`).join('\n  ')}`);
}
if (failures.length || webLoops.length) process.exit(1);
