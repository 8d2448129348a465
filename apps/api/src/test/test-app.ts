import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildAppOptions } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import type { LoginResult } from '@jal/contracts';
import { body } from './body.js';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/**
 * A fresh database of its own, on PGlite or on the throwaway PostgreSQL server, copied from the
 * run's migrated or seeded template (test/database-templates.ts).
 */
async function freshDatabase(seeded: boolean): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const template = inject('databaseTemplates')[seeded ? 'seeded' : 'migrated'];
  if (!serverUrl) {
    const snapshot = new Blob([readFileSync(template)]);
    return { database: await openDatabase({ kind: 'pglite', dataDir: null, snapshot }), drop: async () => {} };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: `${serverUrl}/${name}` });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A database that outlives the apps opened on it, as the data of a server that restarts does: on
 * PGlite a data folder on disk (started from the run's seeded template), on PostgreSQL a database
 * of its own. `open` may be called again once the last one is closed (PGlite), or at the same
 * time (PostgreSQL: each is a pool of its own, as each process of a cluster has).
 */
export async function lastingDatabase(): Promise<{ open: () => Promise<Database>; drop: () => Promise<void> }> {
  const serverUrl = inject('postgresUrl');
  const template = inject('databaseTemplates').seeded;
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'jal-lasting-'));
    const snapshot = new Blob([readFileSync(template)]);
    return {
      open: () => openDatabase({ kind: 'pglite', dataDir, snapshot }),
      drop: () => {
        rmSync(dataDir, { recursive: true, force: true });
        return Promise.resolve();
      },
    };
  }
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  return {
    open: () => openDatabase({ kind: 'postgres', url: `${serverUrl}/${name}` }),
    drop: async () => {
      const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An app on a database opened by the caller (see lastingDatabase); closing it leaves the database open. */
export async function appOn(database: Database, options: Omit<TestAppOptions, 'seed'> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    logLevel: options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...options,
    db: database.db,
    heavyDb: database.heavyDb,
    databaseKind: database.kind,
  });
  await app.ready();
  return app;
}

/** Anything buildApp takes can be set, except the database, which is fresh for every test app. */
export type TestAppOptions = { seed?: boolean } & Omit<Partial<BuildAppOptions>, 'db' | 'databaseKind'>;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await freshDatabase(options.seed ?? true);
  const { seed: _seed, ...appOptions } = options;
  const app = await buildApp({
    // A test that reads the log lines gets them at level info.
    logLevel: options.logStream ? 'info' : (process.env.TEST_LOG_LEVEL ?? 'silent'),
    ...appOptions,
    db: database.db,
    heavyDb: database.heavyDb,
    databaseKind: database.kind,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * A test app for the whole file: made before its first test, closed after its last. Its fields
 * are there once the app is up, so read them inside hooks and tests, not at the top level.
 */
export function testAppPerFile(options: Parameters<typeof createTestApp>[0] = {}): TestApp {
  const testApp = {} as TestApp;
  beforeAll(async () => {
    Object.assign(testApp, await createTestApp(options));
  });
  afterAll(async () => testApp.close?.());
  return testApp;
}

/** The request headers of a demo account signed in once for the whole file (filled before its first test). */
export function signedInPerFile(testApp: TestApp, email: string): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, bearer(await signInAs(testApp.app, email, DEMO_PASSWORD)));
  });
  return headers;
}

/** Signs in through the real endpoint and returns the bearer token. */
export async function signInAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
  const token = response.statusCode === 200 ? body<Partial<LoginResult>>(response).data.token : undefined;
  if (!token) throw new Error(`sign-in as ${email} failed: ${response.body}`);
  return token;
}

/**
 * Signs in to an account whose password someone else set (an administrator's new account, a
 * reset) and chooses `ownPassword` first, as its holder must before anything else; the session
 * stays open.
 */
export async function signInAndChooseOwn(app: FastifyInstance, email: string, setPassword: string, ownPassword: string): Promise<string> {
  const token = await signInAs(app, email, setPassword);
  const chosen = await app.inject({
    method: 'POST',
    url: '/api/v1/user/first-password',
    headers: bearer(token),
    payload: { newPassword: ownPassword },
  });
  if (chosen.statusCode !== 200) throw new Error(`choosing a password for ${email} failed: ${chosen.body}`);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
