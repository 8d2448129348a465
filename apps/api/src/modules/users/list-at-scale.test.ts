import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@jal/contracts';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { USER_LIST_MAX_ROWS } from './repository.js';

type Listed = {
  items: AdminUser[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalIsAtLeast?: boolean };
};

let t: TestApp;
let admin: Record<string, string>;
const list = async (query: string) => {
  const response = await t.app.inject({ url: `/api/v1/user?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return body<Listed>(response).data;
};

beforeAll(async () => {
  t = await createTestApp();
  // More learners than the list counts or pages through.
  await t.database.db.execute(sql`
    insert into users (name, email, password_hash, name_variants)
    select 'Bulk Learner ' || lpad(g::text, 5, '0'), 'bulk' || g || '@example.org', 'x', jsonb_build_object('hindi', 'थोक शिक्षार्थी ' || g)
    from generate_series(1, ${USER_LIST_MAX_ROWS + 5}) g`);
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', 'Demo@1234'));
});
afterAll(async () => t?.close());

describe('the user list at scale', () => {
  it('stops counting at the bound and says the total is "at least"', async () => {
    const page = await list('limit=20');
    expect(page.items).toHaveLength(20);
    expect(page.pagination).toMatchObject({ total: USER_LIST_MAX_ROWS, totalIsAtLeast: true, totalPages: USER_LIST_MAX_ROWS / 20 });
    // A search small enough is counted exactly.
    const few = await list('search=bulk1000');
    expect(few.pagination.total).toBe(7); // bulk1000, bulk10000-10005
    expect(few.pagination.totalIsAtLeast).toBeUndefined();
  });

  it('answers an empty page past the end or past the bound', async () => {
    const past = await list('search=bulk1000&page=2');
    expect(past.items).toEqual([]);
    expect(past.pagination.total).toBe(7);
    const deep = await list(`limit=100&page=${USER_LIST_MAX_ROWS / 100 + 1}`);
    expect(deep.items).toEqual([]);
    const last = await list(`limit=100&page=${USER_LIST_MAX_ROWS / 100}`);
    expect(last.items).toHaveLength(100);
  });

  it('finds users by any part of the name, the email or the Hindi name', async () => {
    expect((await list(`search=${encodeURIComponent('थोक शिक्षार्थी 42')}`)).items.map((user) => user.email)).toContain('bulk42@example.org');
    expect((await list('search=LEARNER%2000042')).items.map((user) => user.email)).toEqual(['bulk42@example.org']);
    expect((await list('search=42%40example')).items.map((user) => user.email)).toContain('bulk42@example.org');
  });

  it('bounds the page size', async () => {
    expect((await t.app.inject({ url: '/api/v1/user?limit=101', headers: admin })).statusCode).toBe(400);
  });
});
