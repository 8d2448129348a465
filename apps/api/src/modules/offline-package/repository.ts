import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertedRow } from '../../db/queries.js';
import { offlineDownloads } from '../../db/schema.js';

/** When the learner first downloaded the course; null when never. */
export async function firstDownload(db: Db, userId: string, courseId: string): Promise<Date | null> {
  const [row] = await db
    .select({ firstAt: offlineDownloads.firstAt })
    .from(offlineDownloads)
    .where(and(eq(offlineDownloads.userId, userId), eq(offlineDownloads.courseId, courseId)))
    .limit(1);
  return row?.firstAt ?? null;
}

/** Records a download of the course: the first time is kept, the last moves to `now`. Answers the first time. */
export async function recordDownload(db: Db, userId: string, courseId: string, now: Date): Promise<Date> {
  const row = await insertedRow(
    db
      .insert(offlineDownloads)
      .values({ userId, courseId, firstAt: now, lastAt: now })
      .onConflictDoUpdate({
        target: [offlineDownloads.userId, offlineDownloads.courseId],
        set: { lastAt: sql`excluded.last_at` },
      })
      .returning({ firstAt: offlineDownloads.firstAt }),
    'the download was not recorded',
  );
  return row.firstAt;
}
