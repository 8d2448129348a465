import { readFileSync } from 'node:fs';

/**
 * How long the event loop went without a turn while some work ran, counted in CPU time of the
 * main thread: what every other request (and `/api/health`) waited for at worst because of this
 * process. CPU time, not wall time: on a busy machine the process also waits for a core between
 * turns, which is not the server's doing. The main thread only: the garbage collector's helper
 * threads and the libuv pool (file writes, hashing) run beside the loop and hold up nothing.
 * On Linux the main thread's own clock is `/proc/self/task/<pid>/schedstat` (nanoseconds on
 * the CPU); elsewhere the whole process's CPU time stands in, which counts those threads too.
 */
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

function schedstatMs(): number | null {
  try {
    return Number(readFileSync(SCHEDSTAT, 'latin1').split(' ')[0]) / 1e6;
  } catch {
    return null;
  }
}

const processCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The main thread's CPU time in milliseconds (see above for where it is read). */
export const mainThreadCpuMs: () => number = schedstatMs() === null ? processCpuMs : () => schedstatMs() ?? processCpuMs();

/**
 * Runs `work` with a timer asking for a turn of the event loop every millisecond, and answers
 * its result with the most main-thread CPU time spent between two turns meanwhile.
 */
export async function longestStretchDuring<T>(work: () => Promise<T>): Promise<{ result: T; longestStretchMs: number }> {
  let longestStretchMs = 0;
  let previous = mainThreadCpuMs();
  const turn = () => {
    const now = mainThreadCpuMs();
    longestStretchMs = Math.max(longestStretchMs, now - previous);
    previous = now;
  };
  const watcher = setInterval(turn, 1);
  try {
    const result = await work();
    return { result, longestStretchMs };
  } finally {
    clearInterval(watcher);
    turn();
  }
}
