import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LoginThrottle } from './login-throttle.js';
import { body } from '../../test/body.js';

describe('LoginThrottle', () => {
  it('locks an account after the limit and frees it after the window', () => {
    let now = 0;
    const throttle = new LoginThrottle({ perAccount: 3, perAddress: 100, windowMs: 60_000 }, () => now);
    for (let i = 0; i < 3; i++) throttle.recordFailure('a@b.org', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@b.org', '2.2.2.2')).toBe(60);
    expect(throttle.retryAfterSeconds('other@b.org', '2.2.2.2')).toBe(0);
    now = 60_001;
    expect(throttle.retryAfterSeconds('a@b.org', '2.2.2.2')).toBe(0);
  });

  it('locks an address that tries many accounts', () => {
    const throttle = new LoginThrottle({ perAccount: 100, perAddress: 4, windowMs: 60_000 }, () => 0);
    for (let i = 0; i < 4; i++) throttle.recordFailure(`user${i}@b.org`, '9.9.9.9');
    expect(throttle.retryAfterSeconds('fresh@b.org', '9.9.9.9')).toBeGreaterThan(0);
    expect(throttle.retryAfterSeconds('fresh@b.org', '8.8.8.8')).toBe(0);
  });

  it('a success clears the account count', () => {
    const throttle = new LoginThrottle({ perAccount: 2, perAddress: 100, windowMs: 60_000 }, () => 0);
    throttle.recordFailure('a@b.org', '1.1.1.1');
    throttle.recordSuccess('a@b.org');
    throttle.recordFailure('a@b.org', '1.1.1.1');
    expect(throttle.retryAfterSeconds('a@b.org', '1.1.1.1')).toBe(0);
  });
});

describe('repeated failed sign-ins over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('end in 429 with Retry-After, even for the right password', async () => {
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'learner@jalshiksha.org', password } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt('wrong-password')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const locked = await attempt(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(locked).message).toContain('Too many failed sign-in attempts');
  });
});
