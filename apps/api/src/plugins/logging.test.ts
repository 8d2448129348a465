import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';

/**
 * The log never holds what a caller sent: not a body, not a password, not the hash the server
 * made of it, not even when the database refuses the row that carries them.
 */

const SECRET = 'Correct-Horse-Battery-77';
const EMAIL = 'forced.failure@example.org';
const lines: string[] = [];
let t: TestApp;
let token: string;

const logged = () => lines.join('');
const since = async (send: () => Promise<unknown>) => {
  const start = lines.length;
  await send();
  return lines.slice(start).join('');
};

beforeAll(async () => {
  t = await createTestApp({ logStream: { write: (line) => void lines.push(line) } });
  token = await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD);
  // A rule of the test's own database, so that creating this one user fails inside PostgreSQL.
  await t.database.db.execute(sql.raw(`alter table users add constraint forced_failure check (email <> '${EMAIL}')`));
});
afterAll(async () => {
  await t.close();
});

describe('the log', () => {
  it('records a failure in the database by its SQL and constraint, without the row, the password or its hash', async () => {
    const log = await since(async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user',
        headers: bearer(token),
        payload: { name: 'Forced Failure', email: EMAIL, password: SECRET },
      });
      expect(response.statusCode).toBe(500);
    });
    const failure = log
      .split('\n')
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { level: number; reqId?: string; err?: { message: string; query?: string; cause?: { constraint?: string } } },
      )
      .find((line) => line.level === 50);
    expect(failure?.reqId).toBeTruthy();
    expect(failure?.err?.message).toMatch(/^Failed query: insert into "users"[\s\S]*params: \[not logged\]/);
    expect(failure?.err?.cause?.constraint).toBe('forced_failure');
    for (const secret of [SECRET, EMAIL, 'Forced Failure', '$argon2']) expect(log).not.toContain(secret);
  });

  it('holds nothing of a body refused as invalid, or as broken JSON', async () => {
    const log = await since(async () => {
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'not an email', password: SECRET },
      });
      expect(invalid.statusCode).toBe(400);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload: `{"email": "${EMAIL}", "password": "${SECRET}"`,
      });
      expect(broken.statusCode).toBe(400);
    });
    expect(log).toContain('/api/v1/user/login');
    for (const secret of [SECRET, EMAIL]) expect(log).not.toContain(secret);
  });

  it('names the query fields of a request but not their values', async () => {
    const log = await since(() => t.app.inject({ url: `/api/v1/courses?search=${SECRET}&limit=5` }));
    expect(log).toContain('/api/v1/courses?search=…&limit=…');
    expect(log).not.toContain(SECRET);
  });

  it('names the account of a signed-in request on its lines, the completed request included', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) });
    const userId = (JSON.parse(me.body) as { data: { id: string } }).data.id;
    const log = await since(() => t.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: bearer(token) }));
    const completed = log
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; userId?: string })
      .find((line) => line.msg === 'request completed');
    expect(completed?.userId).toBe(userId);
    const anonymous = await since(() => t.app.inject({ url: '/api/v1/courses?limit=1' }));
    expect(anonymous).toContain('request completed');
    expect(anonymous).not.toContain('userId');
  });

  it('never held the passwords of the sign-ins before', () => {
    expect(logged()).not.toContain(DEMO_PASSWORD);
  });
});
