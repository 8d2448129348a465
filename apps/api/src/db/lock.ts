import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process `pid` started, in clock ticks since boot (Linux's /proc/PID/stat); null where
 * the system does not tell. A pid is reused by a later process, a start time with it is not.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The program name, in parentheses, may itself hold spaces: count the fields after it.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The command line of `pid`, where the system tells it (Linux). */
function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return null;
  }
}

/**
 * Whether the lock's owner still runs: its pid is alive and is the same process that wrote the
 * lock (its start time matches), not a later process that got the pid (in a container the server
 * is often pid 1 at every start, and a dead server's pid may belong to anything after a reboot).
 * A lock from before start times were written is trusted only if its pid runs Node.
 */
function ownerRuns(pid: number, startTime: string | undefined): boolean {
  if (!isRunning(pid)) return false;
  const actual = processStartTime(pid);
  if (actual === null) return true;
  if (startTime) return startTime === actual;
  return /\bnode\b|\/node\b/.test(commandLine(pid) ?? 'node');
}

/**
 * PGlite is single-process: two servers on one directory would corrupt it. The lock file holds
 * the owner's pid and start time; a lock left by a process that no longer runs is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? ''}`.trim());
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const [pidText = '', startTime] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
      const owner = Number.parseInt(pidText, 10);
      if (Number.isInteger(owner) && owner !== process.pid && ownerRuns(owner, startTime)) {
        throw new DataDirLockedError(
          `Another server (pid ${owner}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
