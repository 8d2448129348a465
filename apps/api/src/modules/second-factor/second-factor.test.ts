import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  ChallengeEnrolmentResult,
  LoginResult,
  SecondFactorChallenge,
  SecondFactorEnrolment,
  SecondFactorStatus,
} from '@jal/contracts';
import { secondFactorRecoveryCodes, secondFactors, throttleCounters, users } from '../../db/schema.js';
import { hashPassword } from '../../lib/password.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { endDemoMode } from '../../commands/end-demo-mode.js';
import { insertUser } from '../users/repository.js';

const LEARNER = 'learner@jalshiksha.org';
const MANAGER = 'org@jalshiksha.org';
const PASSWORD = 'monsoon check dam 2031';

let t: TestApp;
let now: Date;
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

beforeAll(async () => {
  now = new Date('2026-06-01T10:00:00Z');
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(throttleCounters);
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    headers,
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const login = (email: string, password = DEMO_PASSWORD) => post('/v1/user/login', { email, password });
const codeAt = (secret: string, at = now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

async function passwordStep(email: string, password = DEMO_PASSWORD) {
  const response = await login(email, password);
  expect(response.statusCode).toBe(202);
  expect(response.headers['set-cookie']).toBeUndefined();
  const data = body<SecondFactorChallenge & Partial<LoginResult>>(response).data;
  expect(data.token).toBeUndefined();
  return data;
}

/** Turns it on from the account page; answers the secret and the recovery codes. */
async function enrolFromAccount(token: string) {
  const started = await post('/v1/account/second-factor/enrolment', undefined, bearer(token));
  expect(started.statusCode).toBe(200);
  const { secret } = body<SecondFactorEnrolment>(started).data;
  const confirmed = await post('/v1/account/second-factor/enrolment/confirm', { code: await codeAt(secret) }, bearer(token));
  expect(confirmed.statusCode).toBe(200);
  later(30);
  return { secret, recoveryCodes: body<{ recoveryCodes: string[] }>(confirmed).data.recoveryCodes };
}

const status = async (token: string) =>
  body<SecondFactorStatus>(await t.app.inject({ method: 'GET', url: '/api/v1/account/second-factor', headers: bearer(token) })).data;

describe('enrolment from the account page', () => {
  it('shows a QR code and the secret, seals the secret, and takes effect only after a right code', async () => {
    const token = await signInAs(t.app, LEARNER, DEMO_PASSWORD);
    expect(await status(token)).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });

    const started = await post('/v1/account/second-factor/enrolment', undefined, bearer(token));
    expect(started.statusCode).toBe(200);
    expect(started.headers['cache-control']).toBe('no-store');
    const enrolment = body<SecondFactorEnrolment>(started).data;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Jal%20Shiksha:learner%40jalshiksha\.org\?.*secret=/);
    expect(enrolment.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await t.database.db.select().from(secondFactors);
    expect(row?.sealedSecret).not.toContain(enrolment.secret);
    expect(row?.confirmedAt).toBeNull();
    // Not in effect yet: the password alone still signs in.
    expect(body<Partial<LoginResult>>(await login(LEARNER)).data.token).toBeDefined();

    const wrong = await post('/v1/account/second-factor/enrolment/confirm', { code: '000000' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).errors).toHaveProperty('code');
    expect((await status(token)).enabled).toBe(false);

    const right = await post('/v1/account/second-factor/enrolment/confirm', { code: await codeAt(enrolment.secret) }, bearer(token));
    expect(right.statusCode).toBe(200);
    const { recoveryCodes } = body<{ recoveryCodes: string[] }>(right).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const kept = await t.database.db.select().from(secondFactorRecoveryCodes);
    expect(kept.map((code) => code.codeHash).join()).not.toContain(recoveryCodes[0]!.replace('-', ''));
    expect(await status(token)).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });

    const again = await post('/v1/account/second-factor/enrolment', undefined, bearer(token));
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enrolFromAccount(await signInAs(t.app, MANAGER, DEMO_PASSWORD)));
  });

  it('the password gives a challenge, not a session; a wrong code is refused, the right one signs in', async () => {
    const step = await passwordStep(MANAGER);
    expect(step.secondFactor).toBe('code');
    expect(new Date(step.expiresAt).getTime() - now.getTime()).toBe(5 * 60 * 1000);

    const wrong = await post('/v1/auth/second-factor', { challenge: step.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await post('/v1/auth/second-factor', { challenge: step.challenge, code: await codeAt(secret) });
    expect(right.statusCode).toBe(200);
    const session = body<LoginResult>(right).data;
    expect(session.user.email).toBe(MANAGER);
    expect(right.headers['set-cookie']).toMatch(/token=.+HttpOnly/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);

    // The challenge is used up.
    const reused = await post('/v1/auth/second-factor', { challenge: step.challenge, code: await codeAt(secret) });
    expect(reused.statusCode).toBe(401);
  });

  it('refuses a code already used in its window, and takes the next one', async () => {
    later(30);
    const code = await codeAt(secret);
    const first = await post('/v1/auth/second-factor', { challenge: (await passwordStep(MANAGER)).challenge, code });
    expect(first.statusCode).toBe(200);
    const replay = await post('/v1/auth/second-factor', { challenge: (await passwordStep(MANAGER)).challenge, code });
    expect(replay.statusCode).toBe(401);
    later(30);
    const next = await post('/v1/auth/second-factor', { challenge: (await passwordStep(MANAGER)).challenge, code: await codeAt(secret) });
    expect(next.statusCode).toBe(200);
    later(30);
  });

  it('takes each recovery code once', async () => {
    const [recovery] = recoveryCodes;
    const first = await post('/v1/auth/second-factor', {
      challenge: (await passwordStep(MANAGER)).challenge,
      recoveryCode: recovery!.toUpperCase(),
    });
    expect(first.statusCode).toBe(200);
    const token = body<LoginResult>(first).data.token;
    expect((await status(token)).recoveryCodesLeft).toBe(9);
    const again = await post('/v1/auth/second-factor', { challenge: (await passwordStep(MANAGER)).challenge, recoveryCode: recovery! });
    expect(again.statusCode).toBe(401);
    expect(body(again).message).toContain('already used');
  });

  it('counts wrong codes as failed sign-ins: 429 with Retry-After', async () => {
    const { challenge } = await passwordStep(MANAGER);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('/v1/auth/second-factor', { challenge, code: '000000' }, {}, '198.51.100.7')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const blocked = await post('/v1/auth/second-factor', { challenge, code: await codeAt(secret) }, {}, '198.51.100.7');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a challenge ends after five minutes', async () => {
    const { challenge } = await passwordStep(MANAGER);
    later(5 * 60 + 1);
    const late = await post('/v1/auth/second-factor', { challenge, code: await codeAt(secret) });
    expect(late.statusCode).toBe(401);
    expect(body(late).message).toContain('expired');
  });

  it('answers a missing or doubled code with 400, and a code for an enrolment challenge with 403', async () => {
    const { challenge } = await passwordStep(MANAGER);
    expect((await post('/v1/auth/second-factor', { challenge })).statusCode).toBe(400);
    expect((await post('/v1/auth/second-factor', { challenge, code: '123456', recoveryCode: 'abcde-23456' })).statusCode).toBe(400);
    expect((await post('/v1/auth/second-factor', { challenge, code: '12345' })).statusCode).toBe(400);
    expect((await post('/v1/auth/second-factor/enrolment', { challenge })).statusCode).toBe(403);
  });

  it('turns off with the password (not a wrong one); then the password alone signs in', async () => {
    const step = await passwordStep(MANAGER);
    later(30);
    const signedIn = await post('/v1/auth/second-factor', { challenge: step.challenge, code: await codeAt(secret) });
    const token = body<LoginResult>(signedIn).data.token;
    const wrong = await post('/v1/account/second-factor/disable', { password: 'not the password' }, bearer(token));
    expect(wrong.statusCode).toBe(400);
    const off = await post('/v1/account/second-factor/disable', { password: DEMO_PASSWORD }, bearer(token));
    expect(off.statusCode).toBe(200);
    expect(body<Partial<LoginResult>>(await login(MANAGER)).data.token).toBeDefined();
  });
});

