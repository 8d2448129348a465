import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { secondFactorChallenges, secondFactorRecoveryCodes, secondFactors } from '../../db/schema.js';

export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type ChallengeRow = typeof secondFactorChallenges.$inferSelect;

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId)).limit(1);
  return row;
}

/** Starts (or starts again) an enrolment: a new secret, not in effect until confirmed. Never replaces a confirmed one. */
export async function savePendingSecret(db: Db, userId: string, sealedSecret: string): Promise<boolean> {
  const rows = await db
    .insert(secondFactors)
    .values({ userId, sealedSecret })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { sealedSecret, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(secondFactors.confirmedAt),
    })
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

/**
 * Records the step of the code just accepted, unless a code of that step or a later one was
 * accepted meanwhile: two requests with one code cannot both pass. True when this one did.
 */
export async function claimTimeStep(db: Db, userId: string, step: number, confirmAt?: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastTimeStep: step, ...(confirmAt ? { confirmedAt: confirmAt } : {}) })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastTimeStep), lt(secondFactors.lastTimeStep, step)),
        confirmAt ? isNull(secondFactors.confirmedAt) : sql`${secondFactors.confirmedAt} is not null`,
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length > 0;
}

export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.insert(secondFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ codeHash, userId })));
}

/** Marks a recovery code used, if it is the user's and unused: true when it was. */
export async function useRecoveryCode(db: Db, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(secondFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(secondFactorRecoveryCodes.codeHash, codeHash),
        eq(secondFactorRecoveryCodes.userId, userId),
        isNull(secondFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: secondFactorRecoveryCodes.codeHash });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(secondFactorRecoveryCodes)
    .where(and(eq(secondFactorRecoveryCodes.userId, userId), isNull(secondFactorRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function deleteSecondFactor(db: Db, userId: string) {
  await db.delete(secondFactorRecoveryCodes).where(eq(secondFactorRecoveryCodes.userId, userId));
  await db.delete(secondFactorChallenges).where(eq(secondFactorChallenges.userId, userId));
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
}

export async function insertChallenge(db: Db, row: ChallengeRow) {
  await db.insert(secondFactorChallenges).values(row);
}

export async function findLiveChallenge(db: Db, tokenHash: string, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(and(eq(secondFactorChallenges.tokenHash, tokenHash), gt(secondFactorChallenges.expiresAt, now)))
    .limit(1);
  return row;
}

/** Uses a challenge up: true for the one request that deleted it. */
export async function consumeChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(secondFactorChallenges)
    .where(eq(secondFactorChallenges.tokenHash, tokenHash))
    .returning({ tokenHash: secondFactorChallenges.tokenHash });
  return rows.length > 0;
}

/** Deletes the sign-in challenges past their lifetime (the hourly purge). */
export async function deleteExpiredChallenges(db: Db, now: Date) {
  await db.delete(secondFactorChallenges).where(lte(secondFactorChallenges.expiresAt, now));
}
