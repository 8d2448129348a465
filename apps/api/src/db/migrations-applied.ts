import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';
import { defaultMigrationsFolder } from './client.js';
import { rowsOf } from './queries.js';

/**
 * Whether the database holds every migration this build ships: the newest one applied is at
 * least as recent as the newest file. A process of an older build on a newer database is ready
 * too; one whose migrations another process has not finished applying is not.
 */
export function migrationsCheck(db: Db, migrationsFolder = defaultMigrationsFolder()): () => Promise<boolean> {
  const newest = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  return async () => {
    type Row = { newest: string | number | null };
    const rows = await rowsOf<Row>(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    return Number(rows[0]?.newest ?? 0) >= newest;
  };
}
