import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Alert } from '@jal/contracts';
import type { Db } from '../db/client.js';
import type { AlertRow } from '../db/rows.js';
import { alerts } from '../db/schema.js';
import { cachedEntry } from '../lib/cached-reply.js';
import type { PublicCache } from '../lib/public-cache.js';

/** Every public cache entry about alerts starts with this prefix; alert changes drop them all. */
export const ALERTS_CACHE_PREFIX = 'alerts:';
/** The key of the current alert's cached answer. */
export const CURRENT_ALERT_KEY = `${ALERTS_CACHE_PREFIX}current`;
// Alerts start and end on a clock, so the cached answer is kept only briefly.
export const CURRENT_ALERT_TTL_MS = 15_000;

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

/** The envelope of GET /v1/alerts/current. */
export function currentAlertProducer(db: Db) {
  return async () => {
    const current = await findCurrentAlert(db);
    return { code: 200, message: current ? 'Success' : 'No current alert', data: current };
  };
}

/** The serialised answer of GET /v1/alerts/current, as the route sends it and the page's HTML inlines it. */
export function currentAlertEntry(db: Db, cache: PublicCache) {
  return cachedEntry(cache, CURRENT_ALERT_KEY, currentAlertProducer(db), CURRENT_ALERT_TTL_MS);
}
