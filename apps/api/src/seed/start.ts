import type { Db } from '../db/client.js';
import { seedDemoActivity } from './demo-activity.js';
import { seedDemoBatches } from './demo-batches.js';
import { keepDemoModeOff } from './demo-mode.js';
import { seedDatabase } from './index.js';

/**
 * What a server start puts into the database. SEED: the languages, UI strings, courses and
 * alert, and (DEMO on) the demo accounts, their activity and two batches, each once in the life of the
 * database. DEMO=false: no demo account, and demo mode ended if it was on. Answers whether this
 * start ended demo mode, and whether it seeded the demo (then the server, once built, adds the
 * demo's field practicals: seed/demo-practicals.ts).
 */
export async function seedOnStart(db: Db, options: { seed: boolean; demo: boolean }): Promise<{ demoEnded: boolean; demoSeeded: boolean }> {
  let demoSeeded = false;
  if (options.seed) {
    const { demoAccountsSeeded } = await seedDatabase(db, { demoAccounts: options.demo });
    if (demoAccountsSeeded) {
      await seedDemoActivity(db);
      await seedDemoBatches(db);
      demoSeeded = true;
    }
  }
  return { demoEnded: !options.demo && (await keepDemoModeOff(db)), demoSeeded };
}
