import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens } from '../../db/schema.js';

/**
 * Stores a new link for the user in place of any earlier one, so that only the newest link
 * works. Give a transaction holding the user's row (see sendResetLink).
 */
export async function replaceResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
}

/**
 * Marks a link used and returns its user, if it was unused and has not expired. One statement,
 * so two requests with the same link cannot both get the user.
 */
export async function takeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** Removes every link of the user, once the password has been set with one of them. */
export async function deleteResetTokens(db: Db, userId: string) {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
