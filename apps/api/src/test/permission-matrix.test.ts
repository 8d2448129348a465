import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, organizations, users } from '../db/schema.js';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, SECOND_ORGANIZATION, SECOND_ORGANIZATION_ACCOUNTS } from '../seed/accounts.js';
import { hashPassword } from '../lib/password.js';
import { findUserByEmail } from '../modules/users/repository.js';
import { authPlugin, type Access, type DeclaredRoute } from '../plugins/auth.js';
import { accountRows } from './permission-matrix/account.js';
import { administrationRows } from './permission-matrix/administration.js';
import { auditLogRows } from './permission-matrix/audit-log.js';
import { courseAdminRows } from './permission-matrix/course-admin.js';
import { demoModeRows } from './permission-matrix/demo-mode.js';
import { jobRows } from './permission-matrix/jobs.js';
import { learnerImportRows } from './permission-matrix/learner-import.js';
import { learningRows } from './permission-matrix/learning.js';
import { mapTilesRows } from './permission-matrix/map-tiles.js';
import { lessonAudioRows } from './permission-matrix/lesson-audio.js';
import { offlinePackageRows } from './permission-matrix/offline-package.js';
import { practicalRows } from './permission-matrix/practicals.js';
import { programmeRows } from './permission-matrix/programmes.js';
import { syncRows } from './permission-matrix/sync.js';
import { MATRIX_ROLES, type MatrixContext, type MatrixRole, type MatrixRow } from './permission-matrix/types.js';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.js';

/**
 * Routes anyone may call, or that only concern the caller's own account: outside the matrix on
 * purpose. Every other route under /api must have a row, so a new endpoint cannot slip in unguarded.
 */
const PUBLIC_ROUTES = [
  'GET /api/docs',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/health',
  'GET /api/health/ready',
  'POST /api/v1/user/login',
  'POST /api/v1/user/logout',
  'GET /api/v1/user/me',
  'POST /api/v1/user/change-password',
  'POST /api/v1/auth/signin',
  'POST /api/v1/auth/signup',
  // The sign-in's second step: the password step's challenge stands in for a session.
  'POST /api/v1/auth/second-factor',
  'POST /api/v1/auth/second-factor/enrolment',
  'POST /api/v1/auth/second-factor/enrolment/confirm',
  'POST /api/v1/auth/forgot-password',
  'POST /api/v1/auth/reset-password',
  'POST /api/v1/auth/logout',
  'GET /api/v1/auth/verify',
  'GET /api/v1/alerts/current',
  'GET /api/v1/courses',
  'GET /api/v1/courses/categories',
  'GET /api/v1/courses/:id',
  'POST /api/v1/contact',
  'GET /api/v1/translations/frontend',
  'GET /api/v1/demo-mode',
];

const ROWS: MatrixRow[] = [
  ...administrationRows,
  ...courseAdminRows,
  ...learningRows,
  ...offlinePackageRows,
  ...lessonAudioRows,
  ...demoModeRows,
  ...auditLogRows,
  ...syncRows,
  ...accountRows,
  ...learnerImportRows,
  ...programmeRows,
  ...jobRows,
  ...practicalRows,
  ...mapTilesRows,
];

/** Every route as registered (told by buildApp's onRoute listener), HEAD routes aside. */
const declared: DeclaredRoute[] = [];
const keyOf = (route: DeclaredRoute) => `${route.method} ${route.url}`;

/** The roles just below each access: they must be refused with 403 (anonymous callers with 401). */
const TOO_LOW: Record<Exclude<Access, 'public'>, MatrixRole[]> = {
  'signed-in': [],
  reviewer: ['user'],
  'user-manager': ['user', 'trainer'],
  admin: ['user', 'orgSame', 'trainer'],
  'super-admin': ['admin'],
};

/** Input no route accepts: every path parameter, the query and the body are malformed. */
const INVALID_PARAM = 'not-an-id';
const INVALID_QUERY = '?page=-1&limit=many&unknownFilter=%00';
const INVALID_BODY = { unexpectedField: ['not', 'valid'], email: 42 };

const patternOf = (route: string) => {
  const [method, path = ''] = route.split(' ');
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')))
    .join('/');
  return { method, regex: new RegExp(`^${source}$`), params: (path.match(/:|\*/g) ?? []).length };
};

/** The route a request reaches: like Fastify, a static path wins over one with parameters. */
function routeFor(routes: string[], method: string, url: string): string | undefined {
  const path = `/api${url.split('?')[0] ?? ''}`;
  return routes
    .map((route) => ({ route, ...patternOf(route) }))
    .filter((candidate) => candidate.method === method && candidate.regex.test(path))
    .sort((a, b) => a.params - b.params)[0]?.route;
}

/** A context whose every id reads as its name, so a row is titled e.g. `PUT /v1/user/:fresh.userId`. */
const NAMING_CONTEXT = new Proxy({} as MatrixContext, {
  get: (_target, key) => (key === 'fresh' ? new Proxy({}, { get: (_fresh, name) => `:fresh.${String(name)}` }) : `:${String(key)}`),
});

let test: TestApp;
let routes: string[];
let ctx: Omit<MatrixContext, 'fresh'>;
const tokens = new Map<MatrixRole, string | null>();
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function idOf(email: string) {
  const row = await findUserByEmail(test.database.db, email);
  if (!row) throw new Error(`missing seeded account ${email}`);
  return row.id;
}

