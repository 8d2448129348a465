import { setTimeout as sleep } from 'node:timers/promises';
import { longestStretchDuring } from './event-loop-watch.js';

/**
 * What the server did for everyone else while it handled one request: the most main-thread CPU
 * time between two turns of its event loop (test/event-loop-watch.ts), and `/api/health`, asked
 * over HTTP every 10 ms meanwhile: how many answers came and what they were.
 */
export type HealthWhile<T> = {
  result: T;
  longestStretchMs: number;
  /** Every status `/api/health` answered with, in order. */
  healthStatuses: number[];
  /** The longest wall time one of those answers took (reported, not asserted: a busy machine delays it too). */
  slowestHealthMs: number;
};

export async function healthWhile<T>(origin: string, work: () => Promise<T>): Promise<HealthWhile<T>> {
  let done = false;
  const healthStatuses: number[] = [];
  let slowestHealthMs = 0;
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/health`);
      await response.arrayBuffer();
      healthStatuses.push(response.status);
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await sleep(10);
    }
  })();
  try {
    const { result, longestStretchMs } = await longestStretchDuring(work);
    return { result, longestStretchMs, healthStatuses, slowestHealthMs };
  } finally {
    done = true;
    await poller;
  }
}
