// Tables that keep the platform safe to run: platform settings (demo mode), throttling counters,
// password-reset links and the audit log.
import { bigint, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { users } from './schema.js';

/** One row per setting that must outlive a restart and hold for every process (e.g. `demo`). */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Counters kept in the database so that every process sees the same count: failed sign-ins per
 * account and address, per address, and requests per address for sign-up and password reset.
 * The key names what is counted (e.g. `signin:account:<email>|<address>`).
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStartedAt: at('window_started_at').notNull().defaultNow(),
    lastAt: at('last_at').notNull().defaultNow(),
    blockedUntil: at('blocked_until'),
  },
  (table) => [index('throttle_counters_last_at_idx').on(table.lastAt)],
);

/** One-time links that set a new password; only the SHA-256 of the token is kept. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [inlineForeignKey(table.userId, users.id), index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Who changed what from the dashboard, when and from where, and the security events (sign-ins,
 * password changes, refusals: `security.<kind>`). Append-only: a trigger refuses
 * updates and deletes. The actor is a snapshot (id, email, role), not a reference, so deleting
 * a user keeps their entries whole.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    /** What was done, as `<resource>.<verb>` (e.g. `course.update`, `demo.end`). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    address: text('address'),
    userAgent: text('user_agent'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_action_idx').on(table.action, table.at)],
);
