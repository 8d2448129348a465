import { sql } from 'drizzle-orm';
import { ExpiringMap } from '../lib/expiring-map.js';
import type { Db } from './client.js';
import { rowsOf } from './queries.js';

/**
 * What a change counter covers (migration 0012 keeps them): the figures of the reports
 * (enrolments, completions, certificates, and the titles and names they are shown with), and
 * what the user list shows (users and their organization's name).
 */
export type ChangeSubject = 'report-figures' | 'user-list';

/** How many times `subject` has changed: the counter moves at the commit of every such change. */
export async function changeCount(db: Db, subject: ChangeSubject): Promise<string> {
  const [row] = await rowsOf<{ count: string }>(db, sql`select count::text as count from change_counters where subject = ${subject}`);
  return row?.count ?? '';
}

/** Even an answer nothing has changed is counted again after this long. */
const LONGEST_KEPT_MS = 10 * 60 * 1000;

/**
 * Answers that cost a large read (a report, a search through a hundred thousand users), kept
 * until what they are made from changes: each use first reads the subject's change counter (one
 * row) and reuses the kept answer while it has not moved. Callers asking while an answer is being
 * made share it. Kept per database, so every process and every test database keeps its own.
 */
export class KeptUntilChanged<T> {
  private readonly perDatabase = new WeakMap<Db, { kept: ExpiringMap<{ count: string; value: T }>; making: Map<string, Promise<T>> }>();

  constructor(
    private readonly subject: ChangeSubject,
    private readonly maxEntries: number,
  ) {}

  /**
   * The answer to `key`: kept, or made by `make` and kept. `db` is where the counter is read:
   * the connections of ordinary requests, so a kept answer never waits for a heavy read.
   */
  async get(db: Db, key: unknown, make: () => Promise<T>): Promise<T> {
    // Read before making: a change committed while making moves the counter past the one kept.
    const count = await changeCount(db, this.subject);
    const { kept, making } = this.of(db);
    const id = JSON.stringify(key);
    const answer = kept.get(id);
    if (answer?.count === count) return answer.value;
    const makingId = `${count} ${id}`;
    const pending = making.get(makingId);
    if (pending) return pending;
    const made = make()
      .then((value) => {
        kept.set(id, { count, value }, LONGEST_KEPT_MS);
        return value;
      })
      .finally(() => making.delete(makingId));
    making.set(makingId, made);
    return made;
  }

  private of(db: Db) {
    let state = this.perDatabase.get(db);
    if (!state) {
      state = { kept: new ExpiringMap(this.maxEntries), making: new Map() };
      this.perDatabase.set(db, state);
    }
    return state;
  }
}
