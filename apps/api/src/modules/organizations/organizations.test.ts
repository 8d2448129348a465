import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION } from '../../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', 'Demo@1234'));
});
afterAll(async () => t?.close());

const valid = {
  name: 'Jal Sahyog Trust',
  type: 'ngo',
  contactPerson: 'Anil Patel',
  email: 'Info@JalSahyog.example.org',
  phone: '098765 43210',
  state: 'Gujarat',
  district: 'Kutch',
  address: 'Bhuj',
};

describe('organizations', () => {
  it('creates, finds by search, edits and lists its users', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: admin, payload: valid });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: 'Jal Sahyog Trust',
      email: 'info@jalsahyog.example.org',
      isActive: true,
      userCount: 0,
    });
    const id = created.json().data.id as string;
    const found = await t.app.inject({ url: '/api/v1/organizations?search=kutch', headers: admin });
    expect(found.json().data.items.map((row: { id: string }) => row.id)).toEqual([id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${id}`,
      headers: admin,
      payload: { ...valid, name: '<b>Jal</b> Sahyog' },
    });
    expect(edited.json().data.name).toBe('<b>Jal</b> Sahyog');
    const users = await t.app.inject({ url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/users`, headers: admin });
    expect(users.json().data.items.length).toBeGreaterThanOrEqual(2);
  });

  it('validates Indian phone numbers, states and field types', async () => {
    const post = (patch: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: admin, payload: { ...valid, ...patch } });
    for (const phone of ['+91 98765 43210', '9876543210', '0510-245-0000']) expect((await post({ phone })).statusCode, phone).toBe(201);
    for (const phone of ['12345', '+1 415 555 0100', 'call me']) expect((await post({ phone })).statusCode, phone).toBe(400);
    const state = await post({ state: 'Atlantis' });
    expect(state.statusCode).toBe(400);
    expect(state.json().errors).toHaveProperty('state');
    expect((await post({ name: 7 })).statusCode).toBe(400);
    expect((await post({ name: 'x'.repeat(151) })).statusCode).toBe(400);
    expect((await post({ type: 'company' })).statusCode).toBe(400);
    expect((await post({ email: 'not-an-email' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/organizations/nope', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/organizations/00000000-0000-4000-8000-000000000000', headers: admin })).statusCode).toBe(
      404,
    );
  });

  it('deactivation signs its users out and blocks their sign-in with a clear message', async () => {
    const learner = bearer(await signInAs(t.app, 'learner@jalshiksha.org', 'Demo@1234'));
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: learner })).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/toggle-status`, headers: admin });
    expect(off.json().data.isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: learner })).statusCode).toBe(401);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'learner@jalshiksha.org', password: 'Demo@1234' },
    });
    expect(blocked.statusCode).toBe(401);
    expect(blocked.json().message).toMatch(/organization/i);
    await t.app.inject({ method: 'PATCH', url: `/api/v1/organizations/${DEMO_ORGANIZATION.id}/toggle-status`, headers: admin });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: 'learner@jalshiksha.org', password: 'Demo@1234' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
