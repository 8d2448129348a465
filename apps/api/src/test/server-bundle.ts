import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The server and its commands bundled once per test run, as a production install runs them (node
 * alone, no TypeScript loader): a process started from the bundle listens in about a second, where
 * one started from the sources through tsx spends several compiling them first. The folder is
 * inside the workspace, so that the bundle finds node_modules.
 */
export function buildServerBundle(): { dir: string; remove: () => void } {
  const dir = join(apiDir, `.test-output/bundle-${randomBytes(4).toString('hex')}`);
  const built = spawnSync(process.execPath, [join(apiDir, 'build.mjs')], {
    env: { ...process.env, API_OUT_DIR: dir },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`building the server for the tests failed:\n${built.stdout}${built.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
