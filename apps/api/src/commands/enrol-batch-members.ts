import type { Db } from '../db/client.js';
import { memberCoursePairs } from '../modules/batches/service.js';
import { firstLessonIds } from '../modules/courses/service.js';
import { insertEnrolments } from '../modules/enrolments/service.js';

/**
 * Enrols every member among `userIds` in every course of the batch, at the course's first lesson;
 * enrolments that exist already are kept as they are (progress, completion). How many are new.
 * A step of the batch commands, inside their transaction.
 */
export async function enrolBatchMembers(db: Db, batchId: string, userIds: string[]): Promise<number> {
  const pairs = await memberCoursePairs(db, batchId, userIds);
  if (!pairs.length) return 0;
  const firstLessons = await firstLessonIds(db, [...new Set(pairs.map((pair) => pair.courseId))]);
  return insertEnrolments(
    db,
    pairs.map((pair) => ({ ...pair, currentLessonId: firstLessons.get(pair.courseId) ?? null })),
  );
}
