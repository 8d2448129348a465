import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, LearnerProgress } from '@jal/contracts';
import { users } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { buildOrganization, buildSignedInUser, type BuiltOrganization } from '../../test/factories.js';
import { testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile({ seed: false });
let organization: BuiltOrganization;
let manager: Record<string, string>;
let admin: Record<string, string>;
beforeAll(async () => {
  organization = await buildOrganization(t.app);
  manager = (await buildSignedInUser(t.app, { role: 'ORGANIZATION', organizationId: organization.id })).headers;
  admin = (await buildSignedInUser(t.app, { role: 'ADMIN' })).headers;
});

const create = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user', headers, payload });
const edit = (headers: Record<string, string>, id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/user/${id}`, headers, payload });
const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload });

describe("a learner's mobile number in the dashboard's user forms", () => {
  it('is optional, kept as its 10 digits, listed, and signs the learner in', async () => {
    const without = await create(manager, { name: 'Sarla', email: 'sarla@example.org', password: 'Sarla@2026' });
    expect(body<AdminUser>(without).data).toMatchObject({ mobile: null });
    const blank = await create(manager, { name: 'Bimla', email: 'bimla@example.org', password: 'Bimla@2026', mobile: '' });
    expect(body<AdminUser>(blank).data).toMatchObject({ mobile: null });

    const created = await create(manager, {
      name: 'Rukmini',
      email: 'rukmini@example.org',
      password: 'Rukmini@2026',
      mobile: '+91 98111 22233',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(body<AdminUser>(created).data).toMatchObject({ mobile: '9811122233', organizationId: organization.id });
    const listed = body<{ items: AdminUser[] }>(await t.app.inject({ url: '/api/v1/user?search=22233', headers: manager })).data.items;
    expect(listed).toMatchObject([{ name: 'Rukmini', mobile: '9811122233' }]);
    expect((await login({ mobile: '09811122233', password: 'Rukmini@2026' })).statusCode).toBe(200);
  });

  it('refuses a number that is not a 10-digit Indian mobile, or that another account has, beside the field', async () => {
    for (const mobile of ['12345', '5811122233', '98111 22233 4', 'x'.repeat(30)]) {
      const refused = await create(admin, { name: 'Wrong', email: 'wrong@example.org', password: 'Wrong@2026', mobile });
      expect(refused.statusCode, mobile).toBe(400);
      expect(body(refused).errors).toEqual({ mobile: 'Enter a 10-digit Indian mobile number.' });
    }
    const taken = await create(admin, { name: 'Copy', email: 'copy@example.org', password: 'Copy@20266', mobile: '98111-22233' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errors).toEqual({ mobile: 'An account with this mobile number already exists.' });
  });

  it('is changed or removed on editing, except the only way a learner signs in', async () => {
    const made = body<AdminUser>(await create(manager, { name: 'Phoolmati', email: 'phoolmati@example.org', password: 'Phool@2026' }));
    const id = made.data.id;
    expect(body<AdminUser>(await edit(manager, id, { mobile: '7000012345' })).data.mobile).toBe('7000012345');
    expect(body<AdminUser>(await edit(manager, id, { name: 'Phoolmati Devi' })).data.mobile).toBe('7000012345');
    const taken = await edit(manager, id, { mobile: '9811122233' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errors).toHaveProperty('mobile');
    expect(body<AdminUser>(await edit(manager, id, { mobile: null })).data.mobile).toBeNull();

    // A learner imported with a mobile number only: renamed without an email, but never left without a way in.
    const [only] = await t.database.db
      .insert(users)
      .values({ name: 'Santosh', mobile: '8000012345', passwordHash: 'x', role: 'USER', organizationId: organization.id })
      .returning();
    const renamed = await edit(manager, only!.id, { name: 'Santosh Kumar', mobile: '80000 12345' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(body<AdminUser>(renamed).data).toMatchObject({ name: 'Santosh Kumar', email: '', mobile: '8000012345' });
    // The learner's progress page names them by the number.
    const progress = await t.app.inject({ url: `/api/v1/user/${only!.id}/progress`, headers: manager });
    expect(body<LearnerProgress>(progress).data.learner).toMatchObject({ name: 'Santosh Kumar', email: '', mobile: '8000012345' });
    const removed = await edit(manager, only!.id, { mobile: '' });
    expect(removed.statusCode).toBe(400);
    expect(body(removed).errors).toEqual({ mobile: 'This learner signs in with the mobile number: it cannot be removed.' });
  });
});
