import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { AlertRow, NewAlertRow } from '../../db/rows.js';
import { alerts } from '../../db/schema.js';

type AlertValues = Omit<NewAlertRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Every alert, newest first (the dashboard shows at most this many). */
export function listAlerts(db: Db, limit = 500): Promise<AlertRow[]> {
  return db.select().from(alerts).orderBy(desc(alerts.createdAt)).limit(limit);
}

export async function findAlert(db: Db, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  return row;
}

export async function insertAlert(db: Db, values: AlertValues): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  if (!row) throw new Error('the alert insert returned no row');
  return row;
}

export async function updateAlert(db: Db, id: string, values: Partial<AlertValues>): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(alerts.id, id))
    .returning();
  return row;
}

export async function deleteAlert(db: Db, id: string) {
  await db.delete(alerts).where(eq(alerts.id, id));
}
