import type pg from 'pg';

/**
 * Runs `work` in one process at a time among all those sharing the database, under the lock
 * called `name`. `ifFree`: when another process holds the lock, do not wait, skip the work (a
 * scheduled job another process is doing already), and resolve undefined.
 */
export type Exclusive = <T>(name: string, work: () => Promise<T>, options?: { ifFree?: boolean }) => Promise<T | undefined>;

/** The embedded database serves one process (the data folder's lock sees to it): nothing to share. */
export const inThisProcessOnly: Exclusive = (_name, work) => work();

// The first key of PostgreSQL's two-key advisory locks: the ones this application takes.
const LOCK_SPACE = 0x4a616c; // "Jal"

/**
 * PostgreSQL session advisory locks, each held by a connection taken from `pool` for the time of
 * the work (the work itself uses the usual connections). A process that dies loses its connection,
 * and with it the lock: nothing stays locked after a crash.
 */
export function advisoryLocks(pool: pg.Pool): Exclusive {
  return async (name, work, options = {}) => {
    const connection = await pool.connect();
    let locked = false;
    try {
      if (options.ifFree) {
        const result = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
          LOCK_SPACE,
          name,
        ]);
        locked = result.rows[0]?.locked === true;
        if (!locked) return undefined;
      } else {
        await connection.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_SPACE, name]);
        locked = true;
      }
      return await work();
    } finally {
      if (locked) await connection.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, name]).catch(() => {});
      connection.release();
    }
  };
}