describe('administrators outside demo mode', () => {
  beforeAll(async () => {
    await endDemoMode(t.database.db, null, now);
  });

  async function newStaff(role: 'SUPER_ADMIN' | 'ADMIN' | 'admin', email: string) {
    await insertUser(t.database.db, { name: 'Staff', email, role: 'SUPER_ADMIN', passwordHash: await hashPassword(PASSWORD) });
    // The lowercase reading is never assigned through the API, so it is written as stored.
    await t.database.db.update(users).set({ role }).where(eq(users.email, email));
  }

  it.each([
    ['SUPER_ADMIN', 'own-super@example.org'],
    ['ADMIN', 'own-admin@example.org'],
    ['admin', 'own-lower@example.org'],
  ] as const)('a %s cannot sign in without enrolling, and enrolling signs them in', async (role, email) => {
    await newStaff(role, email);
    const step = await passwordStep(email, PASSWORD);
    expect(step.secondFactor).toBe('enrol');
    // The enrolment challenge is not a session, and a code cannot skip the enrolment.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(step.challenge) })).statusCode).toBe(401);
    expect((await post('/v1/auth/second-factor', { challenge: step.challenge, code: '123456' })).statusCode).toBe(403);

    const started = await post('/v1/auth/second-factor/enrolment', { challenge: step.challenge });
    expect(started.statusCode).toBe(200);
    const { secret } = body<SecondFactorEnrolment>(started).data;
    const wrong = await post('/v1/auth/second-factor/enrolment/confirm', { challenge: step.challenge, code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const right = await post('/v1/auth/second-factor/enrolment/confirm', { challenge: step.challenge, code: await codeAt(secret) });
    expect(right.statusCode).toBe(200);
    const result = body<ChallengeEnrolmentResult>(right).data;
    expect(result.recoveryCodes).toHaveLength(10);
    expect(result.user.email).toBe(email);
    expect(await status(result.token)).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    // Required: it cannot be turned off, and the next sign-in asks for a code.
    const off = await post('/v1/account/second-factor/disable', { password: PASSWORD }, bearer(result.token));
    expect(off.statusCode).toBe(403);
    later(30);
    const next = await passwordStep(email, PASSWORD);
    expect(next.secondFactor).toBe('code');
    expect((await post('/v1/auth/second-factor', { challenge: next.challenge, code: await codeAt(secret) })).statusCode).toBe(200);
  });

  it('learners and managers still sign in with the password alone', async () => {
    await insertUser(t.database.db, {
      name: 'Learner',
      email: 'own-learner@example.org',
      role: 'USER',
      passwordHash: await hashPassword(PASSWORD),
    });
    expect(body<Partial<LoginResult>>(await login('own-learner@example.org', PASSWORD)).data.token).toBeDefined();
  });
});
