import type { DemoAccounts, DemoModeStatus } from '@jal/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { DEMO_PASSWORD, DEMO_SIGN_IN_ACCOUNTS } from '../../lib/demo-accounts.js';
import { activeDemoEmails, countActiveDemoAccounts, countOwnSuperAdmins, listDemoAccounts } from '../users/service.js';
import { presentDemoAccount } from './presenter.js';
import { readDemoSettingValue, writeDemoSettingValue } from './repository.js';

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

// Ending demo mode (commands/end-demo-mode.ts) records its end here.
export { writeDemoSettingValue } from './repository.js';
