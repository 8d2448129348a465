import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import type { NewAuditLogRow } from './rows.js';
import { auditLog } from './schema.js';

/**
 * Adds one entry to the audit log. A trigger refuses updates and deletes, so what is written here
 * stays as it was written, but for `forgetPersonInAuditLog`.
 */
export async function appendAuditEntry(db: Db, entry: Omit<NewAuditLogRow, 'id' | 'at'>): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/**
 * The entries about an erased account stop naming its holder: their email, address and browser
 * are blanked (the one change the table's trigger allows); the account's id and what happened stay.
 */
export async function forgetPersonInAuditLog(db: Db, accountId: string): Promise<void> {
  await db.update(auditLog).set({ actorEmail: null, address: null, userAgent: null }).where(eq(auditLog.actorId, accountId));
}
