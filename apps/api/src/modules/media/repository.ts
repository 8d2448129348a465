import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, insertedRow } from '../../db/queries.js';
import type { MediaRow, NewMediaRow } from '../../db/rows.js';
import { mediaFiles } from '../../db/schema.js';

export function findMedia(db: Db, id: string): Promise<MediaRow | undefined> {
  return firstRow(db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1));
}

export function insertMedia(db: Db, values: NewMediaRow): Promise<MediaRow> {
  return insertedRow(db.insert(mediaFiles).values(values).returning(), 'the upload was not recorded');
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
