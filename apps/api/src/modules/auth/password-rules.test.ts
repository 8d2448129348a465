import type { LoginResult } from '@jal/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as password from '../../lib/password.js';
import { body } from '../../test/body.js';
import { refusedPasswords } from '../../test/password-cases.js';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.js';
import { SIGNUP_RATE_LIMIT, SIGNUP_TOO_MANY } from './signup-limit.js';

// Counts the costly hashing, to check that sign-up refuses what it can before it hashes.
const hashing = vi.spyOn(password, 'hashPassword');
const hashed = () => hashing.mock.calls.length;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  hashing.mockRestore();
  await t.close();
});
beforeEach(() => {
  hashing.mockClear();
});

let nextHost = 1;
const freshAddress = () => `10.40.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 1}`;
let nextAccount = 1;
const freshEmail = () => `rules-${nextAccount++}@village.example`;

const signUp = (payload: object, address = freshAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload, remoteAddress: address });

describe('sign-up', () => {
  it.each(refusedPasswords())('refuses a %s password with 400 naming the rule, before hashing', async (_code, chosen, message) => {
    const response = await signUp({ name: 'Meena Kumari', email: freshEmail(), password: chosen });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ password: message });
    expect(hashed()).toBe(0);
  });

  it('refuses a taken email before hashing', async () => {
    const response = await signUp({ name: 'Meena Kumari', email: 'learner@jalshiksha.org', password: 'ghar-ghar-jal-1' });
    expect(response.statusCode).toBe(409);
    expect(hashed()).toBe(0);
  });

  it('hashes once the request passes every check', async () => {
    expect((await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' })).statusCode).toBe(201);
    expect(hashed()).toBe(1);
  });

  it(`limits an address to ${SIGNUP_RATE_LIMIT.max} sign-ups per window, then 429 with Retry-After`, async () => {
    const address = freshAddress();
    for (let made = 0; made < SIGNUP_RATE_LIMIT.max; made++) {
      expect((await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' }, address)).statusCode).toBe(201);
    }
    hashing.mockClear();
    const refused = await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' }, address);
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toEqual({ code: 429, errorCode: 'SIGN_UP_LIMITED', message: SIGNUP_TOO_MANY, data: null });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGNUP_RATE_LIMIT.timeWindow / 1000);
    expect(hashed()).toBe(0);
    // Another address is not held back by this one.
    expect((await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' })).statusCode).toBe(201);
  });

  it('does not count a form sent back with mistakes against the limit', async () => {
    const address = freshAddress();
    for (let attempt = 0; attempt < SIGNUP_RATE_LIMIT.max + 2; attempt++) {
      expect((await signUp({ name: 'M', email: 'broken', password: 'x' }, address)).statusCode).toBe(400);
    }
    expect((await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' }, address)).statusCode).toBe(201);
  });
});

describe('change password', () => {
  it.each(refusedPasswords('New password'))('refuses a %s new password with 400 naming the rule', async (_code, chosen, message) => {
    const signedUp = await signUp({ name: 'Meena Kumari', email: freshEmail(), password: 'ghar-ghar-jal-1' });
    const token = body<LoginResult>(signedUp).data.token;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'ghar-ghar-jal-1', newPassword: chosen },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ newPassword: message });
  });
});
