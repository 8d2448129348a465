// Builds a workspace when its output is missing or older than its sources: `npm start` and the
// server's commands (create-admin, backup, restore) run the build, never the sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale(name, output, sources, workspace) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  const changed = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (built && built >= changed) return;
  // Progress goes to stderr: a command's own output stays clean for whoever reads it.
  console.error(`Building the ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: ['inherit', process.stderr, 'inherit'] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildWebIfStale() {
  buildIfStale(
    'web app',
    join(root, 'apps/web/dist/index.html'),
    ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contracts/src'],
    '@jal/web',
  );
}

/** The API's bundle `name` (server, create-admin, backup, restore), built first if needed; its path. */
export function apiBundle(name) {
  const bundle = join(root, `apps/api/dist/${name}.js`);
  buildIfStale(
    'API',
    bundle,
    [
      'apps/api/src',
      'apps/api/assets',
      'apps/api/build.mjs',
      'packages/contracts/src',
      'packages/ui-strings/src',
      'packages/ui-strings/strings',
    ],
    '@jal/api',
  );
  return bundle;
}
