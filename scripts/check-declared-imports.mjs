// Every workspace declares the packages its code imports, so that it installs and builds on its
// own and its package.json tells the truth about what it depends on. Tests and build
// configuration may also use the tools the root declares (Vitest, Playwright, TypeScript).
// Exits non-zero and names each undeclared import.
import { builtinModules } from 'node:module';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'migrations', 'public']);
// A module specifier holds no spaces, quotes or brackets: that keeps a string such as
// header('from') in a test from reading as an import.
// It ends its statement or argument list, which keeps `from "jobs" as "twin"` in SQL from reading as one.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"\s()]+)['"](?=[ \t]*(?:[;),\r\n]|$|with\b|assert\b))/g;

function declared(pkg) {
  return new Set([
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.devDependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
}

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE.test(name)) yield path;
  }
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; relative and aliased paths → null. */
function packageName(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('#') || specifier.startsWith('@/')) {
    return null;
  }
  if (specifier.startsWith('node:') || builtins.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Tests, a module's test helpers (`test-helpers.ts` beside its tests, a `testing/` folder anywhere
 * in a web feature) and build configuration run with the root's tools; shipped code may not.
 */
function isToolingFile(path) {
  return (
    /\.test\.[tj]sx?$/.test(path) ||
    /\/test-helpers\.[tj]s$/.test(path) ||
    /\/src\/test\//.test(path) ||
    /\/features\/.+\/testing\//.test(path) ||
    /\.config\.[tj]s$/.test(path)
  );
}

const rootTools = declared(rootPackage);
const problems = [];
for (const workspace of rootPackage.workspaces) {
  const dir = join(root, workspace);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const own = declared(pkg);
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const name = packageName(specifier);
      if (!name || name === pkg.name || own.has(name)) continue;
      if (isToolingFile(file) && rootTools.has(name)) continue;
      problems.push(`${relative(root, file)}: imports '${name}', which ${workspace}/package.json does not declare`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
