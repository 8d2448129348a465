import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLogList, SecondFactorChallenge, SecondFactorEnrolment } from '@jal/contracts';
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
/** The app's clock runs this far ahead of the real one: each authenticator code is taken once, so the next needs a later step. */
let clockAhead = 0;
const appNow = () => new Date(Date.now() + clockAhead);

beforeAll(async () => {
  t = await createTestApp({ now: appNow });
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

describe('what is recorded about two-step sign-in', () => {
  /** The authenticator app's code for the app's current 30-second step. */
  const currentCode = (secret: string) => generate({ secret, epoch: Math.floor(appNow().getTime() / 1000) });
  /** The code of the next step: a step's code is accepted once. */
  const nextCode = (secret: string) => {
    clockAhead += 30_000;
    return currentCode(secret);
  };
  /** The newest event of the kind is this account's, from here, with exactly these details. */
  const recorded = async (kind: string, account: Partial<AuditEntry>, details: AuditEntry['details']) => {
    const entry = await newest(kind);
    fromHere(entry, account);
    expect(entry?.details).toEqual(details);
  };
  const challengeFor = async (email: string, password: string) => {
    const step = await signIn(email, password);
    expect(step.statusCode, step.body).toBe(202);
    return body<SecondFactorChallenge>(step).data.challenge;
  };

  it('records enrolment, codes right and wrong, a recovery code and turning it off, never a code or the key', async () => {
    const learner = await freshLearner();
    const account = { actorId: learner.id, actorEmail: learner.email, actorRole: 'USER' };
    const signedIn = bearer(body<{ token: string }>(await signIn(learner.email, learner.password)).data.token);
    // Everything typed or shown along the way: none of it may reach the log.
    const typed: string[] = [];

    const started = await send('POST', '/v1/account/second-factor/enrolment', undefined, signedIn);
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUri } = body<SecondFactorEnrolment>(started).data;
    const enrolCode = await nextCode(secret);
    const confirmed = await send('POST', '/v1/account/second-factor/enrolment/confirm', { code: enrolCode }, signedIn);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const { recoveryCodes } = body<{ recoveryCodes: string[] }>(confirmed).data;
    typed.push(secret, otpauthUri, enrolCode, ...recoveryCodes, ...recoveryCodes.map((code) => code.replace('-', '')));
    await recorded('second-factor-enrolled', account, {});

    const challenge = await challengeFor(learner.email, learner.password);
    typed.push(challenge);
    // The current code with its last digit changed.
    const wrongCode = (await currentCode(secret)).replace(/\d$/, (digit) => String((Number(digit) + 5) % 10));
    typed.push(wrongCode);
    expect((await send('POST', '/v1/auth/second-factor', { challenge, code: wrongCode })).statusCode).toBe(401);
    await recorded('second-factor-failed', account, { method: 'code' });

    const rightCode = await nextCode(secret);
    typed.push(rightCode);
    const withCode = await send('POST', '/v1/auth/second-factor', { challenge, code: rightCode });
    expect(withCode.statusCode, withCode.body).toBe(200);
    await recorded('second-factor-used', account, { method: 'code' });
    fromHere(await newest('sign-in-succeeded'), account);

    const unknownRecovery = 'zzzzz-99999';
    typed.push(unknownRecovery, 'zzzzz99999');
    const refused = await send('POST', '/v1/auth/second-factor', {
      challenge: await challengeFor(learner.email, learner.password),
      recoveryCode: unknownRecovery,
    });
    expect(refused.statusCode).toBe(401);
    await recorded('second-factor-failed', account, { method: 'recovery-code' });

    const withRecovery = await send('POST', '/v1/auth/second-factor', {
      challenge: await challengeFor(learner.email, learner.password),
      recoveryCode: recoveryCodes[3],
    });
    expect(withRecovery.statusCode, withRecovery.body).toBe(200);
    await recorded('second-factor-used', account, { method: 'recovery-code' });

    // Held by the throttle (as after many wrong codes from this address): recorded, with the reason.
    const throttleKey = `signin:account:second-factor:${learner.id}|${ADDRESS}`;
    await t.database.db.insert(throttleCounters).values({ key: throttleKey, count: 99, blockedUntil: new Date(Date.now() + 3_600_000) });
    const held = await send('POST', '/v1/auth/second-factor', {
      challenge: await challengeFor(learner.email, learner.password),
      code: await nextCode(secret),
    });
    expect(held.statusCode).toBe(429);
    await recorded('second-factor-failed', account, { method: 'code', reason: 'throttled' });
    await t.database.db.delete(throttleCounters).where(eq(throttleCounters.key, throttleKey));

    const session = bearer(body<{ token: string }>(withRecovery).data.token);
    const wrongPassword = 'Not-The-Password-77';
    typed.push(wrongPassword);
    expect((await send('POST', '/v1/account/second-factor/disable', { password: wrongPassword }, session)).statusCode).toBe(400);
    await recorded('second-factor-failed', account, { method: 'password', turningOff: true });
    const offCode = await nextCode(secret);
    typed.push(offCode);
    const off = await send('POST', '/v1/account/second-factor/disable', { code: offCode }, session);
    expect(off.statusCode, off.body).toBe(200);
    await recorded('second-factor-disabled', account, { method: 'code' });

    // As an administrator reads them: this account's second-factor events, in order, and nothing typed.
    const read = await log(`?action=security&actor=${encodeURIComponent(learner.email)}&limit=100`);
    expect(
      read.items
        .filter((entry) => entry.action.startsWith('security.second-factor-'))
        .map((entry) => entry.action)
        .reverse(),
    ).toEqual([
      'security.second-factor-enrolled',
      'security.second-factor-failed',
      'security.second-factor-used',
      'security.second-factor-failed',
      'security.second-factor-used',
      'security.second-factor-failed',
      'security.second-factor-failed',
      'security.second-factor-disabled',
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log.csv?actor=${encodeURIComponent(learner.email)}`,
      headers: superAdmin,
    });
    expect(csv.statusCode).toBe(200);
    const everything = JSON.stringify(await log(`?actor=${encodeURIComponent(learner.email)}&limit=100`)) + csv.body;
    for (const value of typed) {
      // A 6-digit code is looked for as a number of its own, not as digits inside an id.
      const alone = /^\d{6}$/.test(value) ? new RegExp(`(^|\\D)${value}(\\D|$)`) : null;
      if (alone) expect(everything, value).not.toMatch(alone);
      else expect(everything, value).not.toContain(value);
    }
    expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
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
