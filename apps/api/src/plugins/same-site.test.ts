import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { body } from '../test/body.js';
import { multipartFile } from '../test/multipart.js';
import { bearer, signInAs, testAppPerFile } from '../test/test-app.js';
import { CROSS_SITE_REFUSED } from './same-site.js';

// Another site's page can make the browser post a form (text/plain or multipart, no preflight)
// to this site, and the browser adds the session cookie. Such a change is refused unless the
// browser says it comes from the site's own pages; bearer calls are not concerned.
const t = testAppPerFile();
const HOST = 'jal.test';
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const FORM = { 'content-type': 'text/plain' };

const tokens: Record<'learner' | 'manager' | 'admin' | 'superAdmin', string> = { learner: '', manager: '', admin: '', superAdmin: '' };
beforeAll(async () => {
  tokens.learner = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
  tokens.manager = await signInAs(t.app, 'org@jalshiksha.org', DEMO_PASSWORD);
  tokens.admin = await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD);
  tokens.superAdmin = await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD);
});

const CSV = Buffer.from('Name (English),Name (Hindi),Email,Mobile number,Batch\r\nAsha Verma,,asha.same-site@example.org,,\r\n');

/** The four changes the attack was shown with, each as a cross-site form would send it. */
const CHANGES = {
  enrol: (): InjectOptions => ({ method: 'POST', url: '/api/v1/courses/watershed-basics/enroll', headers: FORM, payload: 'x' }),
  'certificate revocation': (): InjectOptions => ({
    method: 'POST',
    url: '/api/v1/certificates/JS-NO-SUCH-CODE/revoke',
    headers: FORM,
    payload: 'x',
  }),
  'import preview': (): InjectOptions => {
    const { payload, headers } = multipartFile('learners.csv', CSV);
    return { method: 'POST', url: '/api/v1/user/import/preview', headers, payload };
  },
  'ending demo mode': (): InjectOptions => ({ method: 'POST', url: '/api/v1/admin/demo-mode/end', headers: FORM, payload: 'x' }),
} as const;
const CALLER: Record<keyof typeof CHANGES, keyof typeof tokens> = {
  enrol: 'learner',
  'certificate revocation': 'admin',
  'import preview': 'manager',
  'ending demo mode': 'superAdmin',
};
/**
 * The route's own answer once the request is let through: the certificate no one holds is not
 * found, and demo mode asks for a super admin of one's own first (so it stays on for the others).
 */
const HANDLED: Record<keyof typeof CHANGES, number[]> = {
  enrol: [200, 201],
  'certificate revocation': [404],
  'import preview': [200],
  'ending demo mode': [409],
};

async function send(
  change: keyof typeof CHANGES,
  how: { cookie?: string; hostCookie?: string; headers?: Record<string, string> },
  app: FastifyInstance = t.app,
) {
  const options = CHANGES[change]();
  const cookies: Record<string, string> = {};
  if (how.cookie) cookies.token = how.cookie;
  if (how.hostCookie) cookies['__Host-token'] = how.hostCookie;
  return app.inject({ ...options, cookies, headers: { host: HOST, ...options.headers, ...how.headers } });
}

describe('a change sent with the session cookie alone', () => {
  for (const change of Object.keys(CHANGES) as (keyof typeof CHANGES)[]) {
    it(`is refused from another site: ${change}`, async () => {
      const token = tokens[CALLER[change]];
      const refused = await send(change, { cookie: token, headers: CROSS_SITE });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(body(refused).message).toBe(CROSS_SITE_REFUSED);
      // Refused whatever the browser says, as long as it is not this site.
      const otherwise: Record<string, string>[] = [
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { origin: `https://${HOST}.evil.example` },
        {},
      ];
      for (const headers of otherwise) {
        expect((await send(change, { cookie: token, headers })).statusCode, JSON.stringify(headers)).toBe(403);
      }
      // The __Host- cookie is no different.
      expect((await send(change, { hostCookie: token, headers: CROSS_SITE })).statusCode).toBe(403);
    });

    it(`is accepted from the site itself, and by bearer token from anywhere: ${change}`, async () => {
      const token = tokens[CALLER[change]];
      const fromTheSite: { cookie: string; headers: Record<string, string> }[] = [
        { cookie: token, headers: { 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` } },
        // A browser without Sec-Fetch-Site: its Origin is the address the request went to.
        { cookie: token, headers: { origin: `http://${HOST}` } },
        { cookie: token, headers: { origin: `HTTP://${HOST.toUpperCase()}` } },
        // The mobile app: a bearer token, whatever else comes with it.
        { cookie: token, headers: { ...bearer(token), ...CROSS_SITE } },
      ];
      for (const how of fromTheSite) {
        const response = await send(change, how);
        expect(HANDLED[change], `${JSON.stringify(how.headers)}: ${body(response).message}`).toContain(response.statusCode);
      }
    });
  }
});

describe('signing out', () => {
  it('from another site with the cookie is refused and the session lives on; from the site it ends', async () => {
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const out = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/logout', cookies: { token }, headers: { host: HOST, ...headers } });
    expect((await out(CROSS_SITE)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(200);
    expect((await out({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('signing in needs no cookie, so an old one does not stop it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      cookies: { token: tokens.learner },
      payload: { email: 'learner@jalshiksha.org', password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('reads are not concerned', async () => {
    // A session of its own: signing in again (above) ended the one the cookie named.
    const token = await signInAs(t.app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', cookies: { token }, headers: CROSS_SITE });
    expect(me.statusCode).toBe(200);
  });
});

describe('with PUBLIC_URL', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({ db: t.database.db, databaseKind: t.database.kind, logLevel: 'silent', publicUrl: 'https://jal.example.org/' });
  });
  afterAll(async () => app.close());

  it('its origin is the site’s, as is the address the request went to; others are not', async () => {
    const token = await signInAs(app, 'learner@jalshiksha.org', DEMO_PASSWORD);
    const enrol = (origin: string) => send('enrol', { cookie: token, headers: { origin } }, app);
    expect(HANDLED.enrol).toContain((await enrol('https://jal.example.org')).statusCode);
    expect(HANDLED.enrol).toContain((await enrol(`http://${HOST}`)).statusCode);
    expect((await enrol('http://jal.example.org')).statusCode).toBe(403);
    expect((await enrol('https://evil.example')).statusCode).toBe(403);
  });
});
