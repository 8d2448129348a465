import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { throttleCounters } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { SIGN_IN_LIMITS, tooManyAttemptsMessage } from '../../throttling/sign-in-throttle.js';

const OWNER = 'admin@jalshiksha.org';
const STRANGER_ADDRESS = '198.51.100.10';
const OWNER_ADDRESS = '203.0.113.20';

let t: TestApp;
let now: Date;
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  now = new Date('2026-03-01T10:00:00Z');
  await t.database.db.delete(throttleCounters);
});

const attempt = (email: string, password: string, address: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress: address });

async function failTimes(count: number, email: string, address: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) statuses.push((await attempt(email, 'wrong-password', address)).statusCode);
  return statuses;
}

describe('failed sign-ins slow down whoever fails, not the account owner', () => {
  it('five failures are free; then each one makes the next attempt wait 1 s, 2 s, 4 s …', async () => {
    expect(await failTimes(6, OWNER, STRANGER_ADDRESS)).toEqual([401, 401, 401, 401, 401, 401]);
    for (const expectedWait of [1, 2, 4, 8]) {
      const refused = await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(expectedWait));
      expect(body(refused)).toMatchObject({ code: 429, message: tooManyAttemptsMessage(expectedWait) });
      later(expectedWait * 1000);
      expect((await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS)).statusCode).toBe(401);
    }
  });

  it('while waiting, even the right password is refused from that address', async () => {
    await failTimes(6, OWNER, STRANGER_ADDRESS);
    const refused = await attempt(OWNER, DEMO_PASSWORD, STRANGER_ADDRESS);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).message).toBe('Too many failed sign-in attempts. Try again in 1 second(s).');
  });

  it('a stranger failing many times from one address does not hold up the owner at another', async () => {
    await failTimes(12, OWNER, STRANGER_ADDRESS);
    expect((await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS)).statusCode).toBe(429);
    const owner = await attempt(OWNER, DEMO_PASSWORD, OWNER_ADDRESS);
    expect(owner.statusCode).toBe(200);
    // The stranger is still slowed down.
    expect((await attempt(OWNER, DEMO_PASSWORD, STRANGER_ADDRESS)).statusCode).toBe(429);
  });

  it('the wait stops growing at 15 minutes', async () => {
    await failTimes(6, OWNER, STRANGER_ADDRESS);
    let lastWait = 0;
    for (let i = 0; i < 14; i++) {
      const refused = await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS);
      lastWait = Number(refused.headers['retry-after']);
      later(lastWait * 1000);
      await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS);
    }
    expect(lastWait).toBe(15 * 60);
    expect(body(await attempt(OWNER, 'wrong-password', STRANGER_ADDRESS)).message).toBe(
      'Too many failed sign-in attempts. Try again in 15 minute(s).',
    );
  });

  it('a success clears the count of the account at that address', async () => {
    await failTimes(5, OWNER, STRANGER_ADDRESS);
    expect((await attempt(OWNER, DEMO_PASSWORD, STRANGER_ADDRESS)).statusCode).toBe(200);
    expect(await failTimes(6, OWNER, STRANGER_ADDRESS)).toEqual([401, 401, 401, 401, 401, 401]);
  });

  it('failures against other accounts from the same address do not add to the account count', async () => {
    await failTimes(5, OWNER, STRANGER_ADDRESS);
    await failTimes(5, 'learner@jalshiksha.org', STRANGER_ADDRESS);
    expect((await attempt(OWNER, DEMO_PASSWORD, STRANGER_ADDRESS)).statusCode).toBe(200);
  });

  it('the counts start again a day after the first failure', async () => {
    await failTimes(6, OWNER, STRANGER_ADDRESS);
    later(24 * 60 * 60 * 1000);
    expect(await failTimes(6, OWNER, STRANGER_ADDRESS)).toEqual([401, 401, 401, 401, 401, 401]);
  });
});

describe('one address trying many accounts', () => {
  let spray: TestApp;
  beforeAll(async () => {
    spray = await createTestApp({
      now: () => now,
      signInLimits: {
        ...SIGN_IN_LIMITS,
        address: { freeAttempts: 4, firstWaitMs: 1000, maxWaitMs: 60 * 60 * 1000, windowMs: 60 * 60 * 1000 },
      },
    });
  });
  afterAll(async () => {
    await spray.close();
  });

  it('is slowed down on the accounts it failed on, while other addresses are not', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(`person${i}@example.org`, 'wrong-password', STRANGER_ADDRESS, spray.app)).statusCode).toBe(401);
    const refused = await attempt('person0@example.org', 'wrong-password', STRANGER_ADDRESS, spray.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await attempt('learner@jalshiksha.org', DEMO_PASSWORD, OWNER_ADDRESS, spray.app)).statusCode).toBe(200);
  });

  it('lets a correct password through the address wait (many people share a carrier address), and gives each other account one try', async () => {
    for (let i = 0; i < 5; i++) await attempt(`person${i}@example.org`, 'wrong-password', STRANGER_ADDRESS, spray.app);
    expect((await attempt('person4@example.org', 'wrong-password', STRANGER_ADDRESS, spray.app)).statusCode).toBe(429);
    // Behind the same address, the learner has not failed: the right password gets in.
    expect((await attempt('learner@jalshiksha.org', DEMO_PASSWORD, STRANGER_ADDRESS, spray.app)).statusCode).toBe(200);
    // An account not tried yet gets one try, then waits like the others.
    expect((await attempt('org@jalshiksha.org', 'wrong-password', STRANGER_ADDRESS, spray.app)).statusCode).toBe(401);
    expect((await attempt('org@jalshiksha.org', DEMO_PASSWORD, STRANGER_ADDRESS, spray.app)).statusCode).toBe(429);
    expect((await attempt('org@jalshiksha.org', DEMO_PASSWORD, OWNER_ADDRESS, spray.app)).statusCode).toBe(200);
  });

  it('successful sign-ins from a shared address (a school, an office) do not use up its allowance', async () => {
    for (let i = 0; i < 10; i++)
      expect((await attempt('learner@jalshiksha.org', DEMO_PASSWORD, OWNER_ADDRESS, spray.app)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt(`person${i}@example.org`, 'wrong-password', OWNER_ADDRESS, spray.app)).statusCode).toBe(401);
    expect((await attempt('learner@jalshiksha.org', DEMO_PASSWORD, OWNER_ADDRESS, spray.app)).statusCode).toBe(200);
  });
});

describe('the counts are kept in the database', () => {
  it('so a second server process on the same database makes the same caller wait', async () => {
    const second = await buildApp({ db: t.database.db, databaseKind: t.database.kind, logLevel: 'silent', now: () => now });
    try {
      await failTimes(6, OWNER, STRANGER_ADDRESS);
      const refused = await attempt(OWNER, DEMO_PASSWORD, STRANGER_ADDRESS, second);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('1');
    } finally {
      await second.close();
    }
  });
});
