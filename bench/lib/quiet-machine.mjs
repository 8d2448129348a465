// Figures are taken on a quiet machine. A server just started makes the demo's missing media in the
// background (lesson audio with espeak-ng and ffmpeg, about 15 s on a 2-core machine), and pages
// measured meanwhile shared the CPU with it: the first page measured had the most long tasks.
import { readFileSync } from 'node:fs';
import { sleep } from './processes.mjs';

/** Busy and total CPU time since boot, in clock ticks, from the first line of /proc/stat. */
function cpuTimes() {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = values[3] + (values[4] ?? 0); // idle and waiting for I/O
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Resolves once the CPUs have been less than `threshold` busy for `quietSeconds` seconds in a row
 * (a server's start-up work begins within a second of its first answer), or after `maxSeconds`.
 * Answers { seconds, quiet }: how long it waited, and whether the machine went quiet. Where there
 * is no /proc (not Linux), at once.
 */
export async function waitForQuietMachine({ threshold = 0.25, quietSeconds = 5, maxSeconds = 120 } = {}) {
  const started = Date.now();
  let quietFor = 0;
  try {
    let before = cpuTimes();
    while ((Date.now() - started) / 1000 < maxSeconds) {
      await sleep(1000);
      const now = cpuTimes();
      const busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
      before = now;
      quietFor = busy < threshold ? quietFor + 1 : 0;
      if (quietFor >= quietSeconds) return { seconds: (Date.now() - started) / 1000, quiet: true };
    }
    return { seconds: (Date.now() - started) / 1000, quiet: false };
  } catch {
    return { seconds: 0, quiet: true };
  }
}
