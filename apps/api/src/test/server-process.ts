import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { inject } from 'vitest';

export type BundledEntry = 'server' | 'create-admin' | 'backup' | 'restore';

/** Node's arguments that run one of the run's bundled entries (test/server-bundle.ts), as production does. */
export function bundledEntry(name: BundledEntry): string[] {
  return ['--enable-source-maps', join(inject('serverBundle'), `${name}.js`)];
}

export type ServerProcess = { child: ChildProcess; port: number; stop: () => Promise<number | null> };

/**
 * The real server in a process of its own on `dataDir`, started from the bundle as `npm start`
 * starts it. Resolves once it listens; rejects with its output if it exits first.
 */
export function startServerProcess(dataDir: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, bundledEntry('server'), {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(dataDir, 'no-web'),
      JAL_VIDEO_VARIANTS: 'off',
      JAL_LESSON_AUDIO: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        const stop = () => {
          child.kill('SIGTERM');
          return exited;
        };
        resolve({ child, port: Number(match[1]), stop });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

/**
 * Runs one of the server's commands (backup, restore…) to its end: its exit code and output.
 * `onTerminal` runs it on a pseudo-terminal of its own (util-linux's `script`), as a person at a
 * terminal would.
 */
export function runServerCommand(
  name: BundledEntry,
  args: string[],
  env: Record<string, string>,
  { onTerminal = false } = {},
): Promise<{ code: number | null; output: string }> {
  const command = [process.execPath, ...bundledEntry(name), ...args];
  const quoted = command.map((part) => `'${part.replaceAll("'", `'\\''`)}'`).join(' ');
  const child = onTerminal
    ? spawn('script', ['-qfec', quoted, '/dev/null'], {
        env: { ...process.env, DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(command[0]!, command.slice(1), { env: { ...process.env, DATABASE_URL: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}
