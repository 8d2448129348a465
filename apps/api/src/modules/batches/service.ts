import type { Db } from '../../db/client.js';
import type { NotificationRow } from '../../db/schema.js';
import { notify } from '../notifications/service.js';
import { batchCourseList, enrolMembers, findBatch, insertMembers } from './repository.js';

export type AddedLearners = {
  /** Who joined the batch now (not those in it already, nor those of another organization). */
  added: string[];
  /** How many enrolments were made (courses a learner had begun on their own are kept as they are). */
  enrolled: number;
  /** The assignment notices made, to be emailed once the transaction is committed. */
  notifications: NotificationRow[];
};

/**
 * Puts learners of the batch's organization in the batch and enrols them in its courses, telling
 * each new member of every course now asked of them. Running it again changes nothing, so a
 * repeated import or a double click does no harm. Give a transaction to make it all or nothing.
 */
export async function addLearnersToBatch(db: Db, batchId: string, userIds: string[]): Promise<AddedLearners> {
  const batch = await findBatch(db, batchId);
  if (!batch) throw new Error(`no batch ${batchId}`);
  const unique = [...new Set(userIds)];
  const added = await insertMembers(db, batch, unique);
  const enrolled = await enrolMembers(db, batch.id, unique);
  const courses = added.length ? await batchCourseList(db, batch.id) : [];
  const notifications: NotificationRow[] = [];
  for (const userId of added) {
    for (const course of courses) {
      notifications.push(await notify(db, userId, 'assignment', assignmentPayload(batch, course)));
    }
  }
  return { added, enrolled, notifications };
}

type AssignedCourse = Awaited<ReturnType<typeof batchCourseList>>[number];

/** What an assignment or a reminder names: the course (with its titles, should it go) and the batch. */
export function assignmentPayload(batch: { id: string; name: string }, course: AssignedCourse) {
  return {
    batchId: batch.id,
    batchName: batch.name,
    courseId: course.courseId,
    courseSlug: course.slug,
    courseTitle: course.title,
    courseTitleTranslations: course.titleTranslations,
    dueOn: course.dueOn,
  };
}
