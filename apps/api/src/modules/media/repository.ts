import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { mediaFiles } from '../../db/schema.js';

export type MediaRow = typeof mediaFiles.$inferSelect;

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

const PUBLIC_TTL_MS = 60_000;
const publicUntil = new Map<string, number>();

/**
 * A file is public when a published course uses it (a lesson's content or the course image).
 * The answer is remembered for a minute: a video is fetched in many range requests.
 */
export async function isPublicMedia(db: Db, id: string): Promise<boolean> {
  const until = publicUntil.get(id);
  if (until && until > Date.now()) return true;
  const result = await db.execute<{ found: number }>(sql`
    select 1 as found from lessons l
    join course_modules m on m.id = l.module_id
    join courses c on c.id = m.course_id
    where c.status = 'published' and (position(${id} in l.content::text) > 0 or position(${id} in coalesce(c.image, '')) > 0)
    limit 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const found = rows.length > 0;
  if (found) {
    if (publicUntil.size > 5000) publicUntil.clear();
    publicUntil.set(id, Date.now() + PUBLIC_TTL_MS);
  }
  return found;
}
