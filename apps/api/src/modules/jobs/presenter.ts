import type { JobItem } from '@jal/contracts';
import type { JobRow } from '../../db/schema.js';

/** A job for the dashboard: its state and last failure, not its payload (an email address, a learner's id). */
export const presentJob = (row: JobRow): JobItem => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  attempts: row.attempts,
  maxAttempts: row.maxAttempts,
  lastError: row.lastError,
  runAt: row.runAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
});
