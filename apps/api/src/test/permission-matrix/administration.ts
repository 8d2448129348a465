import { alerts, organizations, translations, users } from '../../db/schema.js';
import { adminOnly, expectAll, type MatrixRow, type MatrixSetup } from './types.js';

const alertBody = { message: { en: 'Matrix alert', hi: 'मैट्रिक्स सूचना' }, alertType: 'info', isActive: false };
const organizationBody = { name: 'Matrix Organization', type: 'ngo', state: 'Bihar' };

/** A fresh learner: `inSame` the demo organization, else in the second one. */
const freshLearner =
  (where: 'same' | 'other'): MatrixSetup =>
  async ({ db, ctx, unique }) => {
    const [row] = await db
      .insert(users)
      .values({
        name: 'Matrix Learner',
        email: `matrix-${unique()}@example.org`,
        passwordHash: 'not-a-real-hash',
        role: 'USER',
        organizationId: where === 'same' ? ctx.organizationId : ctx.otherOrganizationId,
      })
      .returning();
    return { userId: row!.id };
  };

const freshAlert: MatrixSetup = async ({ db }) => {
  const [row] = await db
    .insert(alerts)
    .values({ message: { en: 'Matrix alert' }, alertType: 'info', isActive: false })
    .returning();
  return { alertId: row!.id };
};

const freshTranslation: MatrixSetup = async ({ db, unique }) => {
  const [row] = await db
    .insert(translations)
    .values({ page: 'matrix', key: `matrix.k${unique()}`, language: 'en', text: 'Matrix' })
    .returning();
  return { translationId: row!.id };
};

const freshOrganization: MatrixSetup = async ({ db }) => {
  const [row] = await db.insert(organizations).values({ name: 'Matrix Toggle Org', type: 'ngo' }).returning();
  return { organizationId: row!.id };
};

/** A suffix no other request used, so that names and emails are new. */
const freshSuffix: MatrixSetup = ({ unique }) => Promise.resolve({ n: unique() });

/** Learner management: administrators and the learner's own organization manager. */
const managers = (ok: number) => expectAll(403, { anonymous: 401, orgSame: ok, admin: ok, superAdmin: ok });
/** The other organization's manager may not even know the learner exists. */
const sameOrgLearner = (ok: number) => expectAll(403, { anonymous: 401, orgSame: ok, orgOther: 404, admin: ok, superAdmin: ok });

