import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, processStartTime } from './lock.js';

// A live process that is not a server: what a dead server's pid may belong to after a restart
// (in a container, pid 1 is some other program at every start).
let foreign: ChildProcess;
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'jal-lock-'));
  dirs.push(dir);
  return dir;
};

beforeAll(() => {
  foreign = spawn('sleep', ['60'], { stdio: 'ignore' });
});
afterAll(() => {
  foreign.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.platform !== 'linux')('the data folder lock', () => {
  it('is taken over from a dead server whose pid a foreign live process now has', () => {
    const pid = foreign.pid!;
    for (const lock of [`${pid}`, `${pid} 1`]) {
      const dir = freshDir();
      writeFileSync(join(dir, 'server.lock'), lock);
      const release = acquireDataDirLock(dir);
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(`${process.pid} ${processStartTime(process.pid)}`);
      release();
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    }
  });

  it('is refused while the process that wrote it runs', () => {
    const dir = freshDir();
    // The very process that took it, as its start time shows.
    writeFileSync(join(dir, 'server.lock'), `${foreign.pid} ${processStartTime(foreign.pid!)}`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`Another server (pid ${foreign.pid}) is already using the data directory`);
  });

  it('is taken over from a process that no longer runs, and is its own again at a restart in the same pid', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.lock'), '999999999 12345');
    acquireDataDirLock(dir)();
    // A container restarted: the new server has the old one's pid (its own).
    writeFileSync(join(dir, 'server.lock'), `${process.pid} 1`);
    acquireDataDirLock(dir)();
  });
});
