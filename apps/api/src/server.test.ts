import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { bundledEntry } from './test/server-process.js';

// The real server process on the embedded database: lock, graceful stop, data kept.
const serverEntry = bundledEntry('server');
const dataDir = mkdtempSync(join(tmpdir(), 'jal-server-test-'));
const running: ChildProcess[] = [];
/** Servers run on a terminal: `script` and the server, stopped together as a process group. */
const onTerminals: ChildProcess[] = [];

type Started = { child: ChildProcess; port: number; output: () => string };

function startServer(extraEnv: Record<string, string> = {}, { onTerminal = false } = {}): Promise<Started> {
  const env = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: join(dataDir, 'no-web'),
    ...extraEnv,
  };
  const stdio: ['ignore', 'pipe', 'pipe'] = ['ignore', 'pipe', 'pipe'];
  // The bundle, as `npm start` runs it. On a terminal, util-linux's `script` gives the server a
  // pseudo-terminal of its own.
  const child = onTerminal
    ? spawn('script', ['-qfec', [process.execPath, ...serverEntry].map((part) => `'${part}'`).join(' '), '/dev/null'], {
        env,
        stdio,
        detached: true,
      })
    : spawn(process.execPath, serverEntry, { env, stdio });
  (onTerminal ? onTerminals : running).push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(Object.assign(new Error(`server exited with ${code}: ${output}`), { code, output })));
  });
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code)));
}

const post = (port: number, path: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const child of onTerminals) if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the server on the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, stops on SIGTERM and keeps accounts', async () => {
    chmodSync(dataDir, 0o755);
    const first = await startServer();
    // The data folder was open to others: the start-up log says so, and it is closed now.
    expect(first.output()).toContain(`WARNING: DATA_DIR ${dataDir} is open to other users of this machine (mode 755): it is now 700`);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const signup = await post(first.port, '/v1/auth/signup', {
      name: 'Kept Account',
      email: 'kept@example.org',
      password: 'kept-password',
    });
    expect(signup.status).toBe(201);

    const second = await startServer().catch((error: { code: number; output: string }) => error);
    expect('code' in second && second.code).toBe(1);
    expect('output' in second && second.output).toContain('is already using the data directory');

    const exit = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exit).toBe(0);

    const restarted = await startServer();
    const login = await post(restarted.port, '/v1/user/login', { email: 'kept@example.org', password: 'kept-password' });
    expect(login.status).toBe(200);
    const stopped = exitOf(restarted.child);
    restarted.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  }, 120_000);

  it('on SIGTERM waits SHUTDOWN_DRAIN_MS for a request in flight, no longer, then stops', async () => {
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '1500' });
    // A request whose body never finishes arriving: it would hold the stop for ever.
    const socket = connect(server.port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/v1/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":',
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const exit = exitOf(server.child);
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await exit).toBe(0);
    const took = Date.now() - stoppedAt;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(1500 + 8000);
    socket.destroy();
  }, 120_000);

  describe('on an address other machines can reach', () => {
    const everyAddress = { HOST: '0.0.0.0', PUBLIC_URL: 'https://jal.example' };

    it('will not serve a database in demo mode without DEMO=true, and with it says what that exposes', async () => {
      const refused = await startServer(everyAddress).catch((error: { code: number; output: string }) => error);
      expect('code' in refused && refused.code).toBe(1);
      expect('output' in refused && refused.output).toContain(
        'Demo mode is on in this database, and HOST=0.0.0.0 is not a loopback address',
      );

      const demo = await startServer({ HOST: '0.0.0.0', DEMO: 'true' });
      // The warning follows the line the server is found by.
      await expect.poll(() => demo.output(), { timeout: 10_000 }).toContain('WARNING: demo mode is on');
      expect(demo.output()).toMatch(
        /demo mode is on \(DEMO=true\) on HOST=0\.0\.0\.0, which is not a loopback address: anyone who can reach port \d+ of this machine can sign in as super admin/,
      );
      expect(demo.output()).toContain('listening on 0.0.0.0: other machines can reach it');
      expect(demo.output()).toContain(`Links in email and on certificates: http://localhost:${demo.port} (PUBLIC_URL is not set`);
      const exit = exitOf(demo.child);
      demo.child.kill('SIGTERM');
      expect(await exit).toBe(0);
    }, 120_000);
  });

  describe('its log', () => {
    it('is one JSON object a line written to a pipe, and lines a person reads on a terminal', async () => {
      // One data folder for both, not seeded: the second start finds it migrated.
      const env = { LOG_LEVEL: 'info', SEED: 'false', DATA_DIR: mkdtempSync(join(dataDir, 'logs-')) };
      const piped = await startServer(env);
      await expect.poll(() => piped.output(), { timeout: 10_000 }).toContain('Server listening at');
      const listening = piped
        .output()
        .split('\n')
        .find((line) => line.includes('Server listening at'));
      const line = JSON.parse(listening ?? '') as { level: number; msg: string };
      expect(line.level).toBe(30);
      expect(line.msg).toMatch(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/);
      const pipedExit = exitOf(piped.child);
      piped.child.kill('SIGTERM');
      expect(await pipedExit).toBe(0);

      const onTerminal = await startServer(env, { onTerminal: true });
      const read = () => stripVTControlCharacters(onTerminal.output());
      await expect.poll(read, { timeout: 10_000 }).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+\r?$/m);
      expect(read()).not.toContain('"level"');
      const terminalExit = exitOf(onTerminal.child);
      process.kill(-onTerminal.child.pid!, 'SIGTERM');
      expect(await terminalExit).toBe(0);
    }, 120_000);
  });
});