beforeAll(async () => {
  test = await createTestApp({ onRoute: (route) => void (route.method !== 'HEAD' && declared.push(route)) });
  const db = test.database.db;
  await db.insert(organizations).values(SECOND_ORGANIZATION).onConflictDoNothing();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of SECOND_ORGANIZATION_ACCOUNTS)
    await db
      .insert(users)
      .values({ ...account, passwordHash })
      .onConflictDoNothing();
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.status, 'published')).limit(1);
  ctx = {
    courseId: course?.id ?? '00000000-0000-4000-8000-000000000000',
    organizationId: DEMO_ORGANIZATION.id,
    otherOrganizationId: SECOND_ORGANIZATION.id,
    learnerId: await idOf('learner@jalshiksha.org'),
    otherLearnerId: await idOf('learner2@jalshiksha.org'),
    orgManagerId: await idOf('org@jalshiksha.org'),
    otherOrgManagerId: await idOf('org2@jalshiksha.org'),
    trainerId: await idOf('trainer@jalshiksha.org'),
    adminId: await idOf('admin@jalshiksha.org'),
    superAdminId: await idOf('superadmin@jalshiksha.org'),
  };
  const emails: Record<Exclude<MatrixRole, 'anonymous'>, string> = {
    user: 'learner@jalshiksha.org',
    orgSame: 'org@jalshiksha.org',
    orgOther: 'org2@jalshiksha.org',
    trainer: 'trainer@jalshiksha.org',
    admin: 'admin@jalshiksha.org',
    superAdmin: 'superadmin@jalshiksha.org',
  };
  tokens.set('anonymous', null);
  for (const [role, email] of Object.entries(emails)) tokens.set(role as MatrixRole, await signInAs(test.app, email, DEMO_PASSWORD));
  routes = [...new Set(declared.map(keyOf))];
}, 120_000);

afterAll(async () => {
  await test?.close();
});

describe('permission matrix', () => {
  it('has a row for every route under /api that is not public', () => {
    // The route tree was read correctly if every public route is in it.
    expect(PUBLIC_ROUTES.filter((route) => !routes.includes(route))).toEqual([]);
    const covered = new Set(ROWS.map((row) => routeFor(routes, row.method, row.url({ ...ctx, fresh: {} }))));
    const missing = routes.filter((route) => route.includes(' /api') && !PUBLIC_ROUTES.includes(route) && !covered.has(route));
    expect(missing, 'routes with neither a matrix row nor a place in PUBLIC_ROUTES').toEqual([]);
  });

  it('refuses to start with a route that does not say who may call it', async () => {
    const bare = Fastify({ logger: false });
    await bare.register(authPlugin);
    expect(() => bare.get('/api/v1/undeclared', () => 'nobody said who may call this')).toThrow(
      /GET \/api\/v1\/undeclared declares no access/,
    );
    await bare.close();
  });

  it('declares public only the routes anyone may call', () => {
    const anonymousOk = new Set(
      ROWS.filter((row) => row.expect.anonymous !== 401).map((row) => routeFor(routes, row.method, row.url({ ...ctx, fresh: {} }))),
    );
    const unexpected = declared
      .filter((route) => route.url.startsWith('/api') && route.access === 'public')
      .map(keyOf)
      .filter((route) => !PUBLIC_ROUTES.includes(route) && !anonymousOk.has(route));
    expect(unexpected, 'routes declared public that neither PUBLIC_ROUTES nor a matrix row opens to anonymous callers').toEqual([]);
  });

  it('names only routes that exist', () => {
    const unknown = ROWS.filter((row) => !routeFor(routes, row.method, row.url({ ...ctx, fresh: {} }))).map(
      (row) => `${row.method} ${row.url({ ...ctx, fresh: {} })}`,
    );
    expect(unknown).toEqual([]);
  });

  it.each(ROWS.map((row) => [row.name ?? `${row.method} ${row.url(NAMING_CONTEXT)}`, row] as const))('%s', async (_name, row) => {
    const failures: string[] = [];
    for (const role of MATRIX_ROLES) {
      const fresh = row.setup ? await row.setup({ app: test.app, db: test.database.db, ctx: { ...ctx, fresh: {} }, unique }) : {};
      const full = { ...ctx, fresh };
      const token = tokens.get(role);
      const response = await test.app.inject({
        method: row.method,
        url: `/api${row.url(full)}`,
        headers: token ? bearer(token) : {},
        ...(row.body ? { payload: row.body(full) as object } : {}),
      });
      if (response.statusCode !== row.expect[role])
        failures.push(`${role}: expected ${row.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses callers before reading their input: 401 and 403, never 400', async () => {
    const failures: string[] = [];
    const protectedRoutes = declared.filter(
      (route): route is DeclaredRoute & { access: Exclude<Access, 'public'> } => route.url.startsWith('/api') && route.access !== 'public',
    );
    expect(protectedRoutes.length).toBeGreaterThan(40);
    for (const route of protectedRoutes) {
      const url = route.url.replace(/:[A-Za-z]+/g, INVALID_PARAM) + INVALID_QUERY;
      const payload = route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: INVALID_BODY };
      const callers: [MatrixRole, number][] = [
        ['anonymous', 401],
        ...TOO_LOW[route.access].map((role): [MatrixRole, number] => [role, 403]),
      ];
      for (const [role, status] of callers) {
        const token = tokens.get(role);
        const response = await test.app.inject({ method: route.method as 'GET', url, headers: token ? bearer(token) : {}, ...payload });
        if (response.statusCode !== status) failures.push(`${keyOf(route)} as ${role}: expected ${status}, got ${response.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
