import type { DemoAccounts, DemoModeStatus } from '@jal/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '../../db/schema.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.js';
import { DEMO_ACTIVITY_LEARNERS } from '../../seed/demo-activity.js';
import { seedDemoAccounts } from '../../seed/demo-mode.js';
import { seedOnStart } from '../../seed/start.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAndChooseOwn, signInAs, type TestApp } from '../../test/test-app.js';
import { readDemoSetting } from './service.js';

const LEARNER = 'learner@jalshiksha.org';
const SUPER_ADMIN = 'superadmin@jalshiksha.org';
const OWN_ADMIN = { email: 'owner@example.org', password: 'Tanker-river-42' };

/** A server's database as `npm start` leaves it on a fresh database (content, and demo accounts with DEMO on). */
async function started(demo: boolean) {
  const app = await createTestApp({ seed: false });
  expect((await seedOnStart(app.database.db, { seed: true, demo })).demoSeeded).toBe(demo);
  return app;
}

/** The same database started again (as after a restart). */
const restart = (app: TestApp, demo: boolean) => seedOnStart(app.database.db, { seed: true, demo });

const demoUsers = async (app: TestApp) => app.database.db.select().from(users).where(eq(users.isDemo, true));
const published = async (app: TestApp) => body<DemoAccounts>(await app.app.inject({ url: '/api/v1/demo-mode' })).data;
const login = (app: TestApp, email: string, password = DEMO_PASSWORD) =>
  app.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
const endDemo = (app: TestApp, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/v1/admin/demo-mode/end', headers });

/** A super admin of the install's own, made by the demo super admin from the Users page. */
async function ownSuperAdmin(app: TestApp) {
  const demoSuperAdmin = bearer(await signInAs(app.app, SUPER_ADMIN, DEMO_PASSWORD));
  const created = await app.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: demoSuperAdmin,
    payload: { name: 'Owner Person', role: 'SUPER_ADMIN', email: OWN_ADMIN.email, password: 'Set-by-the-demo-admin-7' },
  });
  expect(created.statusCode, created.body).toBe(201);
  return bearer(await signInAndChooseOwn(app.app, OWN_ADMIN.email, 'Set-by-the-demo-admin-7', OWN_ADMIN.password));
}

