import { and, eq, lt } from 'drizzle-orm';
import type { SyncEvent } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { syncReceipts } from '../../db/schema.js';

/**
 * Claims an event's key for the learner: true when the key is new. The receipt is written first,
 * in the transaction that then applies the event, so a second request with the same key waits
 * here until the first is committed (or rolled back) and then finds it taken. Its outcome is
 * filled in before the transaction ends.
 */
export async function claimKey(db: Db, userId: string, key: string, type: SyncEvent['type'], now: Date): Promise<boolean> {
  const inserted = await db
    .insert(syncReceipts)
    .values({ userId, key, type, outcome: {}, receivedAt: now })
    .onConflictDoNothing()
    .returning({ key: syncReceipts.key });
  return inserted.length > 0;
}

export async function saveReceiptOutcome(db: Db, userId: string, key: string, outcome: Record<string, unknown>) {
  await db
    .update(syncReceipts)
    .set({ outcome })
    .where(and(eq(syncReceipts.userId, userId), eq(syncReceipts.key, key)));
}

/** Forgets the learner's keys received before `before` (see RECEIPT_DAYS). */
export async function forgetReceipts(db: Db, userId: string, before: Date) {
  await db.delete(syncReceipts).where(and(eq(syncReceipts.userId, userId), lt(syncReceipts.receivedAt, before)));
}

/** The outcome the key got when it was first applied. */
export async function receiptOutcome(db: Db, userId: string, key: string): Promise<Record<string, unknown> | undefined> {
  const [row] = await db
    .select({ outcome: syncReceipts.outcome })
    .from(syncReceipts)
    .where(and(eq(syncReceipts.userId, userId), eq(syncReceipts.key, key)))
    .limit(1);
  return row?.outcome;
}
