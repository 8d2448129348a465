import type { Db } from '../db/client.js';
import { appendAuditEntry, forgetPersonInAuditLog } from '../db/audit-log.js';
import type { UserRow } from '../db/rows.js';
import { removeLearnerNames } from '../modules/certificates/service.js';
import { forgetMessagesFrom } from '../modules/contact/service.js';
import type { JobQueue } from '../modules/jobs/service.js';
import { eraseLearnerPracticals } from '../modules/practicals/service.js';
import { countOwnSuperAdmins, deleteUser, lockSuperAdmins } from '../modules/users/service.js';
import { deleteCounters } from '../throttling/counters.js';

/** The throttling counters that name the person: every key starting with `prefix`, and `keys`. */
export type CountersOf = { prefix: string; keys: string[] };

/** Why an erasure did not happen. */
export type ErasureRefusal = 'last-super-admin';

class Refused extends Error {
  constructor(readonly reason: ErasureRefusal) {
    super(reason);
  }
}

/**
 * Erases an account in one transaction: the holder's names leave their certificates (which stay
 * verifiable as issued), their field practicals go with the deletion of their photos and voice
 * notes queued (done once committed), their contact messages and the throttling counters keyed
 * by their email go, the user row goes (its sessions, enrolments, progress, attempts, consents,
 * downloads, receipts and reset links with it, by cascade), and the audit log records the fact
 * with the account's id only. A super administrator's account goes only when another active super
 * administrator of the platform's own (not a demo account) remains: their rows are locked
 * first, so two of them deleting themselves at once cannot both succeed.
 */
export async function eraseAccount(db: Db, jobs: JobQueue, user: UserRow, counters: CountersOf, now: Date): Promise<ErasureRefusal | null> {
  try {
    await db.transaction(async (tx) => {
      const superAdmin = user.role === 'SUPER_ADMIN';
      if (superAdmin) await lockSuperAdmins(tx);
      await removeLearnerNames(tx, user.id, now);
      await eraseLearnerPracticals(tx, jobs, user.id);
      if (user.email) await forgetMessagesFrom(tx, user.email);
      await deleteCounters(tx, counters.prefix, counters.keys);
      await deleteUser(tx, user.id);
      if (superAdmin && (await countOwnSuperAdmins(tx)) === 0) throw new Refused('last-super-admin');
      await forgetPersonInAuditLog(tx, user.id);
      await appendAuditEntry(tx, {
        actorId: user.id,
        actorEmail: null,
        actorRole: user.role,
        action: 'account.delete',
        targetType: 'user',
        targetId: user.id,
        address: null,
        details: { note: 'Account deleted by its holder' },
      });
    });
    // The practicals' files are deleted by the queue now that their rows are gone for good.
    jobs.wake();
    return null;
  } catch (error) {
    if (error instanceof Refused) return error.reason;
    throw error;
  }
}
