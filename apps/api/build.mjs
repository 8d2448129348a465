// Bundles the API into dist/server.js (workspace packages inlined, npm packages left external)
// and copies the SQL migrations and the assets (lesson media, certificate fonts) beside it. API_OUT_DIR builds elsewhere (e.g. a test build).
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace's own packages (@jal/…) are TypeScript sources: they go into the bundle.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@jal/'));

const outDir = process.env.API_OUT_DIR ? resolve(process.env.API_OUT_DIR) : fileURLToPath(new URL('./dist', import.meta.url));
rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [fileURLToPath(new URL('./src/server.ts', import.meta.url))],
  outfile: join(outDir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', import.meta.url), join(outDir, 'migrations'), { recursive: true });
// Read at run time from <out>/assets (see src/lib/assets-dir.ts).
cpSync(new URL('./assets', import.meta.url), join(outDir, 'assets'), { recursive: true });
console.log(`API built: ${join(outDir, 'server.js')}`);
