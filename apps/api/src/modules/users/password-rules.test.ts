import type { AdminUser } from '@jal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/body.js';
import { buildSignedInUser } from '../../test/factories.js';
import { refusedPasswords } from '../../test/password-cases.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
});
afterAll(async () => t?.close());

let nextAccount = 1;
const create = (password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user',
    headers: admin,
    payload: { name: 'Pushpa Devi', email: `made-${nextAccount++}@village.example`, password },
  });

describe('passwords an administrator chooses', () => {
  it.each(refusedPasswords())('a new user: refuses a %s password with 400 naming the rule', async (_code, password, message) => {
    const response = await create(password);
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ password: message });
  });

  it.each(refusedPasswords())('setting a password: refuses a %s one with 400 naming the rule', async (_code, password, message) => {
    const created = await create('nadi-kinare-9');
    expect(created.statusCode).toBe(201);
    const id = body<AdminUser>(created).data.id;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/user/${id}/reset-password`,
      headers: admin,
      payload: { password },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toEqual({ password: message });
    // Without a password of its own choosing, the server makes one that passes.
    const generated = await t.app.inject({ method: 'POST', url: `/api/v1/user/${id}/reset-password`, headers: admin, payload: {} });
    expect(generated.statusCode).toBe(200);
  });
});
