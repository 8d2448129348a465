import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformSettings } from '../../db/schema.js';

/** The platform_settings row that records demo mode: when its accounts were seeded, and when it ended. */
const DEMO_KEY = 'demo';

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
