import type { ResetPasswordWithLinkBody } from '@jal/contracts';
import type { Db } from '../db/client.js';
import { recordSecurityEvent, type EventOrigin } from '../db/security-events.js';
import { HttpError } from '../lib/http-error.js';
import { hashPassword } from '../lib/password.js';
import { assertPasswordAllowed } from '../lib/password-policy.js';
import { hashToken } from '../lib/tokens.js';
import { deleteResetTokens, takeResetToken } from '../modules/password-reset/service.js';
import { findUserById, updatePasswordHash } from '../modules/users/service.js';
import { deleteUserSessions } from '../sessions/store.js';

export const LINK_NOT_VALID = 'This link is not valid: it has expired or has already been used. Please ask for a new one.';

/**
 * Sets the new password with a link's token, once: the link stops working (password reset), then
 * the password changes (users), every session of the user ends (whoever knew the old password is
 * signed out) and so do any other links, these three in one transaction.
 */
export async function resetPasswordWithLink(db: Db, body: ResetPasswordWithLinkBody, origin: EventOrigin): Promise<void> {
  // Checked first: a refused password leaves the link usable for a better one.
  assertPasswordAllowed(body.password);
  const userId = await takeResetToken(db, hashToken(body.token), new Date());
  if (!userId) throw new HttpError(400, LINK_NOT_VALID, {}, { token: LINK_NOT_VALID }).coded('RESET_LINK_INVALID');
  // Hashed before the transaction, which then holds the database only for the writes.
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, userId, passwordHash);
    await deleteUserSessions(tx, userId);
    await deleteResetTokens(tx, userId);
  });
  await recordSecurityEvent(db, origin, { kind: 'password-reset-used', account: await findUserById(db, userId) });
}
