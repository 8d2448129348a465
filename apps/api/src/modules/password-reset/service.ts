import { randomBytes } from 'node:crypto';
import { PATHS } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import type { Mailer } from '../../lib/mail/mailer.js';
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

/**
 * Emails a new reset link when the address belongs to an active account, and does nothing
 * otherwise. The caller answers the same either way, without waiting for this.
 */
export async function sendResetLink(db: Db, mailer: Mailer, request: ResetLinkRequest, origin: EventOrigin): Promise<void> {
  const user = await findUserByEmail(db, request.email);
  await recordSecurityEvent(db, origin, { kind: 'password-reset-requested', account: user });
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
