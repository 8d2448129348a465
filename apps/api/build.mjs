// Bundles the API server and its commands (create-admin, backup, restore) into dist/, one file
// each (workspace packages and the tools of the sources inlined, the API's npm dependencies left
// external), and copies the SQL migrations and the assets (lesson media, certificate fonts) beside
// them: a production install runs them with node alone. API_OUT_DIR builds elsewhere (e.g. a test build).
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// The workspace's own packages (@jal/…) are TypeScript sources: they go into the bundle.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@jal/'));

const outDir = process.env.API_OUT_DIR ? resolve(process.env.API_OUT_DIR) : fileURLToPath(new URL('./dist', import.meta.url));
rmSync(outDir, { recursive: true, force: true });
const source = (name) => fileURLToPath(new URL(`./src/${name}.ts`, import.meta.url));
await build({
  entryPoints: Object.fromEntries(['server', 'create-admin', 'backup', 'restore'].map((name) => [name, source(name)])),
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', import.meta.url), join(outDir, 'migrations'), { recursive: true });
// Read at run time from <out>/assets (see src/lib/assets-dir.ts).
cpSync(new URL('./assets', import.meta.url), join(outDir, 'assets'), { recursive: true });
console.log(`API built: ${outDir} (server.js, create-admin.js, backup.js, restore.js)`);
