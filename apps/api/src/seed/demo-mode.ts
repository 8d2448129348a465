import type { Db } from '../db/client.js';
import { organizations, users } from '../db/schema.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { endDemoMode } from '../commands/end-demo-mode.js';
import { readDemoSetting, recordDemoSeeded } from '../modules/demo-mode/service.js';
import { findUserByEmail, markDemoAccounts } from '../modules/users/service.js';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, DEMO_PASSWORD } from './accounts.js';
import { DEMO_ACTIVITY_LEARNERS } from './demo-activity.js';

/** Every account the demo creates: one per role, and the learners of its activity. */
const DEMO_EMAILS = [...DEMO_ACCOUNTS.map((account) => account.email), ...DEMO_ACTIVITY_LEARNERS.map((learner) => learner.email)];

/**
 * Demo accounts seeded before demo accounts were marked as such (a database from an earlier
 * version): the demo emails whose password is still the published one. Marked now, so that
 * ending demo mode covers them; an account whose password was changed is someone's own.
 */
async function markEarlierDemoAccounts(db: Db) {
  const ids: string[] = [];
  for (const email of DEMO_EMAILS) {
    const user = await findUserByEmail(db, email);
    if (user && !user.isDemo && (await verifyPassword(user.passwordHash, DEMO_PASSWORD))) ids.push(user.id);
  }
  await markDemoAccounts(db, ids);
}

/**
 * The demo accounts (one per role, with the published password), once in the life of a
 * database: seeded on its first start with DEMO on, marked `is_demo`, and recorded in
 * platform_settings, so that an account deleted by hand is never created again, nor any after
 * demo mode has ended. Answers whether they were seeded now (the demo activity follows them).
 */
export async function seedDemoAccounts(db: Db): Promise<boolean> {
  if (await readDemoSetting(db)) return false;
  await markEarlierDemoAccounts(db);
  await db.insert(organizations).values(DEMO_ORGANIZATION).onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    await db
      .insert(users)
      .values({ ...account, nameVariants: account.nameVariants ?? null, passwordHash, isDemo: true })
      .onConflictDoNothing();
  }
  await recordDemoSeeded(db);
  return true;
}

/**
 * DEMO=false: demo mode ends if it is on (its accounts disabled and signed out) and is recorded
 * as ended, so that no later start creates demo accounts, whatever DEMO says then. Answers
 * whether this start ended it.
 */
export async function keepDemoModeOff(db: Db): Promise<boolean> {
  const setting = await readDemoSetting(db);
  if (setting?.endedAt) return false;
  if (!setting) await markEarlierDemoAccounts(db);
  return endDemoMode(db, null);
}
