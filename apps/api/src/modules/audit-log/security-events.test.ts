import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogList } from '@jal/contracts';
import { throttleCounters, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { replaceResetToken } from '../password-reset/repository.js';

/**
 * Security events: each kind that happens today is written to the audit log with the account,
 * the address and the browser, and never with what was typed.
 */

const AGENT = 'Mozilla/5.0 (Linux; Android 13) SecurityEventsTest/1.0';
const ADDRESS = '198.51.100.7';
const SECRET = 'Wrong-Horse-Battery-99';

let t: TestApp;
let superAdmin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = bearer(await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD));
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const send = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress = ADDRESS) =>
  t.app.inject({ method, url: `/api${url}`, remoteAddress, headers: { 'user-agent': AGENT, ...headers }, payload });

const log = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log${query}`, headers: superAdmin });
  expect(response.statusCode, response.body).toBe(200);
  return body<AuditLogList>(response).data;
};
const newest = async (kind: string) => (await log(`?action=security.${kind}&limit=1`)).items[0];
const signIn = (email: string, password: string, remoteAddress = ADDRESS) =>
  send('POST', '/v1/user/login', { email, password }, {}, remoteAddress);

const fromHere = (entry: AuditEntry | undefined, expected: Partial<AuditEntry>) =>
  expect(entry).toMatchObject({ address: ADDRESS, userAgent: AGENT, ...expected });

async function freshLearner(password = 'Fresh@Learner-2026') {
  const email = `events-${randomBytes(4).toString('hex')}@example.org`;
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Events Learner', email, passwordHash: await hashPassword(password), role: 'USER' })
    .returning();
  return { id: row!.id, email, password };
}

describe('what is recorded about signing in', () => {
  it('records a sign-in that succeeded, with the account, the address and the browser', async () => {
    expect((await signIn('learner@jalshiksha.org', DEMO_PASSWORD)).statusCode).toBe(200);
    fromHere(await newest('sign-in-succeeded'), { actorEmail: 'learner@jalshiksha.org', actorRole: 'USER', details: {} });
  });

  it('records each refused sign-in with its reason, and never the password typed', async () => {
    expect((await signIn('nobody-here@example.org', SECRET)).statusCode).toBe(401);
    fromHere(await newest('sign-in-failed'), { actorId: null, actorEmail: null, details: { reason: 'unknown-account' } });

    const learner = await freshLearner();
    expect((await signIn(learner.email, SECRET)).statusCode).toBe(401);
    fromHere(await newest('sign-in-failed'), { actorId: learner.id, actorEmail: learner.email, details: { reason: 'wrong-password' } });

    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, learner.id));
    expect((await signIn(learner.email, learner.password)).statusCode).toBe(401);
    fromHere(await newest('sign-in-failed'), { actorId: learner.id, details: { reason: 'disabled' } });

    const blockedAddress = '203.0.113.44';
    // An address held for failing on this very account (another account could still sign in from it).
    const blockedUntil = new Date(Date.now() + 60 * 60 * 1000);
    await t.database.db.insert(throttleCounters).values([
      { key: `signin:address:${blockedAddress}`, count: 99, blockedUntil },
      { key: `signin:account:learner@jalshiksha.org|${blockedAddress}`, count: 99, blockedUntil },
    ]);
    expect((await signIn('learner@jalshiksha.org', DEMO_PASSWORD, blockedAddress)).statusCode).toBe(429);
    expect(await newest('sign-in-failed')).toMatchObject({ address: blockedAddress, userAgent: AGENT, details: { reason: 'throttled' } });

    expect(JSON.stringify(await log('?action=security&limit=100'))).not.toContain(SECRET);
  });

  it('records a sign-up, and a sign-in with a one-time password someone else set', async () => {
    const email = `signed-up-${randomBytes(4).toString('hex')}@example.org`;
    const signUp = await send('POST', '/v1/auth/signup', { name: 'Signed Up', email, password: 'ghar-ghar-jal-1' });
    expect(signUp.statusCode, signUp.body).toBe(201);
    fromHere(await newest('signed-up'), { actorEmail: email, actorRole: 'USER' });

    const learner = await freshLearner();
    await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, learner.id));
    expect((await signIn(learner.email, learner.password)).statusCode).toBe(200);
    fromHere(await newest('one-time-password-used'), { actorId: learner.id });
    fromHere(await newest('sign-in-succeeded'), { actorId: learner.id });
  });
});

describe('what is recorded about passwords', () => {
  it('records a password changed by its owner', async () => {
    const learner = await freshLearner();
    const token = body<{ token: string }>(await signIn(learner.email, learner.password)).data.token;
    const changed = await send(
      'POST',
      '/v1/user/change-password',
      { currentPassword: learner.password, newPassword: 'Another@Learner-2026' },
      bearer(token),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    fromHere(await newest('password-changed'), { actorId: learner.id, actorEmail: learner.email });
  });

  it('records a reset asked for (for an account or not) and a reset link used, never the token', async () => {
    const learner = await freshLearner();
    expect((await send('POST', '/v1/auth/forgot-password', { email: learner.email })).statusCode).toBe(200);
    // The request is recorded with the email's work, after the answer.
    await expect.poll(async () => (await newest('password-reset-requested'))?.actorId, { timeout: 5000 }).toBe(learner.id);
    fromHere(await newest('password-reset-requested'), { actorEmail: learner.email });

    const token = randomBytes(32).toString('base64url');
    await replaceResetToken(t.database.db, learner.id, hashToken(token), new Date(Date.now() + 60_000));
    const reset = await send('POST', '/v1/auth/reset-password', { token, password: 'Reset@Learner-2026' });
    expect(reset.statusCode, reset.body).toBe(200);
    fromHere(await newest('password-reset-used'), { actorId: learner.id, actorEmail: learner.email });
    expect(JSON.stringify(await log('?action=security&limit=100'))).not.toContain(token);
  });
});

describe('what is recorded about access', () => {
  it('records a refusal (403) with the account, the method and the route', async () => {
    const learner = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    expect((await send('GET', '/v1/admin/audit-log', undefined, bearer(learner))).statusCode).toBe(403);
    fromHere(await newest('access-refused'), {
      actorEmail: 'learner@jalshiksha.org',
      details: { method: 'GET', route: '/api/v1/admin/audit-log' },
    });
  });

  it('records sessions ended by an administrator, naming the administrator and the user, once', async () => {
    const learner = await freshLearner();
    await signIn(learner.email, learner.password);
    const admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    const before = (await log('?limit=1')).pagination.total;
    const ended = await send('DELETE', `/v1/user/${learner.id}/sessions`, undefined, admin);
    expect(ended.statusCode, ended.body).toBe(200);
    fromHere(await newest('sessions-ended-by-admin'), {
      actorEmail: 'admin@jalshiksha.org',
      actorRole: 'ADMIN',
      targetType: 'user',
      targetId: learner.id,
      details: { ended: 1 },
    });
    // The change is not recorded a second time by the dashboard's recorder.
    expect((await log('?limit=1')).pagination.total).toBe(before + 1);
  });
});

describe('reading the security events', () => {
  it('filters by kind of event, by account and by dates', async () => {
    const all = await log('?action=security&limit=100');
    expect(all.items.length).toBeGreaterThan(5);
    expect(all.items.every((entry) => entry.action.startsWith('security.'))).toBe(true);
    const failed = await log('?action=security.sign-in-failed&limit=100');
    expect(new Set(failed.items.map((entry) => entry.action))).toEqual(new Set(['security.sign-in-failed']));
    const learnerOnly = await log('?action=security&actor=learner@jalshiksha&limit=100');
    expect(learnerOnly.items.length).toBeGreaterThan(0);
    expect(learnerOnly.items.every((entry) => entry.actorEmail === 'learner@jalshiksha.org')).toBe(true);
    expect((await log('?action=security&to=2000-01-01')).items).toEqual([]);
  });

  it('exports them as CSV with the browser in its own column', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log.csv?action=security.sign-in-failed',
      headers: superAdmin,
    });
    expect(response.statusCode).toBe(200);
    const lines = response.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"Time","Actor email","Actor role","Actor id","Action","Target type","Target id","Address","User agent","Details"',
    );
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.slice(1).every((line) => line.includes('"security.sign-in-failed"'))).toBe(true);
    expect(lines.some((line) => line.includes(`"${AGENT}"`) && line.includes('"{""reason"":""wrong-password""}"'))).toBe(true);
    expect(response.body).not.toContain(SECRET);
  });
});