export const administrationRows: MatrixRow[] = [
  // Translations and languages
  { method: 'GET', url: () => '/v1/translations?page=home', expect: adminOnly(200) },
  { method: 'GET', url: () => '/v1/translations/hierarchy', expect: adminOnly(200) },
  {
    method: 'POST',
    url: () => '/v1/translations',
    body: (ctx) => ({ page: 'matrix', key: `matrix.created.${ctx.fresh.n}`, values: { en: 'Created' } }),
    setup: freshSuffix,
    expect: adminOnly(201),
  },
  {
    method: 'PUT',
    url: () => '/v1/translations/bulk/matrix',
    body: () => ({ entries: { 'matrix.bulk': { en: 'Bulk' } } }),
    expect: adminOnly(200),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/translations/${ctx.fresh.translationId}`,
    body: () => ({ text: 'Changed' }),
    setup: freshTranslation,
    expect: adminOnly(200),
  },
  { method: 'DELETE', url: (ctx) => `/v1/translations/${ctx.fresh.translationId}`, setup: freshTranslation, expect: adminOnly(200) },
  { method: 'GET', url: () => '/v1/languages', expect: adminOnly(200) },
  {
    method: 'POST',
    url: () => '/v1/languages',
    body: (ctx) => ({ code: `x${ctx.fresh.code}`, name: 'Matrix', nativeName: 'Matrix' }),
    setup: () =>
      Promise.resolve({
        code: Math.random()
          .toString(36)
          .replace(/[^a-z]/g, '')
          .padEnd(2, 'q')
          .slice(0, 2),
      }),
    expect: adminOnly(201),
  },
  { method: 'PATCH', url: () => '/v1/languages/hi', body: () => ({ isActive: true }), expect: adminOnly(200) },

  // Alerts
  { method: 'GET', url: () => '/v1/alerts', expect: adminOnly(200) },
  { method: 'GET', url: (ctx) => `/v1/alerts/${ctx.fresh.alertId}`, setup: freshAlert, expect: adminOnly(200) },
  { method: 'POST', url: () => '/v1/alerts', body: () => alertBody, expect: adminOnly(201) },
  { method: 'PUT', url: (ctx) => `/v1/alerts/${ctx.fresh.alertId}`, body: () => alertBody, setup: freshAlert, expect: adminOnly(200) },
  { method: 'PATCH', url: (ctx) => `/v1/alerts/${ctx.fresh.alertId}/toggle`, setup: freshAlert, expect: adminOnly(200) },
  { method: 'DELETE', url: (ctx) => `/v1/alerts/${ctx.fresh.alertId}`, setup: freshAlert, expect: adminOnly(200) },

  // Organizations
  { method: 'GET', url: () => '/v1/organizations', expect: adminOnly(200) },
  { method: 'POST', url: () => '/v1/organizations', body: () => organizationBody, expect: adminOnly(201) },
  { method: 'GET', url: (ctx) => `/v1/organizations/${ctx.organizationId}`, expect: managers(200) },
  {
    method: 'PUT',
    url: (ctx) => `/v1/organizations/${ctx.fresh.organizationId}`,
    body: () => organizationBody,
    setup: freshOrganization,
    expect: adminOnly(200),
  },
  {
    method: 'PATCH',
    url: (ctx) => `/v1/organizations/${ctx.fresh.organizationId}/toggle-status`,
    setup: freshOrganization,
    expect: adminOnly(200),
  },
  { method: 'GET', url: (ctx) => `/v1/organizations/${ctx.organizationId}/users`, expect: managers(200) },

  // Users
  { method: 'GET', url: () => '/v1/user', expect: expectAll(200, { anonymous: 401, user: 403 }) },
  {
    name: 'POST /v1/user (a learner)',
    method: 'POST',
    url: () => '/v1/user',
    body: (ctx) => ({ name: 'Matrix Created', email: `created-${ctx.fresh.n}@example.org`, password: 'Matrix@1234' }),
    setup: freshSuffix,
    expect: expectAll(201, { anonymous: 401, user: 403 }),
  },
  {
    name: 'POST /v1/user (a SUPER_ADMIN)',
    method: 'POST',
    url: () => '/v1/user',
    body: (ctx) => ({ name: 'Matrix Super', email: `super-${ctx.fresh.n}@example.org`, password: 'Matrix@1234', role: 'SUPER_ADMIN' }),
    setup: freshSuffix,
    // A manager's new user is always a learner of its organization, whatever the body says.
    expect: expectAll(403, { anonymous: 401, orgSame: 201, orgOther: 201, superAdmin: 201 }),
  },
  { method: 'GET', url: (ctx) => `/v1/user/${ctx.learnerId}`, expect: sameOrgLearner(200) },
  {
    name: 'GET /v1/user/:id (a SUPER_ADMIN)',
    method: 'GET',
    url: (ctx) => `/v1/user/${ctx.superAdminId}`,
    expect: expectAll(404, { anonymous: 401, user: 403, admin: 200, superAdmin: 200 }),
  },
  {
    method: 'PUT',
    url: (ctx) => `/v1/user/${ctx.fresh.userId}`,
    body: () => ({ name: 'Matrix Renamed' }),
    setup: freshLearner('same'),
    expect: sameOrgLearner(200),
  },
  {
    name: 'PUT /v1/user/:id (a SUPER_ADMIN)',
    method: 'PUT',
    url: (ctx) => `/v1/user/${ctx.superAdminId}`,
    body: () => ({ name: 'Sunita Super Admin' }),
    expect: expectAll(404, { anonymous: 401, user: 403, admin: 403, superAdmin: 200 }),
  },
  {
    method: 'PATCH',
    url: (ctx) => `/v1/user/${ctx.fresh.userId}/status`,
    body: () => ({ status: 'disabled' }),
    setup: freshLearner('same'),
    expect: sameOrgLearner(200),
  },
  {
    method: 'POST',
    url: (ctx) => `/v1/user/${ctx.fresh.userId}/reset-password`,
    body: () => ({}),
    setup: freshLearner('same'),
    expect: sameOrgLearner(200),
  },
  { method: 'DELETE', url: (ctx) => `/v1/user/${ctx.fresh.userId}`, setup: freshLearner('same'), expect: sameOrgLearner(200) },
  { method: 'DELETE', url: (ctx) => `/v1/user/${ctx.fresh.userId}/sessions`, setup: freshLearner('same'), expect: sameOrgLearner(200) },
  {
    name: 'DELETE /v1/user/:id (a learner of the other organization)',
    method: 'DELETE',
    url: (ctx) => `/v1/user/${ctx.fresh.userId}`,
    setup: freshLearner('other'),
    expect: expectAll(404, { anonymous: 401, user: 403, orgOther: 200, admin: 200, superAdmin: 200 }),
  },

  // Reports: a manager sees only its own organization's figures, whatever it asks for.
  { method: 'GET', url: () => '/v1/reports?period=week', expect: expectAll(200, { anonymous: 401, user: 403 }) },
  {
    name: 'GET /v1/reports (another organization)',
    method: 'GET',
    url: (ctx) => `/v1/reports?organizationId=${ctx.otherOrganizationId}`,
    expect: expectAll(200, { anonymous: 401, user: 403, orgSame: 403 }),
  },
  { method: 'GET', url: () => '/v1/reports/export?table=courses', expect: expectAll(200, { anonymous: 401, user: 403 }) },
];
