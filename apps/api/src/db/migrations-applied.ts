import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './client.js';
import { defaultMigrationsFolder } from './client.js';

/**
 * Whether the database holds every migration this build ships: the newest one applied is at
 * least as recent as the newest file. A process of an older build on a newer database is ready
 * too; one whose migrations another process has not finished applying is not.
 */
export function migrationsCheck(db: Db, migrationsFolder = defaultMigrationsFolder()): () => Promise<boolean> {
  const newest = Math.max(0, ...readMigrationFiles({ migrationsFolder }).map((migration) => migration.folderMillis));
  return async () => {
    type Row = { newest: string | number | null };
    const result = await db.execute<Row>(sql`select max(created_at) as newest from drizzle.__drizzle_migrations`);
    // The two drivers shape the answer differently: node-postgres's has rows, PGlite's is them.
    const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
    return Number(rows[0]?.newest ?? 0) >= newest;
  };
}
