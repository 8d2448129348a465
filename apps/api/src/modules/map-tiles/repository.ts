import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mapTiles } from '../../db/schema.js';

export type MapTilesRow = typeof mapTiles.$inferSelect;
export type NewMapTiles = Omit<typeof mapTiles.$inferInsert, 'scope'>;

/** One base map for the whole installation, for now. */
const SCOPE = 'installation';

export async function findMapTiles(db: Db): Promise<MapTilesRow | null> {
  const [row] = await db.select().from(mapTiles).where(eq(mapTiles.scope, SCOPE));
  return row ?? null;
}

/**
 * Runs `change` with the installation's base map as it is, alone: two administrators replacing
 * the map at once take turns, so each sees the archive the other left, and none is forgotten in
 * the store.
 */
async function alone<T>(db: Db, change: (tx: Db, current: MapTilesRow | null) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('map_tiles'))`);
    return change(tx, await findMapTiles(tx));
  });
}

/** Records a new archive in place of the current one; the replaced row (its file is the caller's to delete), or null. */
export async function replaceMapTiles(db: Db, archive: NewMapTiles): Promise<{ row: MapTilesRow; replaced: MapTilesRow | null }> {
  return alone(db, async (tx, current) => {
    const values = { ...archive, scope: SCOPE, uploadedAt: archive.uploadedAt ?? new Date() };
    const [row] = await tx.insert(mapTiles).values(values).onConflictDoUpdate({ target: mapTiles.scope, set: values }).returning();
    return { row: row!, replaced: current };
  });
}

/** Forgets the current archive; the removed row (its file is the caller's to delete), or null when there was none. */
export async function removeMapTiles(db: Db): Promise<MapTilesRow | null> {
  return alone(db, async (tx, current) => {
    if (current) await tx.delete(mapTiles).where(eq(mapTiles.scope, SCOPE));
    return current;
  });
}
