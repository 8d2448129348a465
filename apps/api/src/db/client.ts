import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { advisoryLocks, inThisProcessOnly, type Exclusive } from './exclusive.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /**
   * For the heavy reads (reports, exports): on PostgreSQL a pool of its own, small and with a
   * statement timeout, so they can never take the connections learners' requests need; on the
   * embedded database the same one connection as `db`.
   */
  heavyDb: Db;
  kind: 'pglite' | 'postgres';
  /** Flush to disk (PGlite) before closing; a no-op on a server. */
  checkpoint: () => Promise<void>;
  /** The whole data folder as a tar file (PGlite only), to start other databases from. */
  dump?: () => Promise<Blob>;
  /** Work done by one process at a time (migrations, the seed, scheduled jobs). */
  exclusive: Exclusive;
  /** Sends one message on a LISTEN/NOTIFY channel (PostgreSQL only). */
  notify?: (channel: string, message: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Where the data lives. A PGlite may start from `snapshot`, a data folder saved by `dumpDataDir`:
 * restoring one is several times faster than applying every migration again. With a `dataDir`
 * the snapshot is loaded only into an empty folder (a test's database that outlives its app).
 */
export type DatabaseTarget = { kind: 'pglite'; dataDir: string | null; snapshot?: Blob } | { kind: 'postgres'; url: string };

/** Connections of the heavy reads' pool: two of twelve, so ten always stay for everything else. */
const HEAVY_POOL_SIZE = 2;
/** A heavy read still running after this long is stopped: the caller is told to ask for less. */
export const HEAVY_STATEMENT_TIMEOUT_MS = 10_000;

export function defaultMigrationsFolder(): string {
  return process.env.JAL_MIGRATIONS_DIR ?? fileURLToPath(new URL('./migrations', import.meta.url));
}

/** Opens the database and applies pending migrations. `dataDir: null` keeps PGlite in memory. */
export async function openDatabase(target: DatabaseTarget, migrationsFolder = defaultMigrationsFolder()): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    const heavyPool = new pg.Pool({
      connectionString: target.url,
      max: HEAVY_POOL_SIZE,
      options: `-c statement_timeout=${HEAVY_STATEMENT_TIMEOUT_MS}`,
    });
    // An idle connection the server drops (restart, failover, admin command) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    for (const each of [pool, heavyPool])
      each.on('error', (error) => console.error('PostgreSQL dropped an idle connection:', error.message));
    const db = drizzlePg(pool, { schema });
    const exclusive = advisoryLocks(pool);
    // Processes started together on an empty database would otherwise each apply the migrations.
    await exclusive('migrations', () => migratePg(db, { migrationsFolder }));
    return {
      db: db as unknown as Db,
      heavyDb: drizzlePg(heavyPool, { schema }) as unknown as Db,
      kind: 'postgres',
      checkpoint: async () => {},
      exclusive,
      notify: async (channel, message) => {
        await pool.query('select pg_notify($1, $2)', [channel, message]);
      },
      close: async () => {
        await Promise.all([pool.end(), heavyPool.end()]);
      },
    };
  }
  // pg_trgm: searches of names, emails and titles use trigram indexes here as on a server.
  const extensions = { pg_trgm };
  const loadDataDir = target.snapshot && !(target.dataDir && existsSync(join(target.dataDir, 'PG_VERSION'))) ? target.snapshot : undefined;
  const client = target.dataDir
    ? new PGlite(target.dataDir, { extensions, ...(loadDataDir ? { loadDataDir } : {}) })
    : new PGlite(loadDataDir ? { loadDataDir, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    heavyDb: db as unknown as Db,
    kind: 'pglite',
    checkpoint: async () => {
      await client.query('CHECKPOINT');
    },
    exclusive: inThisProcessOnly,
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
