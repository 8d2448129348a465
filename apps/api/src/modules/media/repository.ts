import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { MediaRow, NewMediaRow } from '../../db/rows.js';
import { mediaFiles } from '../../db/schema.js';

export async function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  return row;
}

export async function insertMedia(db: Db, values: NewMediaRow): Promise<MediaRow> {
  const [row] = await db.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('the upload was not recorded');
  return row;
}

/** Whether a published course uses the file: in a lesson's content or as the course image. */
export async function usedByPublishedCourse(db: Db, id: string): Promise<boolean> {
  const result = await db.execute<{ found: number }>(sql`
    select 1 as found from lessons l
    join course_modules m on m.id = l.module_id
    join courses c on c.id = m.course_id
    where c.status = 'published' and (position(${id} in l.content::text) > 0 or position(${id} in coalesce(c.image, '')) > 0)
    limit 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return rows.length > 0;
}
