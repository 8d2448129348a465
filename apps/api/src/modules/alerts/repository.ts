import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Alert } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { alerts } from '../../db/schema.js';

export type AlertRow = typeof alerts.$inferSelect;

export function presentAlert(row: AlertRow): Alert {
  return {
    _id: row.id,
    id: row.id,
    message: row.message,
    alertType: row.alertType,
    isActive: row.isActive,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The current alert: the newest active alert whose time window contains `now` (an open start or
 * end counts as unbounded). See docs/decisions/003-current-alert.md.
 */
export async function findCurrentAlert(db: Db, now = new Date()) {
  const [row] = await db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.isActive, true),
        or(isNull(alerts.startsAt), lte(alerts.startsAt, now)),
        or(isNull(alerts.endsAt), gt(alerts.endsAt, now)),
      ),
    )
    .orderBy(desc(alerts.createdAt))
    .limit(1);
  return row ? presentAlert(row) : null;
}
