import type { Db } from '../db/client.js';
import type { CourseRow } from '../db/rows.js';
import type { BatchRow, NotificationRow } from '../db/schema.js';
import { assignmentPayload, memberIds, upsertBatchCourse } from '../modules/batches/service.js';
import { notify } from '../modules/notifications/service.js';
import { enrolBatchMembers } from './enrol-batch-members.js';

type Course = { courseId: string } & Pick<CourseRow, 'slug' | 'title' | 'titleTranslations'>;

/**
 * Assigns a course to the batch with its due date, or changes the date. A course new to the batch
 * enrols every member and tells each of them: the assignment, the enrolments and the notices in
 * one transaction. The notices made come back, to be emailed once it is committed.
 */
export async function assignCourseToBatch(db: Db, batch: BatchRow, course: Course, dueOn: string | null): Promise<NotificationRow[]> {
  return db.transaction(async (tx) => {
    const isNew = await upsertBatchCourse(tx, batch.id, course.courseId, dueOn);
    if (!isNew) return [];
    const members = (await memberIds(tx, batch.id)).map((row) => row.userId);
    await enrolBatchMembers(tx, batch.id, members);
    const payload = assignmentPayload(batch, { ...course, dueOn });
    const made: NotificationRow[] = [];
    for (const userId of members) made.push(await notify(tx, userId, 'assignment', payload));
    return made;
  });
}
