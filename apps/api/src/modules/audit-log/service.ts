import { rangeEnd, rangeStart, type AuditLogFilter, type AuditLogList } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { CSV_BOM, csvLine } from '../../lib/csv.js';
import { AUDIT_CSV_HEADER, auditCsvCells, presentAuditEntry } from './presenter.js';
import { auditEntriesBefore, listAuditEntries, type AuditLogConditions } from './repository.js';

/** Rows read per query while exporting: the file streams out without the whole log in memory. */
const EXPORT_BATCH = 500;

function conditionsOf(filter: AuditLogFilter): AuditLogConditions {
  return {
    action: filter.action || undefined,
    actor: filter.actor || undefined,
    targetType: filter.targetType || undefined,
    from: filter.from ? rangeStart(filter.from) : undefined,
    to: filter.to ? rangeEnd(filter.to) : undefined,
  };
}

export async function auditLogPage(db: Db, query: AuditLogFilter & { page: number; limit: number }): Promise<AuditLogList> {
  const { rows, total } = await listAuditEntries(db, conditionsOf(query), query);
  return {
    items: rows.map(presentAuditEntry),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** The filtered log as CSV text, newest first, batch by batch: a byte-order mark and one header row first. */
export async function* auditLogCsv(db: Db, filter: AuditLogFilter): AsyncGenerator<string> {
  const conditions = conditionsOf(filter);
  yield `${CSV_BOM}${csvLine(AUDIT_CSV_HEADER)}`;
  let beforeId: number | null = null;
  for (;;) {
    const rows = await auditEntriesBefore(db, conditions, beforeId, EXPORT_BATCH);
    if (rows.length) yield rows.map((row) => csvLine(auditCsvCells(row))).join('');
    if (rows.length < EXPORT_BATCH) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}
