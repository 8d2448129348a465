// What the API benchmarks share: the build, the servers they start as child processes on free
// loopback ports with a fresh temporary DATA_DIR, and stopping all of it on every way out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1'; // loopback only

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** A whole-number setting from the environment, or `fallback`; out of range stops the run. */
export function boundedInt(name, fallback, min, max) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    process.exit(2);
  }
  return value;
}

/**
 * The production server and web build to run (BENCH_API_SERVER and BENCH_WEB_DIST point at a
 * build made elsewhere), built first when missing.
 */
export function buildOutput() {
  const apiServer = process.env.BENCH_API_SERVER ? resolve(process.env.BENCH_API_SERVER) : join(root, 'apps/api/dist/server.js');
  const webDir = process.env.BENCH_WEB_DIST ? resolve(process.env.BENCH_WEB_DIST) : null;
  const webIndex = join(webDir ?? join(root, 'apps/web/dist'), 'index.html');
  if (!existsSync(apiServer) || !existsSync(webIndex)) {
    console.log('Build missing: running npm run build...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
    if (!existsSync(apiServer) || !existsSync(webIndex)) throw new Error('npm run build finished but the build output is still missing');
  }
  return { apiServer, webDir };
}

/**
 * `count` distinct free loopback ports (all held open while choosing, so they differ), or, with
 * BENCH_PORT set, that port and the ones after it.
 */
export async function freePorts(count) {
  const first = boundedInt('BENCH_PORT', 0, 1024, 65535 - count);
  if (first > 0) return Array.from({ length: count }, (_, i) => first + i);
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((done, fail) => {
          const server = createServer();
          server.once('error', fail);
          server.listen(0, HOST, () => done(server));
        }),
    ),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

// ---------------------------------------------------------------------------------------------
// Child processes and clean-up

/** @type {Set<{name: string, proc: import('node:child_process').ChildProcess, output: string[]}>} */
const children = new Set();
const dataDirs = new Set();
let cleanedUp = false;
let interrupted = false;

export const wasInterrupted = () => interrupted;
const exited = (proc) => proc.exitCode !== null || proc.signalCode !== null;

/** A new empty DATA_DIR, removed at the end. */
export function temporaryDataDir(prefix) {
  const dir = mkdtempSync(join(os.tmpdir(), prefix));
  dataDirs.add(dir);
  return dir;
}

/**
 * The environment of a benchmarked API server: the embedded database in `dataDir`, seeded, on
 * `port`, with the settings of this shell that would change what is measured left out.
 */
export function apiServerEnv({ port, dataDir, webDir, extra = {} }) {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'WEB_DIST', 'TRUST_PROXY', 'JAL_MIGRATIONS_DIR']) delete env[key];
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED: 'true',
    ...(webDir ? { WEB_DIST: webDir } : {}),
    ...extra,
  };
}

/** Starts a Node script as a child process, keeping the last 200 lines it writes. */
export function spawnChild(name, args, env) {
  const proc = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const child = { name, proc, output: [] };
  const keep = (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      child.output.push(line);
      if (child.output.length > 200) child.output.shift();
    }
  };
  proc.stdout.on('data', keep);
  proc.stderr.on('data', keep);
  proc.on('error', (error) => child.output.push(`spawn error: ${error.message}`));
  children.add(child);
  return child;
}

function waitForExit(proc, ms) {
  if (exited(proc)) return Promise.resolve(true);
  return new Promise((done) => {
    const timer = setTimeout(() => done(false), ms);
    proc.once('exit', () => {
      clearTimeout(timer);
      done(true);
    });
  });
}

async function stopChild(child) {
  const { proc } = child;
  if (exited(proc)) return;
  proc.kill('SIGTERM'); // the API stops its background work, checkpoints and closes the database
  if (await waitForExit(proc, 10_000)) return;
  console.error(`${child.name} did not stop within 10 s of SIGTERM: killing it`);
  proc.kill('SIGKILL');
  await waitForExit(proc, 5_000);
}

function removeDataDirs() {
  for (const dir of dataDirs) {
    try {
      rmSync(dir, { recursive: true, force: true });
    } catch (error) {
      console.error(`Could not remove ${dir}: ${error.message}`);
    }
  }
}

/** Stops every child and removes every temporary DATA_DIR (once). */
export async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  await Promise.all([...children].map(stopChild));
  removeDataDirs();
}

// Last resort if the process leaves without going through cleanup() (an uncaught throw, a second
// Ctrl-C): synchronous only.
process.on('exit', () => {
  for (const { proc } of children) if (!exited(proc)) proc.kill('SIGKILL');
  if (!cleanedUp) removeDataDirs();
});
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, () => {
    if (interrupted) process.exit(code); // second signal: leave now, the exit hook kills the children
    interrupted = true;
    console.error(`\n${signal} received: stopping the servers...`);
    cleanup().finally(() => process.exit(code));
  });
}

export function tail(child, lines = 30) {
  return (
    child.output
      .slice(-lines)
      .map((line) => `  | ${line}`)
      .join('\n') || '  | (no output)'
  );
}

/** Waits until `url` answers 200; the milliseconds it took. Fails with the child's last lines. */
export async function waitUntilOk(child, url, timeoutMs) {
  const started = Date.now();
  let last = 'no answer yet';
  while (Date.now() - started < timeoutMs) {
    if (exited(child.proc)) {
      throw new Error(
        `${child.name} exited (code ${child.proc.exitCode}, signal ${child.proc.signalCode}) before ${url} answered:\n${tail(child)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.ok) return Date.now() - started;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await sleep(250);
  }
  throw new Error(`${child.name}: ${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}):\n${tail(child)}`);
}

/** Runs `main` (which answers the exit code), then stops everything it started. */
export function runBenchmark(main) {
  main()
    .then(async (code) => {
      await cleanup();
      process.exit(code);
    })
    .catch(async (error) => {
      console.error(`\nThe benchmark failed: ${error.message}`);
      await cleanup();
      process.exit(1);
    });
}
