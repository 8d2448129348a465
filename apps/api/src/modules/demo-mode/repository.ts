import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings, sessions, users } from '../../db/schema.js';

/** The platform_settings row that records demo mode: when its accounts were seeded, and when it ended. */
const DEMO_KEY = 'demo';

/**
 * Stored instead of a password hash once demo mode ends: no password matches it, so an
 * account re-enabled later still needs a new password before anyone can sign in with it.
 */
const NO_PASSWORD = '!demo-mode-ended';

export async function readDemoSettingValue(db: Db): Promise<Record<string, unknown> | undefined> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, DEMO_KEY));
  return row?.value;
}

export async function writeDemoSettingValue(db: Db, value: Record<string, unknown>) {
  await db
    .insert(platformSettings)
    .values({ key: DEMO_KEY, value })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
}

export async function listDemoAccounts(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.email));
}

/** Which of these emails belong to demo accounts that can still sign in. */
export async function activeDemoEmails(db: Db, emails: readonly string[]) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isDemo, true), eq(users.status, 'active'), inArray(users.email, [...emails])));
  return new Set(rows.map((row) => row.email));
}

export async function countActiveDemoAccounts(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isDemo, true), eq(users.status, 'active')));
  return row?.n ?? 0;
}

/** Active super admins that are not demo accounts. */
export async function countOwnSuperAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'active'), eq(users.isDemo, false)));
  return row?.n ?? 0;
}

export async function markDemoAccounts(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(users).set({ isDemo: true }).where(inArray(users.id, ids));
}

/**
 * In one transaction: every demo account disabled and left without a usable password, their
 * sessions deleted, and the ending recorded, so no restart brings any of it back.
 */
export async function disableDemoAccountsAndRecord(db: Db, value: Record<string, unknown>) {
  await db.transaction(async (tx) => {
    const demoIds = tx.select({ id: users.id }).from(users).where(eq(users.isDemo, true));
    await tx.delete(sessions).where(inArray(sessions.userId, demoIds));
    await tx.update(users).set({ status: 'disabled', passwordHash: NO_PASSWORD, updatedAt: new Date() }).where(eq(users.isDemo, true));
    await tx
      .insert(platformSettings)
      .values({ key: DEMO_KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: new Date() } });
  });
}

/** An account someone has taken over with a password of their own is no longer a demo account. */
export async function unmarkDemoAccount(db: Db, id: string) {
  await db.update(users).set({ isDemo: false }).where(eq(users.id, id));
}
