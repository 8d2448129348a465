import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';

/**
 * Stores a new link for the user in place of any earlier one, so that only the newest link
 * works. The user's row is locked meanwhile: two requests at once take turns, and the later wins.
 */
export async function replaceResetToken(db: Db, userId: string, tokenHash: string, expiresAt: Date) {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
  });
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
