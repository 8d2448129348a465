import { randomBytes } from 'node:crypto';
import { PATHS } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import { MAIL_JOB_ATTEMPTS, MAIL_JOB_CONCURRENCY, type Mailer } from '../../lib/mail/mailer.js';
import type { JobQueue } from '../jobs/service.js';
import { hashToken } from '../../lib/tokens.js';
import { findUserByEmail, lockUser } from '../users/service.js';
import type { MailLanguage } from './language.js';
import { resetMail } from './mail.js';
import { replaceResetToken } from './repository.js';

/** How long a reset link works after it was asked for. */
export const RESET_LINK_TTL_MS = 30 * 60 * 1000;

export type ResetLinkRequest = {
  email: string;
  language: MailLanguage;
  /** Where the site is reached, e.g. https://jal.example: the link is this plus /reset-password. */
  origin: string;
};

function greetingName(user: UserRow, language: MailLanguage): string {
  const hindi = user.nameVariants?.hindi?.trim();
  return language === 'hi' && hindi ? hindi : user.name;
}

/** The job that emails a reset link (or, for an address without an active account, only records the request). */
export const RESET_MAIL_JOB = 'password-reset-mail';

/**
 * Queues the request: the caller answers the same whether or not the account exists, and as fast,
 * since nothing is looked up before the answer. The job survives a restart and is tried again
 * when the mail server fails.
 */
export async function queueResetLink(db: Db, jobs: JobQueue, request: ResetLinkRequest, origin: EventOrigin): Promise<void> {
  const payload = { ...request, address: origin.address, userAgent: origin.userAgent };
  await jobs.add(db, [{ kind: RESET_MAIL_JOB, payload }]);
}

/** How the queue handles a reset request: sendResetLink, with the request recorded once whatever the tries. */
export function defineResetLinks(db: Db, jobs: JobQueue, mailer: Mailer) {
  jobs.define(RESET_MAIL_JOB, {
    concurrency: MAIL_JOB_CONCURRENCY,
    maxAttempts: MAIL_JOB_ATTEMPTS,
    run: async ({ payload, attempt }) => {
      const text = (key: string) => (typeof payload[key] === 'string' ? payload[key] : null);
      const request = {
        email: text('email') ?? '',
        language: text('language') === 'hi' ? 'hi' : 'en',
        origin: text('origin') ?? '',
      } as const;
      await sendResetLink(db, mailer, request, { address: text('address'), userAgent: text('userAgent') }, attempt === 1);
    },
  });
}

/**
 * Emails a new reset link when the address belongs to an active account, and does nothing else
 * otherwise; the request is recorded as a security event when `record`.
 */
export async function sendResetLink(db: Db, mailer: Mailer, request: ResetLinkRequest, origin: EventOrigin, record = true): Promise<void> {
  const user = await findUserByEmail(db, request.email);
  if (record) await recordSecurityEvent(db, origin, { kind: 'password-reset-requested', account: user });
  if (!user?.email || user.status !== 'active') return;
  // 256 random bits: the link cannot be guessed, and only its hash is kept.
  const token = randomBytes(32).toString('base64url');
  // The user's row is locked meanwhile: two requests at once take turns, and the later link wins.
  await db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    await replaceResetToken(tx, user.id, hashToken(token), new Date(Date.now() + RESET_LINK_TTL_MS));
  });
  const link = `${request.origin}${PATHS.resetPassword}?token=${token}`;
  await mailer.send({
    to: user.email,
    ...resetMail(request.language, { name: greetingName(user, request.language), email: user.email, link }),
  });
}

// Setting the new password with a link (commands/reset-password-with-link.ts) spends the link here.
export { deleteResetTokens, takeResetToken } from './repository.js';
