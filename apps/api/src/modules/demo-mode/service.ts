import type { DemoAccounts, DemoModeStatus } from '@jal/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../lib/demo-accounts.js';
import { conflict } from '../../lib/http-error.js';
import { presentDemoAccount } from './presenter.js';
import {
  activeDemoEmails,
  countActiveDemoAccounts,
  countOwnSuperAdmins,
  disableDemoAccountsAndRecord,
  listDemoAccounts,
  readDemoSettingValue,
  writeDemoSettingValue,
} from './repository.js';

/** What platform_settings records of demo mode; a value it cannot read counts as not set. */
const demoSetting = z.object({
  seededAt: z.string().nullable().catch(null),
  endedAt: z.string().nullable().catch(null),
  endedBy: z.string().nullable().catch(null),
});
export type DemoSetting = z.infer<typeof demoSetting>;

/** The record of demo mode, or null when its accounts were never seeded nor demo mode ended. */
export async function readDemoSetting(db: Db): Promise<DemoSetting | null> {
  const value = await readDemoSettingValue(db);
  return value ? demoSetting.parse(value) : null;
}

/** Demo mode is on from the seeding of its accounts until it ends, while any of them can still sign in. */
async function isDemoModeOn(db: Db, setting: DemoSetting | null) {
  return !!setting?.seededAt && !setting.endedAt && (await countActiveDemoAccounts(db)) > 0;
}

/** Whether demo mode is on now: staff need no second factor while it is. */
export async function isDemoModeActive(db: Db): Promise<boolean> {
  return isDemoModeOn(db, await readDemoSetting(db));
}

/** Records that the demo accounts were seeded: from then on the seed never creates them again. */
export async function recordDemoSeeded(db: Db, now = new Date()) {
  await writeDemoSettingValue(db, { seededAt: now.toISOString(), endedAt: null, endedBy: null });
}

/** The sign-in page's demo panel: the accounts one per role that can still sign in, or nothing once demo mode is off. */
export async function publicDemoAccounts(db: Db): Promise<DemoAccounts> {
  if (!(await isDemoModeOn(db, await readDemoSetting(db)))) return { active: false, password: null, accounts: [] };
  const open = await activeDemoEmails(
    db,
    DEMO_SIGN_IN_ACCOUNTS.map((account) => account.email),
  );
  return {
    active: true,
    password: DEMO_PASSWORD,
    accounts: DEMO_SIGN_IN_ACCOUNTS.filter((account) => open.has(account.email)).map(({ role, email }) => ({ role, email })),
  };
}

export async function demoModeStatus(db: Db, caller: UserRow): Promise<DemoModeStatus> {
  const setting = await readDemoSetting(db);
  const [active, accounts, ownSuperAdmins] = await Promise.all([isDemoModeOn(db, setting), listDemoAccounts(db), countOwnSuperAdmins(db)]);
  return {
    active,
    seededAt: setting?.seededAt ?? null,
    endedAt: setting?.endedAt ?? null,
    endedBy: setting?.endedBy ?? null,
    accounts: accounts.map(presentDemoAccount),
    ownSuperAdmins,
    callerIsDemo: caller.isDemo,
  };
}

/**
 * Ends demo mode for good: every demo account is disabled (and its sessions end), and the ending
 * is recorded, so no later start creates a demo account again. `by` is the super admin who ended
 * it, or null when the server was started with DEMO=false. A super admin may end it only once
 * an account of their own can run the platform: the demo super admin is disabled with the rest.
 * Ending it again changes nothing; the answer says whether this call ended it.
 */
export async function endDemoMode(db: Db, by: UserRow | null, now = new Date()): Promise<boolean> {
  const setting = await readDemoSetting(db);
  if (setting?.endedAt) return false;
  if (by && (await countOwnSuperAdmins(db)) === 0) {
    throw conflict(
      'Create a super admin account of your own first (Users page): ending demo mode disables every demo account, the demo super admin too.',
    );
  }
  await disableDemoAccountsAndRecord(db, { seededAt: setting?.seededAt ?? null, endedAt: now.toISOString(), endedBy: by?.email ?? null });
  return true;
}
