import type { Db } from '../db/client.js';
import type { NotificationRow } from '../db/schema.js';
import { assignmentPayload, batchCourseList, findBatch, insertMembers } from '../modules/batches/service.js';
import { notify } from '../modules/notifications/service.js';
import { usersOfOrganization } from '../modules/users/service.js';
import { enrolBatchMembers } from './enrol-batch-members.js';

export type AddedLearners = {
  /** Who joined the batch now (not those in it already, nor those of another organization). */
  added: string[];
  /** How many enrolments were made (courses a learner had begun on their own are kept as they are). */
  enrolled: number;
  /** The assignment notices made, to be emailed once the transaction is committed. */
  notifications: NotificationRow[];
};

/**
 * Puts learners of the batch's organization in the batch (anyone else is left out: a batch never
 * reaches across organizations), enrols them in its courses, and tells each new member of every
 * course now asked of them: the batch's members, the enrolments and the notices, in one
 * transaction (a savepoint inside the caller's, as the learner import's). Running it again changes
 * nothing, so a repeated import or a double click does no harm.
 */
export async function addLearnersToBatch(db: Db, batchId: string, userIds: string[]): Promise<AddedLearners> {
  return db.transaction(async (tx) => {
    const batch = await findBatch(tx, batchId);
    if (!batch) throw new Error(`no batch ${batchId}`);
    const unique = [...new Set(userIds)];
    const added = await insertMembers(tx, batch.id, await usersOfOrganization(tx, batch.organizationId, unique));
    const enrolled = await enrolBatchMembers(tx, batch.id, unique);
    const courses = added.length ? await batchCourseList(tx, batch.id) : [];
    const notifications: NotificationRow[] = [];
    for (const userId of added) {
      for (const course of courses) notifications.push(await notify(tx, userId, 'assignment', assignmentPayload(batch, course)));
    }
    return { added, enrolled, notifications };
  });
}
