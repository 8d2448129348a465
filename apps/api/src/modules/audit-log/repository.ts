import { and, desc, eq, gte, ilike, like, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage, type PageRequest } from '../../db/queries.js';
import type { AuditLogRow } from '../../db/rows.js';
import { auditLog } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';

/** The audit log's filters, as the service resolved them. */
export type AuditLogConditions = { action?: string; actor?: string; targetType?: string; from?: Date; to?: Date };

function whereOf(filter: AuditLogConditions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.action) {
    // `course.update` is one action; `course` is every action on courses.
    conditions.push(
      filter.action.includes('.') ? eq(auditLog.action, filter.action) : like(auditLog.action, `${escapeLike(filter.action)}.%`),
    );
  }
  if (filter.actor) conditions.push(ilike(auditLog.actorEmail, `%${escapeLike(filter.actor)}%`));
  if (filter.targetType) conditions.push(eq(auditLog.targetType, filter.targetType));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lte(auditLog.at, filter.to));
  return and(...conditions);
}

/**
 * One page of entries, newest first. Newest is the order they were written in: the id, which
 * never goes back, where two changes may share a clock time.
 */
export function listAuditEntries(db: Db, filter: AuditLogConditions, page: PageRequest) {
  const where = whereOf(filter);
  return selectPage(db, db.select().from(auditLog).where(where).orderBy(desc(auditLog.id)).$dynamic(), auditLog, where, page);
}

/** The next batch of entries older than `beforeId` (all, from the newest, when null), for an export. */
export function auditEntriesBefore(db: Db, filter: AuditLogConditions, beforeId: number | null, limit: number): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(whereOf(filter), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
