import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@jal/contracts';
import { organizations, users } from '../../db/schema.js';
import { SECOND_ORGANIZATION } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

const search = async (text: string) => {
  const response = await t.app.inject({ url: `/api/v1/user?search=${encodeURIComponent(text)}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ items: AdminUser[]; pagination: { total: number } }>(response).data;
};

describe('a page of the user list kept until a user changes', () => {
  it('shows every change to the users it lists and their organization, however written', async () => {
    const db = t.database.db;
    expect((await search('Sushila')).pagination.total).toBe(0);
    await db.insert(organizations).values(SECOND_ORGANIZATION);
    const [sushila] = await db.insert(users).values({ name: 'Sushila Devi', email: 'sushila@example.org', passwordHash: 'x' }).returning();
    expect((await search('Sushila')).items.map((user) => user.email)).toEqual(['sushila@example.org']);

    await db.update(users).set({ organizationId: SECOND_ORGANIZATION.id }).where(eq(users.id, sushila!.id));
    expect((await search('Sushila')).items[0]!.organizationName).toBe(SECOND_ORGANIZATION.name);
    await db.update(organizations).set({ name: 'Renamed Sanstha' }).where(eq(organizations.id, SECOND_ORGANIZATION.id));
    expect((await search('Sushila')).items[0]!.organizationName).toBe('Renamed Sanstha');

    await db.delete(users).where(eq(users.id, sushila!.id));
    expect((await search('Sushila')).pagination.total).toBe(0);
  });

  it('is answered again, not read again, while no user has changed', async () => {
    const db = t.database.db;
    const kept = await search('Savitri');
    // Written with the change counters switched off: the kept page cannot know of it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(users).values({ name: 'Savitri Bai', email: 'savitri@example.org', passwordHash: 'x' });
    });
    expect(await search('Savitri')).toEqual(kept);
    // Any change the counters see: the page is read again, the unseen learner with it.
    await db.insert(users).values({ name: 'Someone Else', email: 'else@example.org', passwordHash: 'x' });
    expect((await search('Savitri')).pagination.total).toBe(kept.pagination.total + 1);
  });
});
