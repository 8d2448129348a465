import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { JobItem, JobList, JobProgress, JobSummary } from '@jal/contracts';
import type { Database } from '../../db/client.js';
import { jobs } from '../../db/schema.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { startMailCatcher } from '../../test/mail-catcher.js';
import { multipartFile } from '../../test/multipart.js';
import { startServerProcess } from '../../test/server-process.js';
import { appOn, lastingDatabase, signedInPerFile, testAppPerFile } from '../../test/test-app.js';
import { PermanentJobError } from './service.js';

/** Waits until `check` holds, asking every 20 ms; fails with `what` after `withinMs`. */
async function until(what: string, check: () => Promise<boolean> | boolean, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs} ms`);
    await sleep(20);
  }
}

const rowsOfKind = (database: Database, kind: string) => database.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('a job that keeps failing', () => {
  const RETRY_BASE_MS = 200;
  const t = testAppPerFile({ jobs: { retryBaseMs: RETRY_BASE_MS, pollMs: 20 } });
  const admin = signedInPerFile(t, 'admin@jalshiksha.org');
  const manager = signedInPerFile(t, 'org@jalshiksha.org');
  const tries: number[] = [];
  let mended = false;

  beforeAll(() => {
    t.app.jobs.define('test-flaky', {
      maxAttempts: 3,
      run: () => {
        tries.push(performance.now());
        return mended ? Promise.resolve() : Promise.reject(new Error('the far end is down'));
      },
    });
    t.app.jobs.define('test-hopeless', {
      run: () => Promise.reject(new PermanentJobError('this job names nothing that exists')),
    });
  });

  const api = (method: 'GET' | 'POST', url: string, headers = admin) => t.app.inject({ method, url: `/api${url}`, headers });

  it('is tried again after longer and longer waits, then parked with its last failure', async () => {
    await t.app.jobs.add(t.database.db, [{ kind: 'test-flaky', payload: { n: 1 } }]);
    await until('parking', async () => (await rowsOfKind(t.database, 'test-flaky'))[0]?.status === 'parked');
    expect(tries).toHaveLength(3);
    // The waits are at least 0.8 of 200 ms, then of 400 ms (a fifth of chance either way); a busy
    // machine only makes them longer.
    const [first = 0, second = 0, third = 0] = tries;
    expect(second - first).toBeGreaterThanOrEqual(0.8 * RETRY_BASE_MS - 5);
    expect(third - second).toBeGreaterThanOrEqual(0.8 * 2 * RETRY_BASE_MS - 5);
    const [row] = await rowsOfKind(t.database, 'test-flaky');
    expect(row).toMatchObject({ status: 'parked', attempts: 3, maxAttempts: 3, lastError: 'the far end is down', lockedBy: null });
  });

  it('is shown to administrators among the parked jobs, and in the counts', async () => {
    const parked = body<JobList>(await api('GET', '/v1/admin/jobs?status=parked')).data;
    const flaky = parked.items.find((item) => item.kind === 'test-flaky');
    expect(flaky).toMatchObject({ status: 'parked', attempts: 3, maxAttempts: 3, lastError: 'the far end is down', finishedAt: null });
    expect(flaky).not.toHaveProperty('payload');
    const summary = body<JobSummary>(await api('GET', '/v1/admin/jobs/summary')).data;
    expect(summary.kinds.find((kind) => kind.kind === 'test-flaky')).toEqual({
      kind: 'test-flaky',
      waiting: 0,
      running: 0,
      done: 0,
      parked: 1,
    });
    expect((await api('GET', '/v1/admin/jobs/summary', manager)).statusCode).toBe(403);
    expect((await api('GET', '/v1/admin/jobs?status=lost')).statusCode).toBe(400);
  });

  it('runs again when an administrator asks, with all its tries, and is done once it succeeds', async () => {
    const [row] = await rowsOfKind(t.database, 'test-flaky');
    mended = true;
    const rerun = await api('POST', `/v1/admin/jobs/${row!.id}/rerun`);
    expect(rerun.statusCode, rerun.body).toBe(200);
    expect(body<JobItem>(rerun).data).toMatchObject({ id: row!.id, status: 'waiting', attempts: 0 });
    await until('the job done', async () => (await rowsOfKind(t.database, 'test-flaky'))[0]?.status === 'done');
    expect(tries).toHaveLength(4);
    const [done] = await rowsOfKind(t.database, 'test-flaky');
    expect(done).toMatchObject({ attempts: 1, lockedBy: null });
    expect(done!.finishedAt).toBeInstanceOf(Date);

    // Only a parked job runs again; an unknown one is not found.
    const notParked = await api('POST', `/v1/admin/jobs/${row!.id}/rerun`);
    expect(notParked.statusCode).toBe(409);
    expect(notParked.json()).toMatchObject({ errorCode: 'JOB_NOT_PARKED' });
    expect((await api('POST', `/v1/admin/jobs/${crypto.randomUUID()}/rerun`)).statusCode).toBe(404);
    expect((await api('POST', '/v1/admin/jobs/not-an-id/rerun')).statusCode).toBe(400);
    expect((await api('POST', `/v1/admin/jobs/${row!.id}/rerun`, manager)).statusCode).toBe(403);
  });

  it('is parked at once when no retry can mend it', async () => {
    await t.app.jobs.add(t.database.db, [{ kind: 'test-hopeless', maxAttempts: 5 }]);
    await until('parking', async () => (await rowsOfKind(t.database, 'test-hopeless'))[0]?.status === 'parked');
    expect((await rowsOfKind(t.database, 'test-hopeless'))[0]).toMatchObject({
      attempts: 1,
      lastError: 'this job names nothing that exists',
    });
  });

  it('is queued once while it waits when it has a dedupe key', async () => {
    const waiting = { kind: 'test-undefined-kind', dedupeKey: 'lesson-1' };
    await t.app.jobs.add(t.database.db, [waiting, waiting]);
    await t.app.jobs.add(t.database.db, [waiting, { kind: 'test-undefined-kind', dedupeKey: 'lesson-2' }]);
    // No process defines this kind, so they wait.
    expect((await rowsOfKind(t.database, 'test-undefined-kind')).map((row) => row.dedupeKey).sort()).toEqual(['lesson-1', 'lesson-2']);
  });
});

describe('jobs across a restart', () => {
  it('left waiting when the app stops mid-queue are run by the next app on the same data, each once', async () => {
    const lasting = await lastingDatabase();
    const ran: string[] = [];
    const slowJob = (signal: AbortSignal) => sleep(100, undefined, { signal });
    const first = await lasting.open();
    try {
      const app = await appOn(first, { jobs: { pollMs: 20 } });
      // Each job takes 0.1 s and is stopped when the app closes: the one stopped is handed back.
      app.jobs.define('test-slow', { run: async ({ id, signal }) => slowJob(signal).then(() => void ran.push(id)) });
      await app.jobs.add(
        first.db,
        Array.from({ length: 20 }, (_, n) => ({ kind: 'test-slow', payload: { n } })),
      );
      await until('a few jobs done', () => ran.length >= 3);
      await app.close();
    } finally {
      await first.close();
    }
    const doneBefore = ran.length;
    expect(doneBefore).toBeLessThan(20);

    const second = await lasting.open();
    try {
      const rows = await rowsOfKind(second, 'test-slow');
      expect(rows.filter((row) => row.status === 'done')).toHaveLength(doneBefore);
      expect(rows.filter((row) => row.status === 'running')).toEqual([]);
      const app = await appOn(second, { jobs: { pollMs: 20 } });
      app.jobs.define('test-slow', { run: async ({ id, signal }) => slowJob(signal).then(() => void ran.push(id)) });
      await app.jobs.idle(['test-slow']);
      await app.close();
      const after = await rowsOfKind(second, 'test-slow');
      expect(after.map((row) => row.status)).toEqual(Array(20).fill('done'));
      // Each ran once: none twice, none lost, and the one stopped by the close did not count a try.
      expect([...ran].sort()).toEqual(after.map((row) => row.id).sort());
      expect(after.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await second.close();
      await lasting.drop();
    }
  }, 120_000);

  it('taken by a process that died are taken again once its lease has run out', async () => {
    const lasting = await lastingDatabase();
    const database = await lasting.open();
    try {
      // A process that took a job and died: running, its lease over.
      await database.db.insert(jobs).values({
        kind: 'test-orphan',
        status: 'running',
        attempts: 1,
        lockedBy: 'a-process-that-died',
        lockedUntil: new Date(Date.now() - 1000),
      });
      const app = await appOn(database, { jobs: { pollMs: 20 } });
      let runs = 0;
      app.jobs.define('test-orphan', {
        run: () => {
          runs++;
          return Promise.resolve();
        },
      });
      await until('the orphan done', async () => (await rowsOfKind(database, 'test-orphan'))[0]?.status === 'done');
      await app.close();
      expect(runs).toBe(1);
      expect((await rowsOfKind(database, 'test-orphan'))[0]).toMatchObject({ attempts: 2, lastError: 'The process running it stopped.' });
    } finally {
      await database.close();
      await lasting.drop();
    }
  }, 120_000);
});

describe.skipIf(!inject('postgresUrl'))('two workers on one PostgreSQL database', () => {
  it('run each job once between them', async () => {
    const lasting = await lastingDatabase();
    const databases = [await lasting.open(), await lasting.open()];
    const ran = new Map<string, string[]>();
    try {
      const apps = await Promise.all(databases.map((database) => appOn(database, { jobs: { pollMs: 20 } })));
      apps.forEach((app, index) =>
        app.jobs.define('test-shared', {
          concurrency: 4,
          run: async ({ id }) => {
            ran.set(id, [...(ran.get(id) ?? []), `worker ${index}`]);
            await sleep(5);
          },
        }),
      );
      await apps[0]!.jobs.add(
        databases[0]!.db,
        Array.from({ length: 300 }, (_, n) => ({ kind: 'test-shared', payload: { n } })),
      );
      // The second worker finds them when it next looks, as a process that missed the notification would.
      await until(
        'every job done',
        async () => (await rowsOfKind(databases[0]!, 'test-shared')).every((row) => row.status === 'done'),
        60_000,
      );
      await Promise.all(apps.map((app) => app.close()));
      const rows = await rowsOfKind(databases[0]!, 'test-shared');
      expect(rows).toHaveLength(300);
      expect([...ran.keys()].sort()).toEqual(rows.map((row) => row.id).sort());
      expect([...ran.values()].filter((workers) => workers.length > 1)).toEqual([]);
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
      // Both took their share.
      const byWorker = [...ran.values()].flat();
      expect(byWorker.filter((worker) => worker === 'worker 0').length).toBeGreaterThan(0);
      expect(byWorker.filter((worker) => worker === 'worker 1').length).toBeGreaterThan(0);
    } finally {
      await Promise.all(databases.map((database) => database.close()));
      await lasting.drop();
    }
  }, 120_000);
});

describe.skipIf(!!inject('postgresUrl'))('the embedded database after kill -9', () => {
  it('runs again the jobs the killed server had not finished, so every learner has a working invitation', async () => {
    // A slow mail server, so that the invitations are still being sent when the server is killed.
    const mail = await startMailCatcher({ holdMs: 200 });
    const dataDir = mkdtempSync(join(tmpdir(), 'jal-kill-'));
    const env = { SMTP_URL: mail.url, PUBLIC_URL: 'http://127.0.0.1:9' };
    let server = await startServerProcess(dataDir, env);
    try {
      const base = () => `http://127.0.0.1:${server.port}/api`;
      const login = await fetch(`${base()}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'org@jalshiksha.org', password: DEMO_PASSWORD }),
      });
      const { token } = ((await login.json()) as { data: { token: string } }).data;
      const emails = Array.from({ length: 30 }, (_, index) => `killed-${index}@example.org`);
      const { payload, headers } = multipartFile(
        'learners.csv',
        Buffer.from(`Name (English),Email\r\n${emails.map((email, index) => `Learner ${index},${email}`).join('\r\n')}\r\n`),
      );
      const imported = await fetch(`${base()}/v1/user/import`, {
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body: payload,
      });
      expect(imported.status).toBe(200);
      const { invitations } = ((await imported.json()) as { data: { invitations: { id: string } } }).data;
      await until('a first invitation sent', () => mail.received.length > 0);
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      const beforeRestart = mail.received.length;
      expect(beforeRestart).toBeLessThan(emails.length);

      // The same data folder, as the supervisor restarts it: the session and the queue are still there.
      server = await startServerProcess(dataDir, env);
      const progress = async () =>
        (
          (await (
            await fetch(`${base()}/v1/user/import/${invitations.id}/invitations`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as { data: JobProgress }
        ).data;
      await until('every invitation sent', async () => (await progress()).done === emails.length, 60_000);
      expect(await progress()).toEqual({ total: 30, done: 30, waiting: 0, failed: 0 });
      // At least once each; twice only for the few the killed server was sending (it may have
      // handed them to the mail server without recording it), and the last one sent works.
      const received = (email: string) => mail.received.filter((one) => one.to.includes(email));
      expect(emails.filter((email) => received(email).length === 0)).toEqual([]);
      expect(emails.filter((email) => received(email).length > 1).length).toBeLessThanOrEqual(6);
      const password = /^ {4}(\S{14})$/m.exec(received(emails[29]!).at(-1)!.message.text)?.[1];
      const signedIn = await fetch(`${base()}/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: emails[29], password }),
      });
      expect(signedIn.status).toBe(200);
    } finally {
      await server.stop();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
