// Two-step sign-in: each account's TOTP secret (sealed), its recovery codes (hashed), and the
// short-lived challenges between the password step and the code step.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, inlineForeignKey } from './columns.js';
// A cycle with schema.ts, which re-exports this file: the foreign keys below are built lazily, so it resolves.
import { users } from './schema.js';

/**
 * One per account that has enrolled or is enrolling. The secret is sealed with the server's
 * second-factor key (AES-256-GCM), so a copy of the database alone does not give it away. It
 * takes effect once `confirmedAt` is set; `lastTimeStep` is the 30-second step of the last code
 * accepted, and no code of that step or an earlier one is accepted again.
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    userId: uuid('user_id').primaryKey(),
    sealedSecret: text('sealed_secret').notNull(),
    confirmedAt: at('confirmed_at'),
    lastTimeStep: bigint('last_time_step', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [inlineForeignKey(table.userId, users.id)],
);

/** Single-use recovery codes: only the SHA-256 of each is kept, and a used one is marked. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [inlineForeignKey(table.userId, users.id), index('second_factor_recovery_codes_user_idx').on(table.userId)],
);

/**
 * What the password step hands out instead of a session when a second step is due: 'code' asks
 * for a code, 'enrol' (a staff account that must have one and has none) allows only enrolling.
 * Only the SHA-256 of the challenge is kept; it is deleted when used.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').$type<'code' | 'enrol'>().notNull(),
    devicePlatform: text('device_platform'),
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [
    inlineForeignKey(table.userId, users.id),
    check('second_factor_challenges_purpose_check', sql`${table.purpose} IN ('code', 'enrol')`),
    index('second_factor_challenges_user_idx').on(table.userId),
    index('second_factor_challenges_expires_idx').on(table.expiresAt),
  ],
);
