import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work that ran past its deadline. */
export class DeadlineExceededError extends Error {}

/**
 * Paces long work on the event loop: `breathe()` between small steps gives the loop a turn once
 * the current slice has run `sliceMs`, so other requests (and `/api/health`) wait at most about
 * that long; past `deadlineMs` from the start it throws `DeadlineExceededError`.
 */
export function pacedWork({ sliceMs = 8, deadlineMs }: { sliceMs?: number; deadlineMs: number }) {
  const started = performance.now();
  let sliceStarted = started;
  return {
    async breathe(): Promise<void> {
      const now = performance.now();
      if (now - started > deadlineMs) throw new DeadlineExceededError(`work took longer than ${deadlineMs} ms`);
      if (now - sliceStarted < sliceMs) return;
      await nextTurn();
      sliceStarted = performance.now();
    },
  };
}

export type PacedWork = ReturnType<typeof pacedWork>;
