import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAs, testAppPerFile } from '../../test/test-app.js';
import type { AdminUser, PublicUser } from '@jal/contracts';
import { body } from '../../test/body.js';
import {
  buildOrganization,
  buildSignedInUser,
  buildUser,
  type BuiltOrganization,
  type BuiltUser,
  type SignedInUser,
} from '../../test/factories.js';

// No demo data: the users listed are the ones built here and by the tests.
const t = testAppPerFile({ seed: false });
let organization: BuiltOrganization;
let learner: BuiltUser;
let superAdminUser: SignedInUser;
let admin: Record<string, string>;
let manager: Record<string, string>;
let superAdmin: Record<string, string>;
beforeAll(async () => {
  organization = await buildOrganization(t.app, { name: 'Narmada Jal Mandal' });
  learner = await buildUser(t.app, { name: 'Asha Verma', nameHindi: 'आशा वर्मा', organizationId: organization.id });
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
  manager = (await buildSignedInUser(t.app, { role: 'ORGANIZATION', organizationId: organization.id })).headers;
  superAdminUser = await buildSignedInUser(t.app, { role: 'SUPER_ADMIN' });
  superAdmin = superAdminUser.headers;
});

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user', headers, payload });
const edit = (headers: Record<string, string>, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, headers, payload });

describe('users in the dashboard', () => {
  it('a manager creates learners only, always in its own organization, and sees only them', async () => {
    const created = await create(manager, {
      name: 'Gita Devi',
      email: 'gita@example.org',
      password: 'Gita#Jalgaon7',
      role: 'ADMIN',
      organizationId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(body<AdminUser>(created).data).toMatchObject({
      role: 'USER',
      organizationId: organization.id,
      organizationName: organization.name,
      canManage: true,
    });
    const list = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?limit=100', headers: manager })).data.items;
    expect(list.every((user) => user.role === 'USER' && user.organizationId === organization.id)).toBe(true);
    const own = await t.app.inject({ url: `/api/v1/user/${body<AdminUser>(created).data.id}`, headers: manager });
    expect(own.statusCode).toBe(200);
    const moved = await edit(manager, body<AdminUser>(created).data.id, { role: 'ORGANIZATION' });
    expect(moved.statusCode).toBe(403);
  });

  it('filters by search, role, organization and status', async () => {
    const byRole = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?role=SUPER_ADMIN', headers: admin })).data;
    expect(byRole.items.map((user) => user.email)).toEqual([superAdminUser.email]);
    const bySearch = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?search=asha', headers: admin })).data;
    expect(bySearch.items[0]!.email).toBe(learner.email);
    const byOrganization = body<{ items: AdminUser[] }>(
      await t.app.inject({ url: `/api/v1/user?organizationId=${organization.id}&status=active`, headers: admin }),
    ).data;
    expect(byOrganization.items.length).toBeGreaterThanOrEqual(2);
    expect((await t.app.inject({ url: '/api/v1/user?role=KING', headers: admin })).statusCode).toBe(400);
  });

  it('lists each person with the other forms of their name, for a Hindi page to show the Hindi one', async () => {
    const listed = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?search=asha', headers: admin })).data.items[0];
    expect(listed).toMatchObject({ name: 'Asha Verma', nameVariants: { english: 'Asha Verma', hindi: 'आशा वर्मा' } });
    const plain = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?role=SUPER_ADMIN', headers: admin })).data.items[0];
    expect(plain?.nameVariants).toBeNull();
  });

  it('an ADMIN cannot create, edit or grant SUPER_ADMIN; a SUPER_ADMIN can', async () => {
    expect(
      (await create(admin, { name: 'Would Be', email: 'wb@example.org', password: 'Would@1234', role: 'SUPER_ADMIN' })).statusCode,
    ).toBe(403);
    const plain = await create(admin, { name: 'Plain Admin', email: 'plain@example.org', password: 'Plain@1234', role: 'ADMIN' });
    expect(plain.statusCode).toBe(201);
    expect((await edit(admin, body<AdminUser>(plain).data.id, { role: 'SUPER_ADMIN' })).statusCode).toBe(403);
    expect((await edit(superAdmin, body<AdminUser>(plain).data.id, { role: 'SUPER_ADMIN' })).statusCode).toBe(200);
    const seen = body<AdminUser>(await t.app.inject({ url: `/api/v1/user/${body<AdminUser>(plain).data.id}`, headers: admin })).data;
    expect(seen.canManage).toBe(false);
  });

  it('nobody disables or deletes themselves', async () => {
    const id = body<PublicUser>(await t.app.inject({ url: '/api/v1/user/me', headers: admin })).data.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/user/${id}`, headers: admin })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v1/user/${id}/status`, headers: admin, payload: { status: 'disabled' } }))
        .statusCode,
    ).toBe(403);
  });

  it('disabling ends sessions; a reset password works once shown, and ends sessions too', async () => {
    const created = await create(admin, {
      name: 'Ramesh',
      email: 'ramesh@example.org',
      password: 'Ramesh#Kheda7',
      organizationId: organization.id,
    });
    const id = body<AdminUser>(created).data.id;
    const session = bearer(await signInAs(t.app, 'ramesh@example.org', 'Ramesh#Kheda7'));
    await t.app.inject({ method: 'PATCH', url: `/api/v1/user/${id}/status`, headers: manager, payload: { status: 'disabled' } });
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: session })).statusCode).toBe(401);
    await t.app.inject({ method: 'PATCH', url: `/api/v1/user/${id}/status`, headers: manager, payload: { status: 'active' } });
    const again = bearer(await signInAs(t.app, 'ramesh@example.org', 'Ramesh#Kheda7'));
    const reset = await t.app.inject({ method: 'POST', url: `/api/v1/user/${id}/reset-password`, headers: admin, payload: {} });
    const temporary = body<{ temporaryPassword: string }>(reset).data.temporaryPassword;
    expect(temporary).toHaveLength(12);
    expect((await t.app.inject({ url: '/api/v1/user/me', headers: again })).statusCode).toBe(401);
    await signInAs(t.app, 'ramesh@example.org', temporary);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/user/${id}`, headers: admin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/v1/user/${id}`, headers: admin })).statusCode).toBe(404);
  });

  it('rejects bad input: duplicate email as a field error, wrong types, huge names, unknown organization, bad ids', async () => {
    const taken = await create(admin, { name: 'Copy', email: learner.email!.toUpperCase(), password: 'Copy@12345' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errors).toHaveProperty('email');
    expect((await create(admin, { name: 12, email: 'a@example.org', password: 'Abcd#kq2x9' })).statusCode).toBe(400);
    expect((await create(admin, { name: 'x'.repeat(101), email: 'a@example.org', password: 'Abcd#kq2x9' })).statusCode).toBe(400);
    expect((await create(admin, { name: 'Short Pass', email: 'a@example.org', password: 'short' })).statusCode).toBe(400);
    expect(
      (
        await create(admin, {
          name: 'Nowhere',
          email: 'a@example.org',
          password: 'Abcd#kq2x9',
          organizationId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await create(admin, { name: 'Manager', email: 'm@example.org', password: 'Abcd#kq2x9', role: 'ORGANIZATION' })).statusCode,
    ).toBe(400);
    const script = await create(admin, { name: '<script>alert(1)</script>', email: 'script@example.org', password: 'Abcd#kq2x9' });
    expect(body<AdminUser>(script).data.name).toBe('<script>alert(1)</script>');
    expect((await t.app.inject({ url: '/api/v1/user/xyz', headers: admin })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/v1/user/00000000-0000-4000-8000-000000000000', headers: admin })).statusCode).toBe(404);
  });
});

describe('trainers', () => {
  it('an administrator makes a trainer of any organization, and never one without an organization', async () => {
    const other = await buildOrganization(t.app);
    const created = await create(admin, {
      name: 'Kavita Rajput',
      email: 'kavita@example.org',
      password: 'Kavita#Jhansi7',
      role: 'TRAINER',
      organizationId: other.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(body<AdminUser>(created).data).toMatchObject({ role: 'TRAINER', organizationId: other.id });
    const alone = await create(admin, { name: 'No Sanstha', email: 'alone@example.org', password: 'Alone#Jhansi7', role: 'TRAINER' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ errorCode: 'TRAINER_NEEDS_ORGANIZATION' });
  });

  it("a manager makes trainers of its own organization only, turns a learner into one, and another organization's manager cannot see them", async () => {
    const created = await create(manager, {
      name: 'Sarita Trainer',
      email: 'sarita@example.org',
      password: 'Sarita#Jhansi7',
      role: 'TRAINER',
      organizationId: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const trainer = body<AdminUser>(created).data;
    expect(trainer).toMatchObject({ role: 'TRAINER', organizationId: organization.id, canManage: true });

    const pupil = await buildUser(t.app, { organizationId: organization.id });
    const promoted = await edit(manager, pupil.id, { role: 'TRAINER' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(body<AdminUser>(promoted).data.role).toBe('TRAINER');
    const listed = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?role=TRAINER&limit=100', headers: manager })).data;
    expect(listed.items.map((user) => user.id).sort()).toEqual([trainer.id, pupil.id].sort());

    const otherManager = (await buildSignedInUser(t.app, { role: 'ORGANIZATION' })).headers;
    expect((await t.app.inject({ url: `/api/v1/user/${trainer.id}`, headers: otherManager })).statusCode).toBe(404);
  });

  it('a trainer manages no users', async () => {
    const trainer = (await buildSignedInUser(t.app, { role: 'TRAINER', organizationId: organization.id })).headers;
    expect((await t.app.inject({ url: '/api/v1/user', headers: trainer })).statusCode).toBe(403);
    const made = await create(trainer, { name: 'Someone', email: 'someone@example.org', password: 'Someone#Jhansi7' });
    expect(made.statusCode).toBe(403);
  });
});
