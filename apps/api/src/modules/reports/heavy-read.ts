import type { Db } from '../../db/client.js';
import { HttpError } from '../../lib/http-error.js';

/** PostgreSQL's code for a statement stopped by its time limit. */
const STATEMENT_TIMEOUT = '57014';

function timedOut(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  if ((error as { code?: unknown }).code === STATEMENT_TIMEOUT) return true;
  return timedOut((error as { cause?: unknown }).cause, depth + 1);
}

/** A heavy read, its time limit answered as 503 with what to ask for instead. */
export async function heavyRead<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (timedOut(error)) {
      throw new HttpError(503, 'This report took too long to count: choose a shorter range, one organization or one course.', {
        'retry-after': '30',
      });
    }
    throw error;
  }
}

const running = new WeakMap<Db, Map<string, Promise<unknown>>>();

/**
 * The answer to `key`, shared by every caller asking while it is being counted: several tabs
 * or administrators opening the same report cost the database one count, not one each.
 */
export function reportOnce<T>(db: Db, key: unknown, work: () => Promise<T>): Promise<T> {
  const inFlight = running.get(db) ?? running.set(db, new Map()).get(db)!;
  const id = JSON.stringify(key);
  const pending = inFlight.get(id) as Promise<T> | undefined;
  if (pending) return pending;
  const started = work().finally(() => inFlight.delete(id));
  inFlight.set(id, started);
  return started;
}
