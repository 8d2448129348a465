import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, insertedRow } from '../../db/queries.js';
import type { AlertRow, NewAlertRow } from '../../db/rows.js';
import { alerts } from '../../db/schema.js';

type AlertValues = Omit<NewAlertRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Every alert, newest first (the dashboard shows at most this many). */
export function listAlerts(db: Db, limit = 500): Promise<AlertRow[]> {
  return db.select().from(alerts).orderBy(desc(alerts.createdAt)).limit(limit);
}

export function findAlert(db: Db, id: string): Promise<AlertRow | undefined> {
  return firstRow(db.select().from(alerts).where(eq(alerts.id, id)).limit(1));
}

export function insertAlert(db: Db, values: AlertValues): Promise<AlertRow> {
  return insertedRow(db.insert(alerts).values(values).returning(), 'the alert insert returned no row');
}

export function updateAlert(db: Db, id: string, values: Partial<AlertValues>): Promise<AlertRow | undefined> {
  const changes = { ...values, updatedAt: new Date() };
  return firstRow(db.update(alerts).set(changes).where(eq(alerts.id, id)).returning());
}

export async function deleteAlert(db: Db, id: string) {
  await db.delete(alerts).where(eq(alerts.id, id));
}
