import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { signedInPerFile, testAppPerFile } from '../test/test-app.js';

// An answer that carries a token or personal data must not be kept by the browser or a cache in
// between: every API answer is `no-store` unless its route says how it may be kept.
const t = testAppPerFile();
const learner = signedInPerFile(t, 'learner@jalshiksha.org');
const superAdmin = signedInPerFile(t, 'superadmin@jalshiksha.org');

const NEW_LEARNER = { name: 'Meera Joshi', email: 'meera.no-store@example.org', password: 'monsoon check dams 7' };

const PERSONAL: [string, () => InjectOptions][] = [
  [
    'signing in (the token)',
    () => ({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'learner@jalshiksha.org', password: DEMO_PASSWORD } }),
  ],
  ['signing up (the token)', () => ({ method: 'POST', url: '/api/v1/auth/signup', payload: NEW_LEARNER })],
  ['who is signed in', () => ({ method: 'GET', url: '/api/v1/user/me', headers: learner })],
  ['the token check', () => ({ method: 'GET', url: '/api/v1/auth/verify', headers: learner })],
  ['the saved profile', () => ({ method: 'PATCH', url: '/api/v1/user/me', headers: learner, payload: { preferences: { fontSize: 18 } } })],
  ['one’s courses', () => ({ method: 'GET', url: '/api/v1/enrolments', headers: learner })],
  ['the list of users', () => ({ method: 'GET', url: '/api/v1/user', headers: superAdmin })],
  ['the reports', () => ({ method: 'GET', url: '/api/v1/reports', headers: superAdmin })],
  ['the reports exported', () => ({ method: 'GET', url: '/api/v1/reports/export?table=courses', headers: superAdmin })],
  ['the batches', () => ({ method: 'GET', url: '/api/v1/batches', headers: superAdmin })],
  ['the demo accounts', () => ({ method: 'GET', url: '/api/v1/admin/demo-mode', headers: superAdmin })],
  ['a refusal', () => ({ method: 'GET', url: '/api/v1/user', headers: learner })],
];

describe('Cache-Control: no-store', () => {
  it.each(PERSONAL)('on %s', async (_label, request) => {
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
    expect(response.headers['cache-control']).toMatch(/(^|, )no-store$/);
  });

  it('not on the reads that are the same for everyone, which say how they are kept', async () => {
    const courses = await t.app.inject({ method: 'GET', url: '/api/v1/courses', headers: learner });
    expect(courses.headers['cache-control']).toBe('no-cache');
    expect(courses.headers.etag).toBeTruthy();
  });
});
