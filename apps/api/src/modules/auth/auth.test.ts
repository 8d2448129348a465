import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import type { LoginResult, PublicUser } from '@jal/contracts';
import { body } from '../../test/body.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: payload as object, headers });

const signup = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload });
/** The signed-in user as the token shows them: 200, or 401 when the token no longer signs anyone in. */
const readMe = (token: string) => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });

describe('POST /api/v1/user/login', () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.role, account.email]))('signs in the demo %s account', async (role, email) => {
    const response = await login({ email, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const answer = body<LoginResult>(response);
    expect(answer).toMatchObject({ code: 200, message: 'Login successful', data: { role, user: { email, role } } });
    expect(answer.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('$argon2');
    expect(response.headers['set-cookie']).toMatch(/token=.+HttpOnly/i);
  });

  it('accepts the email in any letter case', async () => {
    const response = await login({ email: '  Admin@JalShiksha.org ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers {} with 400 naming both fields', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    const answer = body(response);
    expect(answer.code).toBe(400);
    expect(answer.message).toContain('email');
    expect(answer.message).toContain('password');
    expect(answer.errors).toEqual({ email: 'Email is required.', password: 'Password is required.' });
  });

  it.each([
    ['wrong types', { email: 42, password: ['x'] }, ['email', 'password']],
    ['a malformed email', { email: 'not-an-email', password: 'x' }, ['email']],
    ['an unknown field', { email: 'a@b.org', password: 'x', role: 'ADMIN' }, ['role']],
    ['a huge password', { email: 'a@b.org', password: 'x'.repeat(500) }, ['password']],
  ])('answers %s with 400 and a message per field', async (_label, payload, fields) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    for (const field of fields) expect(body(response).errors).toHaveProperty(field);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: '{"email": "a@b.org", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 400, message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await login({ email: 'a@b.org', password: 'x', padding: 'y'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(body(response).code).toBe(413);
  });

  it('answers a wrong password and an unknown email alike with 401', async () => {
    const wrongPassword = await login({ email: 'learner@jalshiksha.org', password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@jalshiksha.org', password: 'not-the-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(body(wrongPassword).message).toBe('Invalid email or password.');
    expect(body(unknownEmail).message).toBe(body(wrongPassword).message);
  });

  it('has a twin at /api/v1/auth/signin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signin',
      payload: { email: 'org@jalshiksha.org', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(body<LoginResult>(response).data.user.role).toBe('ORGANIZATION');
  });
});

describe('sessions', () => {
  it('GET /api/v1/user/me needs a valid token', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const me = await readMe(token);
    expect(me.statusCode).toBe(200);
    expect(body<PublicUser>(me).data).toMatchObject({ email: 'learner@jalshiksha.org', role: 'USER', nameVariants: { hindi: 'आशा वर्मा' } });

    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous)).toMatchObject({ code: 401, message: 'Please log in.' });

    const forged = await readMe('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
    const garbage = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: 'Bearer <script>' } });
    expect(garbage.statusCode).toBe(401);
  });

  it('accepts the token from the cookie named token', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', cookies: { token } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses an expired session', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'learner@jalshiksha.org'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user!.id));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    expect(body(me).message).toBe('Your session has expired. Please log in again.');
  });

  it('verify confirms a live token', async () => {
    const token = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(body<{ valid: true; user: PublicUser }>(response).data).toMatchObject({ valid: true, user: { role: 'ADMIN' } });
  });

  it('logout ends the session, on both paths, and always succeeds', async () => {
    for (const url of ['/api/v1/user/logout', '/api/v1/auth/logout']) {
      const token = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
      const out = await t.app.inject({ method: 'POST', url, headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      expect(body(out).message).toBe('Logged out successfully');
      const me = await readMe(token);
      expect(me.statusCode).toBe(401);
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('a disabled user is signed out and cannot sign in', async () => {
    const created = await signup({ name: 'Kamla Devi', email: 'kamla@village.example', password: 'pani-bachao-1' });
    const token = body<LoginResult>(created).data.token;
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.email, 'kamla@village.example'));
    expect((await readMe(token)).statusCode).toBe(401);
    const again = await login({ email: 'kamla@village.example', password: 'pani-bachao-1' });
    expect(again.statusCode).toBe(401);
    expect(body(again).message).toContain('disabled');
  });
});

describe('POST /api/v1/auth/signup', () => {
  it('creates a learner and signs them in', async () => {
    const response = await signup({ name: 'Ramesh Yadav', email: 'Ramesh@Example.org', password: 'jal-hai-to-kal-hai' });
    expect(response.statusCode).toBe(201);
    expect(body<LoginResult>(response).data).toMatchObject({
      role: 'USER',
      user: { name: 'Ramesh Yadav', email: 'ramesh@example.org', role: 'USER' },
    });
    const me = await readMe(body<LoginResult>(response).data.token);
    expect(me.statusCode).toBe(200);
  });

  it('refuses an email taken in another letter case with 409', async () => {
    const response = await signup({ name: 'Someone', email: 'LEARNER@jalshiksha.org', password: 'long-enough-1' });
    expect(response.statusCode).toBe(409);
    expect(body(response).message).toContain('already exists');
  });

  it('cannot choose its own role', async () => {
    const response = await signup({ name: 'Mallory', email: 'mallory@example.org', password: 'long-enough-1', role: 'SUPER_ADMIN' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toHaveProperty('role');
  });

  it('validates every field', async () => {
    const response = await signup({ name: 'A', email: 'bad', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({
      name: 'Name must be at least 2 characters.',
      email: 'Enter a valid email address.',
      password: 'Password must be at least 8 characters.',
    });
  });
});

describe('POST /api/v1/user/change-password', () => {
  const changePassword = (token: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/change-password', headers: bearer(token), payload });

  it('changes the password and ends the other sessions', async () => {
    await signup({ name: 'Gita', email: 'gita@example.org', password: 'first-password' });
    const current = await signInAs(t.app, 'gita@example.org', 'first-password');
    const other = await signInAs(t.app, 'gita@example.org', 'first-password');

    const wrong = await changePassword(current, { currentPassword: 'nope-nope', newPassword: 'second-password' });
    expect(wrong.statusCode).toBe(400);

    const same = await changePassword(current, { currentPassword: 'first-password', newPassword: 'first-password' });
    expect(same.statusCode).toBe(400);
    expect(body(same).errors).toHaveProperty('newPassword');

    const ok = await changePassword(current, { currentPassword: 'first-password', newPassword: 'second-password' });
    expect(ok.statusCode).toBe(200);
    expect((await readMe(current)).statusCode).toBe(200);
    expect((await readMe(other)).statusCode).toBe(401);
    expect((await login({ email: 'gita@example.org', password: 'first-password' })).statusCode).toBe(401);
    expect((await login({ email: 'gita@example.org', password: 'second-password' })).statusCode).toBe(200);
  });

  it('needs sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });
});
