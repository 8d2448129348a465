import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { expectAll, type MatrixRow, type MatrixSetup } from './types.js';

const superAdminOnly = (ok: number) => expectAll(403, { anonymous: 401, superAdmin: ok });

/**
 * The matrix's callers are the seeded demo accounts, and ending demo mode would sign them all
 * out: here they become ordinary accounts first, and a fresh demo learner is what ends.
 */
const demoOfItsOwn: MatrixSetup = async ({ db, unique }) => {
  await db.update(users).set({ isDemo: false }).where(eq(users.isDemo, true));
  const [row] = await db
    .insert(users)
    .values({
      name: 'Matrix Demo',
      email: `matrix-demo-${unique()}@example.org`,
      passwordHash: 'not-a-real-hash',
      role: 'USER',
      isDemo: true,
    })
    .returning();
  return { userId: row!.id };
};

export const demoModeRows: MatrixRow[] = [
  { method: 'GET', url: () => '/v1/admin/demo-mode', expect: superAdminOnly(200) },
  { method: 'POST', url: () => '/v1/admin/demo-mode/end', setup: demoOfItsOwn, expect: superAdminOnly(200) },
];
