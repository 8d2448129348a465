import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { LoginResult } from '@jal/contracts';
import { body } from '../test/body.js';
import { HSTS } from './security.js';

// Whether a request came over HTTPS decides the cookie's Secure flag and Strict-Transport-Security.
// Behind a proxy only the proxy knows; its X-Forwarded-Proto is believed only when it is trusted.
const PROXY = '10.0.0.2';
const STRANGER = '203.0.113.9';

let t: TestApp;
let oneHop: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: [PROXY] });
  oneHop = await buildApp({ db: t.database.db, databaseKind: t.database.kind, logLevel: 'silent', trustProxy: 1 });
});
afterAll(async () => {
  await oneHop.close();
  await t.close();
});

async function signIn(peer: string, forwardedProto?: string, app = t.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email: 'learner@jalshiksha.org', password: DEMO_PASSWORD },
    remoteAddress: peer,
    headers: forwardedProto ? { 'x-forwarded-proto': forwardedProto, 'x-forwarded-for': '198.51.100.1' } : {},
  });
  expect(response.statusCode).toBe(200);
  const cookie = String(response.headers['set-cookie']);
  const name = /^([^=]+)=/.exec(cookie)?.[1];
  const secure = /;\s*Secure/i.test(cookie);
  // Over HTTPS the cookie is __Host-token: Secure, for the whole site and no domain, so a
  // neighbouring subdomain cannot plant or overwrite it. Browsers refuse the prefix over http.
  expect(name).toBe(secure ? '__Host-token' : 'token');
  if (secure) expect(cookie).toMatch(/;\s*Path=\/(;|$)/);
  expect(cookie).not.toMatch(/Domain=/i);
  return { secure, hsts: response.headers['strict-transport-security'] };
}

describe('over HTTPS', () => {
  it('told by a trusted proxy: the cookie is Secure and Strict-Transport-Security is sent', async () => {
    expect(await signIn(PROXY, 'https')).toEqual({ secure: true, hsts: HSTS });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/courses',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('told by a hop-count proxy: the same', async () => {
    expect(await signIn(PROXY, 'https', oneHop)).toEqual({ secure: true, hsts: HSTS });
  });

  it('the __Host- cookie signs requests in; the old token cookie still does, and the next sign-in replaces it', async () => {
    const https = { 'x-forwarded-proto': 'https', 'sec-fetch-site': 'same-origin' };
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'learner@jalshiksha.org', password: DEMO_PASSWORD },
      remoteAddress: PROXY,
      headers: https,
      cookies: { token: 'a-session-cookie-from-before-the-prefix' },
    });
    const { token } = body<LoginResult>(login).data;
    const setCookies = ([] as string[]).concat(login.headers['set-cookie'] ?? []);
    expect(setCookies.find((each) => each.startsWith('__Host-token='))).toContain(token);
    // The cookie of the old name is removed.
    expect(setCookies.find((each) => each.startsWith('token='))).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);

    const me = (cookies: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/user/me', remoteAddress: PROXY, headers: https, cookies });
    expect((await me({ '__Host-token': token })).statusCode).toBe(200);
    expect((await me({ token })).statusCode).toBe(200);

    // Signing out removes it (under both names).
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/logout',
      remoteAddress: PROXY,
      headers: https,
      cookies: { '__Host-token': token },
    });
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? []);
    expect(cleared.find((each) => each.startsWith('__Host-token='))).toMatch(/^__Host-token=;.*Path=\/.*Secure/);
    expect((await me({ '__Host-token': token })).statusCode).toBe(401);
  });
});

describe('over plain http', () => {
  it('neither, when the trusted proxy says http or says nothing', async () => {
    expect(await signIn(PROXY, 'http')).toEqual({ secure: false, hsts: undefined });
    expect(await signIn(PROXY)).toEqual({ secure: false, hsts: undefined });
  });

  it('neither, when an untrusted peer claims https', async () => {
    expect(await signIn(STRANGER, 'https')).toEqual({ secure: false, hsts: undefined });
  });

  it('neither, without a proxy setting, whatever the header says', async () => {
    const direct = await buildApp({ db: t.database.db, databaseKind: t.database.kind, logLevel: 'silent' });
    try {
      expect(await signIn(PROXY, 'https', direct)).toEqual({ secure: false, hsts: undefined });
    } finally {
      await direct.close();
    }
  });
});
