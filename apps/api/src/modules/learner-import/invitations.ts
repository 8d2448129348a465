import { MAIL_JOB_ATTEMPTS, MAIL_JOB_CONCURRENCY, type Mailer } from '../../lib/mail/mailer.js';
import type { Db } from '../../db/client.js';
import type { SessionCache } from '../../sessions/cache.js';
import type { JobQueue } from '../jobs/service.js';
import { invitationMail } from './invitation-mail.js';
import { hashOneTimePassword, oneTimePassword } from './one-time-password.js';
import { findInvitee, setOneTimePassword } from '../users/service.js';

/** The job that sends one imported learner their invitation. */
export const INVITATION_JOB = 'learner-invitation';

/**
 * The password hash of a learner whose invitation is not sent yet: no password matches it (it is
 * not a hash at all), so the account cannot be signed in to until the invitation gives one.
 */
export const NOT_YET_SENT = '!invitation-not-sent-yet';

/**
 * How the queue sends an invitation: a new one-time password is made, set (for 14 days from now)
 * and emailed, so that no password is ever kept in the queue. A try that fails after setting it
 * makes another on the next try; the last one sent is the one that works. A learner who chose
 * their own password meanwhile, or whose account is gone or disabled, is sent nothing.
 */
export function defineInvitations(
  db: Db,
  jobs: JobQueue,
  mail: { mailer: Mailer; signInUrl: () => string },
  sessions: Pick<SessionCache, 'forgetUser'>,
) {
  jobs.define(INVITATION_JOB, {
    concurrency: MAIL_JOB_CONCURRENCY,
    maxAttempts: MAIL_JOB_ATTEMPTS,
    run: async (job) => {
      const learner = await findInvitee(db, String(job.payload.userId));
      if (!learner) return;
      const password = oneTimePassword();
      if (!(await setOneTimePassword(db, learner.id, await hashOneTimePassword(password)))) return;
      // A session already open reads the account again, with the password that is now the one.
      sessions.forgetUser(learner.id);
      await mail.mailer.send(invitationMail({ name: learner.name, email: learner.email, password, signInUrl: mail.signInUrl() }));
    },
  });
}
