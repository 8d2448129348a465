// `npm start`: builds the web app and the API when their build is missing or older than the
// sources, then runs the one production process (API under /api, the web app for the rest).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));

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
  console.log(`Building the ${name}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

buildIfStale(
  'web app',
  join(root, 'apps/web/dist/index.html'),
  ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/contracts/src'],
  '@jal/web',
);
buildIfStale('API', join(root, 'apps/api/dist/server.js'), ['apps/api/src', 'packages/contracts/src'], '@jal/api');

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/api/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