describe('a fresh start in demo mode, then its ending', () => {
  // One database through the life of a demo install: each test goes on from where the last left it.
  let app: TestApp;
  let owner: Record<string, string>;
  const deleted = DEMO_ACTIVITY_LEARNERS[2]!.email;
  beforeAll(async () => {
    app = await started(true);
  }, 120_000);
  afterAll(async () => app?.close());

  it('seeds the demo accounts and their activity, marked as demo, and publishes the sign-in accounts', async () => {
    const emails = (await demoUsers(app)).map((user) => user.email).sort();
    expect(emails).toEqual([...DEMO_ACCOUNTS.map((a) => a.email), ...DEMO_ACTIVITY_LEARNERS.map((l) => l.email)].sort());
    expect((await readDemoSetting(app.database.db))?.seededAt).toEqual(expect.any(String));
    expect(await published(app)).toEqual({
      active: true,
      password: DEMO_PASSWORD,
      accounts: DEMO_ACCOUNTS.map(({ role, email }) => ({ role, email })),
    });
  });

  it('does not bring back a demo account deleted by hand', async () => {
    await app.database.db.delete(users).where(eq(users.email, deleted));
    // A restart seeds no demo again: the server adds the demo's practicals only when this start seeded the demo.
    expect(await restart(app, true)).toEqual({ demoEnded: false, demoSeeded: false });
    const emails = (await demoUsers(app)).map((user) => user.email);
    expect(emails).not.toContain(deleted);
    expect(emails).toHaveLength(DEMO_ACCOUNTS.length + DEMO_ACTIVITY_LEARNERS.length - 1);
  });

  it('lets only super admins see or end it', async () => {
    expect((await endDemo(app)).statusCode).toBe(401);
    expect((await app.app.inject({ url: '/api/v1/admin/demo-mode' })).statusCode).toBe(401);
    const admin = bearer(await signInAs(app.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    expect((await endDemo(app, admin)).statusCode).toBe(403);
    expect((await app.app.inject({ url: '/api/v1/admin/demo-mode', headers: admin })).statusCode).toBe(403);
  });

  it('waits until a super admin account of the install’s own exists', async () => {
    const demoSuperAdmin = bearer(await signInAs(app.app, SUPER_ADMIN, DEMO_PASSWORD));
    const status = body<DemoModeStatus>(await app.app.inject({ url: '/api/v1/admin/demo-mode', headers: demoSuperAdmin })).data;
    expect(status).toMatchObject({ active: true, ownSuperAdmins: 0, callerIsDemo: true, endedAt: null });
    const refused = await endDemo(app, demoSuperAdmin);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toMatch(/super admin account of your own/);
    expect((await published(app)).active).toBe(true);
  });

  it('ends: every demo account is disabled and signed out, and the sign-in page publishes nothing', async () => {
    owner = await ownSuperAdmin(app);
    const sessions = await Promise.all(
      [LEARNER, SUPER_ADMIN, DEMO_ACTIVITY_LEARNERS[0]!.email].map(async (email) => bearer(await signInAs(app.app, email, DEMO_PASSWORD))),
    );
    const ended = await endDemo(app, owner);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(body<DemoModeStatus>(ended).data).toMatchObject({ active: false, endedBy: OWN_ADMIN.email, ownSuperAdmins: 1 });
    for (const session of sessions) expect((await app.app.inject({ url: '/api/v1/user/me', headers: session })).statusCode).toBe(401);
    expect(await published(app)).toEqual({ active: false, password: null, accounts: [] });
  });

  it('stays ended after a restart in demo mode: nothing is recreated and no demo account can sign in', async () => {
    await restart(app, true);
    const demo = await demoUsers(app);
    expect(demo).toHaveLength(DEMO_ACCOUNTS.length + DEMO_ACTIVITY_LEARNERS.length - 1);
    expect(demo.every((user) => user.status === 'disabled')).toBe(true);
    // Re-enabled by hand later, an account still has no password anyone knows.
    expect(await verifyPassword(demo[0]!.passwordHash, DEMO_PASSWORD)).toBe(false);
    for (const { email } of DEMO_ACCOUNTS) expect((await login(app, email)).statusCode).toBe(401);
    expect((await published(app)).active).toBe(false);
  });

  it('answers a second ending without changing anything', async () => {
    const again = await endDemo(app, owner);
    expect(again.statusCode).toBe(200);
    expect(body(again).message).toBe('Demo mode had already ended');
    expect((await app.app.inject({ url: '/api/v1/user/me', headers: owner })).statusCode).toBe(200);
  });
});

describe('DEMO=false', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('on a fresh database creates no account and no activity, publishes no password, and later starts keep it so', async () => {
    t = await started(false);
    const [everyone] = await t.database.db.select({ n: count() }).from(users);
    const [activity] = await t.database.db.select({ n: count() }).from(enrolments);
    expect(everyone!.n).toBe(0);
    expect(activity!.n).toBe(0);
    expect(await published(t)).toEqual({ active: false, password: null, accounts: [] });
    expect((await login(t, SUPER_ADMIN)).statusCode).toBe(401);
    // The demo courses are content, not accounts: they are there either way.
    const courses = await t.app.inject({ url: '/api/v1/courses?status=published' });
    expect(body<{ courses: unknown[] }>(courses).data.courses.length).toBeGreaterThan(0);

    await restart(t, true);
    expect(await demoUsers(t)).toEqual([]);
  });

  it('on a database in demo mode ends it: the demo accounts are signed out and cannot sign in', async () => {
    t = await createTestApp({ seed: false });
    await seedDemoAccounts(t.database.db);
    const session = bearer(await signInAs(t.app, LEARNER, DEMO_PASSWORD));
    expect(await seedOnStart(t.database.db, { seed: false, demo: false })).toEqual({ demoEnded: true, demoSeeded: false });
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: session })).statusCode).toBe(401);
    expect((await login(t, LEARNER)).statusCode).toBe(401);
    expect((await demoUsers(t)).every((user) => user.status === 'disabled')).toBe(true);
    expect(await seedOnStart(t.database.db, { seed: false, demo: false })).toEqual({ demoEnded: false, demoSeeded: false });
  });
});

describe('a database from before demo accounts were marked', () => {
  it('has its demo accounts marked when still on the published password, not those someone took over', async () => {
    const t = await createTestApp({ seed: false });
    const { db } = t.database;
    await db.insert(users).values([
      { name: 'Asha Verma', email: LEARNER, role: 'USER', passwordHash: await hashPassword(DEMO_PASSWORD) },
      { name: 'Ravi', email: 'admin@jalshiksha.org', role: 'ADMIN', passwordHash: await hashPassword('Their-own-secret-9') },
    ]);
    await seedDemoAccounts(db);
    const marked = await db.select({ email: users.email, isDemo: users.isDemo }).from(users);
    expect(Object.fromEntries(marked.map((row) => [row.email, row.isDemo]))).toMatchObject({
      [LEARNER]: true,
      'admin@jalshiksha.org': false,
      [SUPER_ADMIN]: true,
    });
    await t.close();
  });
});
