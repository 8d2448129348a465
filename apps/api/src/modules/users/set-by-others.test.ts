import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AdminUser, LoginResult, PublicUser } from '@jal/contracts';
import { users } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { bearer, signedInPerFile, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');
const manager = signedInPerFile(t, 'org@jalshiksha.org');

const DAY = 24 * 60 * 60 * 1000;
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
const create = async (headers: Record<string, string>, email: string, password: string) => {
  const created = await t.app.inject({ method: 'POST', url: '/api/v1/user', headers, payload: { name: 'Set By Others', email, password } });
  expect(created.statusCode, created.body).toBe(201);
  return body<AdminUser>(created).data.id;
};
const reset = async (headers: Record<string, string>, id: string) => {
  const response = await t.app.inject({ method: 'POST', url: `/api/v1/user/${id}/reset-password`, headers, payload: {} });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ temporaryPassword: string }>(response).data.temporaryPassword;
};
const stored = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0]!;
const myData = (token: string) => t.app.inject({ url: '/api/v1/user/me/data', headers: bearer(token) });

describe('a password set by someone else', () => {
  it("an administrator's new account signs in, reaches only its own record, the password change and sign-out, until the holder chooses their own", async () => {
    await create(admin, 'made-by-admin@example.org', 'Kheda pond 2026');
    const signedIn = await login('made-by-admin@example.org', 'Kheda pond 2026');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, user } = body<LoginResult>(signedIn).data;
    expect(user.mustChangePassword).toBe(true);

    const refused = await myData(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      'Choose your own password before you continue: the one you signed in with was set by someone else.',
    );
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: bearer(token) });
    expect(body<PublicUser>(me).data.mustChangePassword).toBe(true);

    // The change-password route cannot keep the password the administrator knows.
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'Kheda pond 2026', newPassword: 'Kheda pond 2026' },
    });
    expect(kept.statusCode).toBe(400);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: bearer(token),
      payload: { currentPassword: 'Kheda pond 2026', newPassword: 'my own well 77' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await myData(token)).statusCode).toBe(200);
    expect(await stored('made-by-admin@example.org')).toMatchObject({ mustChangePassword: false, passwordExpiresAt: null });
    expect(body<LoginResult>(await login('made-by-admin@example.org', 'my own well 77')).data.user.mustChangePassword).toBe(false);

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: bearer(token) });
    expect(signedOut.statusCode).toBe(200);
  });

  it("a manager's reset must be replaced too, and it expires after 14 days unused", async () => {
    const id = await create(manager, 'reset-by-manager@example.org', 'Chhota bandh 88');
    const temporary = await reset(manager, id);
    const row = await stored('reset-by-manager@example.org');
    expect(row.mustChangePassword).toBe(true);
    expect(Math.abs(row.passwordExpiresAt!.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);
    expect(body<LoginResult>(await login('reset-by-manager@example.org', temporary)).data.user.mustChangePassword).toBe(true);

    await t.database.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    const expired = await login('reset-by-manager@example.org', temporary);
    expect(expired.statusCode).toBe(401);
    expect(expired.json<{ message: string }>().message).toBe(
      'This one-time password has expired. Ask your organization manager or administrator for a new one.',
    );
    // Only the right password learns that it has expired.
    expect((await login('reset-by-manager@example.org', 'not the password 1')).json<{ message: string }>().message).toBe(
      'Invalid email or password.',
    );
  });

  it("an import's one-time passwords expire after 14 days, and the manager issues a new one from the users list", async () => {
    const { payload, headers } = multipartFile(
      'learners.csv',
      Buffer.from('Name (English),Name (Hindi),Email,Mobile number,Batch\r\nSavitri Expiry,,savitri-expiry@example.org,,\r\n'),
    );
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/import?mode=valid-rows',
      headers: { ...manager, ...headers },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const oneTime = body<{ credentials: { oneTimePassword: string }[] }>(imported).data.credentials[0]!.oneTimePassword;
    const row = await stored('savitri-expiry@example.org');
    expect(Math.abs(row.passwordExpiresAt!.getTime() - (Date.now() + 14 * DAY))).toBeLessThan(60_000);

    const listed = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?search=savitri', headers: manager })).data.items;
    expect(listed[0]).toMatchObject({ mustChangePassword: true, passwordExpiresAt: row.passwordExpiresAt!.toISOString() });

    await t.database.db
      .update(users)
      .set({ passwordExpiresAt: new Date(Date.now() - DAY) })
      .where(eq(users.id, row.id));
    expect((await login('savitri-expiry@example.org', oneTime)).statusCode).toBe(401);
    const again = await reset(manager, row.id);
    const signedIn = await login('savitri-expiry@example.org', again);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(body<LoginResult>(signedIn).data.user.mustChangePassword).toBe(true);
    expect((await login('savitri-expiry@example.org', oneTime)).statusCode).toBe(401);
  });
});
