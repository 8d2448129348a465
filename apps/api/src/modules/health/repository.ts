import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`);
}
