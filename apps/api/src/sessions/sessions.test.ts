import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { organizations, sessions, throttleCounters, users } from '../db/schema.js';
import { hashToken } from '../lib/tokens.js';
import { purgeExpired } from '../plugins/scheduled-purge.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD } from '../seed/accounts.js';
import { body } from '../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const POLICY = { idleMs: 7 * DAY, maxMs: 30 * DAY };

let t: TestApp;
let now: Date;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now, sessionPolicy: POLICY });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  now = new Date('2026-03-01T10:00:00Z');
  await t.database.db.delete(sessions);
  await t.database.db.update(organizations).set({ isActive: true });
  await t.database.db.update(users).set({ organizationId: DEMO_ORGANIZATION.id }).where(eq(users.email, 'learner@jalshiksha.org'));
});

/** Another server process on the same database, with settings of its own. */
const secondServer = (options: Partial<BuildAppOptions>) =>
  buildApp({ db: t.database.db, databaseKind: t.database.kind, logLevel: 'silent', now: () => now, ...options });

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });
const sessionOf = async (token: string) => {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
};

describe('session lifetime', () => {
  it('ends after the idle time without a request', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    later(7 * DAY - MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    later(7 * DAY - MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    later(7 * DAY + MINUTE);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(body(expired).message).toBe('Your session has expired. Please log in again.');
  });

  it('ends at the absolute lifetime however busy it is', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    for (let day = 1; day < 30; day++) {
      later(DAY);
      expect((await me(token)).statusCode).toBe(200);
    }
    later(DAY);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('records the last request at most once a minute', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const signedInAt = now;
    later(30 * 1000);
    await me(token);
    expect((await sessionOf(token))?.lastSeenAt).toEqual(signedInAt);
    later(30 * 1000);
    await me(token);
    expect((await sessionOf(token))?.lastSeenAt).toEqual(now);
  });

  it('the idle time and the lifetime are settings', async () => {
    const short = await secondServer({ sessionPolicy: { idleMs: 10 * MINUTE, maxMs: 60 * MINUTE } });
    try {
      const login = await short.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'learner@jalshiksha.org', password: DEMO_PASSWORD },
      });
      expect(login.headers['set-cookie']).toMatch(/Max-Age=3600/);
      const token = body<{ token: string }>(login).data.token;
      const meShort = () => short.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });
      later(9 * MINUTE);
      expect((await meShort()).statusCode).toBe(200);
      later(11 * MINUTE);
      expect((await meShort()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('the scheduled purge', () => {
  it('deletes ended sessions and stale throttling counters, and keeps live ones', async () => {
    const live = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const idle = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const old = await signInAs(t.app, 'org@jalshiksha.org', DEMO_PASSWORD);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(now.getTime() - 8 * DAY) })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(now.getTime() - 31 * DAY) })
      .where(eq(sessions.tokenHash, hashToken(old)));
    const dayAgo = new Date(now.getTime() - DAY - MINUTE);
    await t.database.db.delete(throttleCounters);
    await t.database.db.insert(throttleCounters).values([
      { key: 'stale', count: 3, windowStartedAt: dayAgo, lastAt: dayAgo },
      { key: 'recent', count: 3, windowStartedAt: now, lastAt: now },
      { key: 'stale-but-waiting', count: 30, windowStartedAt: dayAgo, lastAt: dayAgo, blockedUntil: new Date(now.getTime() + MINUTE) },
    ]);

    await purgeExpired(t.database.db, POLICY, now);

    expect(await sessionOf(live)).toBeDefined();
    expect(await sessionOf(idle)).toBeUndefined();
    expect(await sessionOf(old)).toBeUndefined();
    const keys = (await t.database.db.select({ key: throttleCounters.key }).from(throttleCounters)).map((row) => row.key).sort();
    expect(keys).toEqual(['recent', 'stale-but-waiting']);
  });

  it('runs on a timer while the server is up, and stops when it closes', async () => {
    const stale = new Date(now.getTime() - 2 * DAY);
    const insertStale = () =>
      t.database.db.insert(throttleCounters).values({ key: 'stale', count: 1, windowStartedAt: stale, lastAt: stale });
    const counters = async () => (await t.database.db.select().from(throttleCounters)).length;
    await t.database.db.delete(throttleCounters);
    const scheduled = await secondServer({ purgeEveryMs: 20 });
    try {
      await insertStale();
      await expect.poll(counters, { timeout: 5000 }).toBe(0);
    } finally {
      await scheduled.close();
    }
    await insertStale();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await counters()).toBe(1);
  });
});

describe('a paused organization', () => {
  it("ends its members' access on their next request", async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    const paused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/toggle-status`,
      headers: bearer(admin),
    });
    expect(body<{ isActive: boolean }>(paused).data.isActive).toBe(false);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends the access of a user moved into it', async () => {
    const [paused] = await t.database.db.insert(organizations).values({ name: 'Paused Trust', isActive: false }).returning();
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    const learnerId = body<{ id: string }>(await me(token)).data.id;
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/user/${learnerId}`,
      headers: bearer(admin),
      payload: { organizationId: paused!.id },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends access changed by a write made outside this process, once the change feed brings word of it', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    expect((await me(token)).statusCode).toBe(200);
    // Another process pauses the organization: this one still answers from what it read…
    await t.database.db.update(organizations).set({ isActive: false }).where(eq(organizations.id, DEMO_ORGANIZATION.id));
    expect((await me(token)).statusCode).toBe(200);
    // …until that process's word of the change arrives (what listenOnPostgres hands to the feed).
    t.app.changeFeed.publish('sessions', '');
    expect((await me(token)).statusCode).toBe(401);
  });

  it('leaves users without an organization, and members of active ones, signed in', async () => {
    const admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const learner = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await me(learner)).statusCode).toBe(200);
  });
});
