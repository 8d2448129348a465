import type { AuditEntry } from '@jal/contracts';
import type { AuditLogRow } from '../../db/rows.js';

export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    actorRole: row.actorRole,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    address: row.address,
    userAgent: row.userAgent,
    details: row.details,
  };
}

/** The CSV's columns, one header row; times in ISO 8601 (UTC). */
export const AUDIT_CSV_HEADER = [
  'Time',
  'Actor email',
  'Actor role',
  'Actor id',
  'Action',
  'Target type',
  'Target id',
  'Address',
  'User agent',
  'Details',
];

export function auditCsvCells(row: AuditLogRow): (string | null)[] {
  return [
    row.at.toISOString(),
    row.actorEmail,
    row.actorRole,
    row.actorId,
    row.action,
    row.targetType,
    row.targetId,
    row.address,
    row.userAgent,
    Object.keys(row.details).length ? JSON.stringify(row.details) : null,
  ];
}
