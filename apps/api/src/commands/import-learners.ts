import type { Db } from '../db/client.js';
import type { NotificationRow } from '../db/schema.js';
import type { JobQueue, NewJob } from '../modules/jobs/service.js';
import { emailNotices, notify, type NotificationMailer } from '../modules/notifications/service.js';
import { insertLearners, type ImportedLearner } from '../modules/users/service.js';
import { addLearnersToBatch } from './add-learners-to-batch.js';

/** What a checked spreadsheet adds: the work of one import, its rows already checked. */
export type LearnersToImport = {
  /** Who ran the import: told in the bell when it is done. */
  actorId: string;
  /** The new accounts. */
  learners: ImportedLearner[];
  /** The learners (new or existing) each batch gains, by batch id. */
  batchMembers: Map<string, string[]>;
  /** What the import did, for the bell's notice and its email. */
  counts: { new: number; existing: number; invalid: number };
  /** The invitation emails to queue, one job each. */
  invitations: NewJob[];
  jobs: JobQueue;
  /** Email for the notices made (the manager's "import finished", learners' assignments), when mail leaves. */
  notices: NotificationMailer;
};

/**
 * Writes what an import adds, all or none: the new accounts, their batches (members, enrolments
 * and notices), the manager's notice, and the queued invitations and notice emails (a savepoint
 * inside the caller's transaction, which checked the rows in it). A taken email or mobile number
 * (an account made meanwhile) fails it all: never half a file. Wake the queue once committed.
 */
export async function importLearners(db: Db, work: LearnersToImport): Promise<void> {
  await db.transaction(async (tx) => {
    await insertLearners(tx, work.learners);
    const made: NotificationRow[] = [];
    for (const [batchId, userIds] of work.batchMembers) made.push(...(await addLearnersToBatch(tx, batchId, userIds)).notifications);
    // `imported` is what the bell and the email say: the learners added by this import.
    const { counts } = work;
    made.push(
      await notify(tx, work.actorId, 'import-finished', {
        imported: counts.new,
        created: counts.new,
        existing: counts.existing,
        invalid: counts.invalid,
      }),
    );
    await work.jobs.add(tx, work.invitations);
    await emailNotices(tx, work.jobs, work.notices, made);
  });
}
