import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { hasRow, insertedRow } from '../../db/queries.js';
import { enrolments, offlineDownloads } from '../../db/schema.js';

export function isEnrolled(db: Db, userId: string, courseId: string): Promise<boolean> {
  return hasRow(
    db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
      .limit(1),
  );
}

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
