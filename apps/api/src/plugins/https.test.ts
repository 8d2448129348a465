import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
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
  expect(cookie).toMatch(/^token=/);
  return { secure: /;\s*Secure/i.test(cookie), hsts: response.headers['strict-transport-security'] };
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
