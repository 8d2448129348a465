import type { Db } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { conflict } from '../lib/http-error.js';
import { readDemoSetting, writeDemoSettingValue } from '../modules/demo-mode/service.js';
import { countOwnSuperAdmins, disableDemoAccounts } from '../modules/users/service.js';
import { deleteSessionsOf } from '../sessions/store.js';

/**
 * Ends demo mode for good: every demo account is disabled and left without a usable password
 * (users), their sessions end (sessions), and the ending is recorded (demo mode), in one
 * transaction, so no restart brings any of it back and no later start creates a demo account
 * again. `by` is the super admin who ended it, or null when the server was started with
 * DEMO=false. A super admin may end it only once an account of their own can run the platform:
 * the demo super admin is disabled with the rest. Ending it again changes nothing; the answer
 * says whether this call ended it.
 */
export async function endDemoMode(db: Db, by: UserRow | null, now = new Date()): Promise<boolean> {
  const setting = await readDemoSetting(db);
  if (setting?.endedAt) return false;
  if (by && (await countOwnSuperAdmins(db)) === 0) {
    throw conflict(
      'Create a super admin account of your own first (Users page): ending demo mode disables every demo account, the demo super admin too.',
    );
  }
  await db.transaction(async (tx) => {
    await deleteSessionsOf(tx, await disableDemoAccounts(tx));
    await writeDemoSettingValue(tx, { seededAt: setting?.seededAt ?? null, endedAt: now.toISOString(), endedBy: by?.email ?? null });
  });
  return true;
}
