// No module imports itself back through a chain of imports. A cycle makes the order in which
// modules run depend on which one is imported first: a value read while its module has not run
// yet is undefined (or throws), and the layers stop being layers. Imports are resolved as the
// TypeScript compiler resolves them for each project (its paths, `./file.js` naming
// `./file.ts`, the workspaces' packages). Only imports that run count: `import type` is erased
// at build time and `import()` waits until it is called.
// Exits non-zero and names the files of each cycle.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const PROJECTS = ['packages/contracts', 'packages/ui-strings', 'apps/api', 'apps/web', 'e2e'];

/**
 * The one cycle allowed, file for file. The drizzle schema is one module to its users
 * (`db/schema.ts` re-exports the learning, offline, programmes, security, second-factor and account tables), while those tables point back
 * at users, courses and lessons of `schema.ts`. The references are lazy
 * (`.references(() => users.id)`), read only after every table is defined, so the order does
 * not matter; splitting the file would change the import path of every query in the API.
 */
const ALLOWED = [
  [
    'apps/api/src/db/schema-account.ts',
    'apps/api/src/db/schema-learning.ts',
    'apps/api/src/db/schema-offline.ts',
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

/** Every source file of the repository with the source files it imports at run time. */
function importGraph() {
  const graph = new Map();
  for (const dir of PROJECTS) {
    const { fileNames, options } = project(dir);
    const host = ts.createCompilerHost(options);
    for (const file of fileNames) {
      if (file.endsWith('.d.ts') || graph.has(file)) continue;
      const targets = new Set();
      for (const specifier of runtimeImports(file)) {
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

const allowed = new Set(ALLOWED.map((files) => files.join('\n')));
const failures = cycles(importGraph())
  .map((component) => component.map((file) => relative(root, file)).sort())
  .filter((files) => !allowed.has(files.join('\n')));

if (failures.length) {
  console.error(`Import cycles (${failures.length}): each file below imports itself back through the others.`);
  for (const files of failures) console.error(`\n  ${files.join('\n  ')}`);
  process.exit(1);
}
