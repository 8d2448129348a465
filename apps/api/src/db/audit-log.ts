import type { Db } from './client.js';
import type { NewAuditLogRow } from './rows.js';
import { auditLog } from './schema.js';

/**
 * Adds one entry to the audit log. The only write the table takes: a trigger refuses updates and
 * deletes, so what is written here stays as it was written.
 */
export async function appendAuditEntry(db: Db, entry: Omit<NewAuditLogRow, 'id' | 'at'>): Promise<void> {
  await db.insert(auditLog).values(entry);
}
