import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VERIFY_PER_MINUTE } from './modules/certificates/routes.js';
import { SIGN_IN_LIMITS } from './throttling/sign-in-throttle.js';
import { DEMO_PASSWORD } from './seed/accounts.js';
import { startCluster, type Cluster } from './test/cluster.js';
import { startMailCatcher, type MailCatcher } from './test/mail-catcher.js';
import { multipartFile } from './test/multipart.js';
import { pngImage } from './test/images.js';
import { bundledEntry } from './test/server-process.js';

// Two API processes with data folders of their own on one PostgreSQL database, nginx in front:
// they must behave as one server.
const postgresUrl = inject('postgresUrl');
const journal = JSON.parse(readFileSync(fileURLToPath(new URL('./db/migrations/meta/_journal.json', import.meta.url)), 'utf8')) as {
  entries: unknown[];
};

/** Within this long of a write, every process answers with what it wrote. */
const ONE_SECOND = 1000;

let cluster: Cluster;
let mail: MailCatcher;

type Answer = { status: number; text: string; headers: Headers };
async function call(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Answer> {
  const response = await fetch(`${base}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const answer = await call(base, '/v1/user/login', { method: 'POST', body: { email, password } });
  expect(answer.status, answer.text).toBe(200);
  return (JSON.parse(answer.text) as { data: { token: string } }).data.token;
}

/**
 * Asks every process directly, again and again, until each one's answer to `path` contains
 * `text`; fails when one still does not after `withinMs` from the call.
 */
async function everyProcessShows(path: string, text: string, token?: string, withinMs = ONE_SECOND) {
  const deadline = Date.now() + withinMs;
  await Promise.all(
    cluster.processes.map(async (api) => {
      for (;;) {
        const answer = await call(api.url, path, { token });
        if (answer.status === 200 && answer.text.includes(text)) return;
        if (Date.now() > deadline)
          throw new Error(`${api.url}${path} did not show "${text}" within ${withinMs} ms: ${answer.text.slice(0, 300)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );
}

/** Asks every process directly until each answers `path` with `status`; fails when one does not within `withinMs`. */
async function everyProcessAnswers(path: string, status: number, token: string, withinMs = ONE_SECOND) {
  const deadline = Date.now() + withinMs;
  await Promise.all(
    cluster.processes.map(async (api) => {
      for (;;) {
        const answer = await call(api.url, path, { token });
        if (answer.status === status) return;
        if (Date.now() > deadline) throw new Error(`${api.url}${path} still answered ${answer.status} after ${withinMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }),
  );
}

describe.skipIf(!postgresUrl)('two API processes behind nginx on one PostgreSQL database', () => {
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    cluster = await startCluster({
      postgresUrl: postgresUrl ?? '',
      serverArgs: bundledEntry('server'),
      env: { SMTP_URL: mail.url },
    });
    admin = await signIn(cluster.url, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const signup = await call(cluster.url, '/v1/auth/signup', {
      method: 'POST',
      body: { name: 'Cluster Learner', email: 'cluster-learner@example.org', password: 'cluster-learner-password' },
    });
    expect(signup.status, signup.text).toBe(201);
    learner = await signIn(cluster.url, 'cluster-learner@example.org', 'cluster-learner-password');
  }, 240_000);
  afterAll(async () => {
    await cluster?.close();
    await mail?.close();
  }, 60_000);

  it('started together on an empty database, both came up ready, having migrated and seeded it once', async () => {
    for (const api of cluster.processes) expect((await call(api.url, '/health/ready')).status).toBe(200);
    const client = new pg.Client({ connectionString: cluster.databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(migrations.rows[0]?.n).toBe(journal.entries.length);
      const admins = await client.query<{ n: number }>(`select count(*)::int as n from users where email = 'admin@jalshiksha.org'`);
      expect(admins.rows[0]?.n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('ends a session every process has in memory within a second of signing out, or of the account being disabled, on another', async () => {
    const [first, second] = cluster.processes;
    const session = async () => {
      const token = await signIn(cluster.url, 'cluster-learner@example.org', 'cluster-learner-password');
      // Both processes have read the session, and would answer from memory from now on.
      await everyProcessAnswers('/v1/user/me', 200, token);
      return token;
    };
    const signedOut = await session();
    expect((await call(first!.url, '/v1/user/logout', { method: 'POST', token: signedOut })).status).toBe(200);
    await everyProcessAnswers('/v1/user/me', 401, signedOut);

    const disabled = await session();
    const id = (JSON.parse((await call(second!.url, '/v1/user/me', { token: disabled })).text) as { data: { id: string } }).data.id;
    const off = await call(first!.url, `/v1/user/${id}/status`, { method: 'PATCH', token: admin, body: { status: 'disabled' } });
    expect(off.status, off.text).toBe(200);
    await everyProcessAnswers('/v1/user/me', 401, disabled);
    const on = await call(first!.url, `/v1/user/${id}/status`, { method: 'PATCH', token: admin, body: { status: 'active' } });
    expect(on.status, on.text).toBe(200);
    learner = await signIn(cluster.url, 'cluster-learner@example.org', 'cluster-learner-password');
  });

  it('shows an edited course title, Hindi string and alert from every process within a second', async () => {
    // Every process caches the answers first, so a stale copy would be there to serve.
    const lms = '/v1/courses/watershed-basics/lms';
    expect((await call(cluster.url, '/v1/courses/watershed-basics/enroll', { method: 'POST', token: learner })).status).toBeLessThan(300);
    const reads = ['/v1/courses/watershed-basics', '/v1/courses', '/v1/translations/frontend?page=home', '/v1/alerts/current'];
    for (const api of cluster.processes) {
      for (const path of reads) expect((await call(api.url, path)).status).toBe(200);
      expect((await call(api.url, lms, { token: learner })).status).toBe(200);
    }
    const course = JSON.parse((await call(cluster.url, '/v1/courses/watershed-basics')).text) as { data: { id: string } };

    const title = 'Watershed Basics, renamed on one process';
    const renamed = await call(cluster.url, `/v1/courses/admin/${course.data.id}`, {
      method: 'PUT',
      token: admin,
      body: { titleTranslations: { en: title, hi: 'जलग्रहण की मूल बातें (नया नाम)' } },
    });
    expect(renamed.status, renamed.text).toBe(200);
    await everyProcessShows('/v1/courses/watershed-basics', title);
    await everyProcessShows('/v1/courses', title);
    await everyProcessShows(lms, title, learner);

    const hindi = 'मुखपृष्ठ (सब प्रक्रियाओं में)';
    const string = await call(cluster.url, '/v1/translations/bulk/general', {
      method: 'PUT',
      token: admin,
      body: { entries: { 'nav.home': { hi: hindi } } },
    });
    expect(string.status, string.text).toBe(200);
    await everyProcessShows('/v1/translations/frontend?page=home', hindi);

    const hour = 60 * 60 * 1000;
    const alert = await call(cluster.url, '/v1/alerts', {
      method: 'POST',
      token: admin,
      body: {
        message: { en: 'Canal closed on every process', hi: 'नहर हर जगह बंद है' },
        alertType: 'warning',
        startsAt: new Date(Date.now() - hour).toISOString(),
        endsAt: new Date(Date.now() + hour).toISOString(),
      },
    });
    expect(alert.status, alert.text).toBe(201);
    await everyProcessShows('/v1/alerts/current', 'Canal closed on every process');
  });

  it("counts one account's failed sign-ins on both processes together, as one process would", async () => {
    const tries = SIGN_IN_LIMITS.accountAtAddress.freeAttempts + 1;
    for (let index = 0; index < tries; index++) {
      const api = cluster.processes[index % 2]!;
      const failed = await call(api.url, '/v1/user/login', {
        method: 'POST',
        body: { email: 'cluster-learner@example.org', password: 'wrong-password' },
      });
      expect(failed.status, `attempt ${index + 1}`).toBe(401);
    }
    const refused = await call(cluster.processes[tries % 2]!.url, '/v1/user/login', {
      method: 'POST',
      body: { email: 'cluster-learner@example.org', password: 'wrong-password' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts certificate checks from one address on both processes together', async () => {
    for (let index = 0; index < VERIFY_PER_MINUTE; index++) {
      const api = cluster.processes[index % 2]!;
      expect((await call(api.url, '/v1/certificates/JS-CLUSTER-0000')).status).not.toBe(429);
    }
    const refused = await call(cluster.processes[VERIFY_PER_MINUTE % 2]!.url, '/v1/certificates/JS-CLUSTER-0000');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves an image uploaded through one process from the other, whole and in ranges', async () => {
    const [first, second] = cluster.processes;
    const png = pngImage({ bytes: 300_000 });
    const { payload, headers } = multipartFile('tank.png', png);
    const uploaded = await fetch(`${first!.url}/api/v1/media`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${admin}` },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    const whole = await fetch(`${second!.url}/api${url}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(png)).toBe(true);
    const part = await fetch(`${cluster.url}/api${url}`, { headers: { authorization: `Bearer ${admin}`, range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(png.subarray(0, 8))).toBe(true);
  });

  it('sends each invitation of an import once, whichever process takes it from the queue', async () => {
    const manager = await signIn(cluster.url, 'org@jalshiksha.org', DEMO_PASSWORD);
    const emails = Array.from({ length: 60 }, (_, index) => `cluster-invited-${index}@example.org`);
    const file = Buffer.from(
      `Name (English),Email\r\n${emails.map((email, index) => `Cluster Learner ${index},${email}`).join('\r\n')}\r\n`,
    );
    const { payload, headers } = multipartFile('learners.csv', file);
    const imported = await fetch(`${cluster.url}/api/v1/user/import`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${manager}` },
      body: payload,
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const { invitations } = ((await imported.json()) as { data: { invitations: { id: string; total: number } } }).data;
    expect(invitations.total).toBe(60);
    const progressPath = `/v1/user/import/${invitations.id}/invitations`;
    await expect
      .poll(async () => (JSON.parse((await call(cluster.url, progressPath, { token: manager })).text) as { data: unknown }).data, {
        timeout: 60_000,
        interval: 250,
      })
      .toEqual({ total: 60, done: 60, waiting: 0, failed: 0 });
    const sent = mail.received.flatMap((one) => one.to).filter((to) => to.startsWith('cluster-invited-'));
    expect(sent.sort()).toEqual([...emails].sort());
  }, 120_000);
});
