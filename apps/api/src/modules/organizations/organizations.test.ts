import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs, testAppPerFile } from '../../test/test-app.js';
import type { AdminUser, Organization } from '@jal/contracts';
import { body } from '../../test/body.js';
import { buildOrganization, buildSignedInUser, buildUser, type BuiltOrganization, type BuiltUser } from '../../test/factories.js';

const t = testAppPerFile({ seed: false });
let admin: Record<string, string>;
// An organization with its manager and a learner, which the tests list, pause and resume.
let sanstha: BuiltOrganization;
let learner: BuiltUser;
beforeAll(async () => {
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
  sanstha = await buildOrganization(t.app, { name: 'Bundelkhand Jal Seva Sanstha' });
  await buildUser(t.app, { role: 'ORGANIZATION', organizationId: sanstha.id });
  learner = await buildUser(t.app, { organizationId: sanstha.id });
});

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
    expect(body<Organization>(created).data).toMatchObject({
      name: 'Jal Sahyog Trust',
      email: 'info@jalsahyog.example.org',
      isActive: true,
      userCount: 0,
    });
    const id = body<Organization>(created).data.id;
    const found = await t.app.inject({ url: '/api/v1/organizations?search=kutch', headers: admin });
    expect(body<{ items: Organization[] }>(found).data.items.map((row) => row.id)).toEqual([id]);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${id}`,
      headers: admin,
      payload: { ...valid, name: '<b>Jal</b> Sahyog' },
    });
    expect(body<Organization>(edited).data.name).toBe('<b>Jal</b> Sahyog');
    const users = await t.app.inject({ url: `/api/v1/organizations/${sanstha.id}/users`, headers: admin });
    expect(body<{ items: AdminUser[] }>(users).data.items.length).toBeGreaterThanOrEqual(2);
  });

  it('validates Indian phone numbers, states and field types', async () => {
    const post = (patch: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/organizations', headers: admin, payload: { ...valid, ...patch } });
    for (const phone of ['+91 98765 43210', '9876543210', '0510-245-0000']) expect((await post({ phone })).statusCode, phone).toBe(201);
    for (const phone of ['12345', '+1 415 555 0100', 'call me']) expect((await post({ phone })).statusCode, phone).toBe(400);
    const state = await post({ state: 'Atlantis' });
    expect(state.statusCode).toBe(400);
    expect(body(state).errors).toHaveProperty('state');
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
    const session = bearer(await signInAs(t.app, learner.email!, learner.password));
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: session })).statusCode).toBe(200);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/v1/organizations/${sanstha.id}/toggle-status`, headers: admin });
    expect(body<Organization>(off).data.isActive).toBe(false);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: session })).statusCode).toBe(401);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: learner.email, password: learner.password },
    });
    expect(blocked.statusCode).toBe(401);
    expect(body(blocked).message).toMatch(/organization/i);
    await t.app.inject({ method: 'PATCH', url: `/api/v1/organizations/${sanstha.id}/toggle-status`, headers: admin });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/user/login',
          payload: { email: learner.email, password: learner.password },
        })
      ).statusCode,
    ).toBe(200);
  });
});
