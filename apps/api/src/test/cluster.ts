import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * Several API processes on one PostgreSQL database with nginx in front, as a deployment runs
 * them: the nginx configuration is the repository's own (deploy/nginx/jal-shiksha.conf), with the
 * test's ports put in. Tests reach the site through `url` (nginx) and each process directly.
 */

const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const NGINX_CONFIG = join(root, 'deploy/nginx/jal-shiksha.conf');
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type ApiProcess = {
  /** This process's own address, bypassing nginx. */
  url: string;
  /** Stops the process (SIGTERM: it drains, then exits) and resolves once it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
  /** Starts it again on the same port and data folder; resolves once it is ready. */
  start: () => Promise<void>;
  output: () => string;
};

export type Cluster = {
  /** nginx: the single entry point. */
  url: string;
  processes: ApiProcess[];
  /** The cluster's own database on the server. */
  databaseUrl: string;
  close: () => Promise<void>;
};

export type ClusterOptions = {
  /** A PostgreSQL server without a database name; the cluster makes an empty database of its own there. */
  postgresUrl: string;
  /** Node's arguments that run the server: the sources through tsx, or the build. */
  serverArgs: string[];
  processes?: number;
  env?: Record<string, string>;
  /** nginx's port; a free one when not given. */
  nginxPort?: number;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `url` answers 200, polling; rejects when `failed` tells why it never will, or after `withinMs`. */
async function answers(url: string, withinMs: number, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const why = failed();
    if (why) throw new Error(why);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function apiProcess(options: ClusterOptions, port: number, databaseUrl: string, dataDir: string, publicUrl: string): ApiProcess {
  let child: ChildProcess | undefined;
  let output = '';
  let exited: Promise<void> = Promise.resolve();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    output: () => output,
    start: async () => {
      let exitCode: number | string | null | undefined;
      const started = spawn(process.execPath, options.serverArgs, {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          // Links lead to nginx, the one address learners open, as in a real deployment.
          PUBLIC_URL: publicUrl,
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'warn',
          JAL_VIDEO_VARIANTS: 'off',
          JAL_LESSON_AUDIO: 'off',
          SHUTDOWN_DRAIN_MS: '5000',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      exited = new Promise((resolve) =>
        started.on('exit', (code, signal) => {
          exitCode = code ?? signal;
          resolve();
        }),
      );
      await answers(`${url}/api/health/ready`, 180_000, () =>
        exitCode === undefined ? null : `the API process on port ${port} exited with ${exitCode}:\n${output}`,
      );
    },
    stop: async (signal = 'SIGTERM') => {
      child?.kill(signal);
      await exited;
    },
  };
}

/**
 * nginx's own configuration: the repository's site file with only the test's ports put in (one
 * upstream line per process, with the file's own settings), and nginx's working paths inside `dir`.
 * A site file that no longer has the lines replaced stops the test rather than run something else.
 */
export function writeNginxConfig(dir: string, listenPort: number, apiPorts: number[]): string {
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+ (.*)$/;
  const listenLine = /^(\s*)listen 80;$/m;
  const site = readFileSync(NGINX_CONFIG, 'utf8');
  const lines = site.split('\n');
  const first = lines.findIndex((line) => serverLine.test(line));
  if (first === -1 || !listenLine.test(site))
    throw new Error(`${NGINX_CONFIG} has no "server 127.0.0.1:PORT …" upstream line or no "listen 80;" for the tests to replace`);
  const [, indent = '', settings = ''] = serverLine.exec(lines[first] ?? '') ?? [];
  const kept = lines.filter((line) => !serverLine.test(line));
  kept.splice(first, 0, ...apiPorts.map((port) => `${indent}server 127.0.0.1:${port} ${settings}`));
  writeFileSync(join(dir, 'jal-shiksha.conf'), kept.join('\n').replace(listenLine, `$1listen 127.0.0.1:${listenPort};`));
  const main = [
    process.getuid?.() === 0 ? 'user root root;' : '',
    'worker_processes 1;',
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 512; }',
    'http {',
    `  access_log off;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`),
    `  include ${join(dir, 'jal-shiksha.conf')};`,
    '}',
  ].join('\n');
  const path = join(dir, 'nginx.conf');
  writeFileSync(path, main);
  return path;
}

/**
 * Makes an empty database, starts the API processes on it all at once (they race to migrate and
 * seed it, as processes of a new deployment do) and nginx in front; resolves once every one is ready.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'jal-cluster-'));
  const name = `cluster_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${options.postgresUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = `${options.postgresUrl}/${name}`;

  const count = options.processes ?? 2;
  const ports: number[] = [];
  if (options.nginxPort) ports.push(options.nginxPort);
  while (ports.length < count + 1) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  const [nginxPort = 0, ...apiPorts] = ports;
  const processes = apiPorts.map((port, index) => {
    const dataDir = join(dir, `api-${index + 1}`);
    mkdirSync(dataDir);
    return apiProcess(options, port, databaseUrl, dataDir, `http://127.0.0.1:${nginxPort}`);
  });

  let nginx: ChildProcess | undefined;
  const close = async () => {
    nginx?.kill('SIGQUIT');
    await Promise.all(processes.map((api) => api.stop('SIGKILL')));
    const client = new pg.Client({ connectionString: `${options.postgresUrl}/postgres` });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all(processes.map((api) => api.start()));
    const config = writeNginxConfig(dir, nginxPort, apiPorts);
    let nginxOutput = '';
    let nginxExit: number | null | undefined;
    nginx = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
    nginx.on('exit', (code) => (nginxExit = code));
    const url = `http://127.0.0.1:${nginxPort}`;
    await answers(`${url}/api/health/ready`, 20_000, () =>
      nginxExit === undefined ? null : `nginx exited with ${nginxExit}: ${nginxOutput}`,
    );
    return { url, processes, databaseUrl, close };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}
