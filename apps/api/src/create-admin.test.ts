import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './db/client.js';
import { users } from './db/schema.js';
import { hashPassword, verifyPassword } from './lib/password.js';
import { findUserByEmail } from './modules/users/repository.js';
import { bundledEntry } from './test/server-process.js';

const PASSWORD = 'Tanker-river-42';

/** The database the command works on: a temporary DATA_DIR, or a fresh database on the test's PostgreSQL server. */
type Target = { env: Record<string, string>; open: () => Promise<Database>; cleanUp: () => Promise<void> };

async function emptyTarget(): Promise<Target> {
  const serverUrl = inject('postgresUrl');
  const dataDir = mkdtempSync(join(tmpdir(), 'jal-create-admin-'));
  if (!serverUrl) {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') }),
      cleanUp: () => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `create_admin_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: `${serverUrl}/${name}` },
    open: () => openDatabase({ kind: 'postgres', url: `${serverUrl}/${name}` }),
    cleanUp: async () => {
      const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `npm run create-admin` as a person would, minus npm: the bundled command, input not a terminal. */
function createAdmin(target: Target, args: string[], password: string | undefined) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...target.env };
  if (password === undefined) delete env.ADMIN_PASSWORD;
  else env.ADMIN_PASSWORD = password;
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = execFile(process.execPath, [...bundledEntry('create-admin'), ...args], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
    child.stdin?.end();
  });
}

/** Reads the account once the command has finished (the embedded database takes one process at a time). */
async function accountIn(target: Target, email: string) {
  const database = await target.open();
  try {
    return await findUserByEmail(database.db, email);
  } finally {
    await database.close();
  }
}

describe('npm run create-admin', () => {
  let target: Target;
  beforeAll(async () => {
    target = await emptyTarget();
  });
  afterAll(async () => target?.cleanUp());

  it('creates a super admin on an empty database, migrating it first', async () => {
    const result = await createAdmin(target, ['--email', 'Owner@Example.org', '--name', 'Owner Person'], PASSWORD);
    expect(result, result.output).toMatchObject({ code: 0 });
    expect(result.output).toContain('Created the super admin account owner@example.org');
    const account = await accountIn(target, 'owner@example.org');
    expect(account).toMatchObject({ role: 'SUPER_ADMIN', status: 'active', name: 'Owner Person', isDemo: false });
    expect(await verifyPassword(account!.passwordHash, PASSWORD)).toBe(true);
  }, 60_000);

  it('promotes an existing account: super admin, active, the new password, no longer a demo account', async () => {
    const database = await target.open();
    await database.db.insert(users).values({
      name: 'Asha Verma',
      email: 'learner@jalshiksha.org',
      role: 'USER',
      status: 'disabled',
      isDemo: true,
      passwordHash: await hashPassword('Demo@1234'),
    });
    await database.close();
    const result = await createAdmin(target, ['--email', 'learner@jalshiksha.org'], `${PASSWORD}-new`);
    expect(result, result.output).toMatchObject({ code: 0 });
    expect(result.output).toContain('learner@jalshiksha.org is now a super admin');
    const account = await accountIn(target, 'learner@jalshiksha.org');
    expect(account).toMatchObject({ role: 'SUPER_ADMIN', status: 'active', name: 'Asha Verma', isDemo: false });
    expect(await verifyPassword(account!.passwordHash, `${PASSWORD}-new`)).toBe(true);
  }, 60_000);

  it.each([
    ['short', 'too short: use at least 8 characters'],
    ['Demo@1234', 'one of the most common passwords'],
  ])(
    'refuses the weak password %j and says why',
    async (password, why) => {
      const result = await createAdmin(target, ['--email', 'weak@example.org', '--name', 'Weak Person'], password);
      expect(result.code).toBe(1);
      expect(result.output).toContain(why);
      expect(await accountIn(target, 'weak@example.org')).toBeUndefined();
    },
    60_000,
  );

  it('asks for ADMIN_PASSWORD when no terminal can ask for the password, and for a name for a new account', async () => {
    const noPassword = await createAdmin(target, ['--email', 'new@example.org', '--name', 'New Person'], undefined);
    expect(noPassword.code).toBe(1);
    expect(noPassword.output).toContain('set ADMIN_PASSWORD');
    const noName = await createAdmin(target, ['--email', 'new@example.org'], PASSWORD);
    expect(noName.code).toBe(1);
    expect(noName.output).toContain('give its --name');
  }, 60_000);

  it.skipIf(!!inject('postgresUrl'))(
    'refuses while a server holds the embedded database',
    async () => {
      // This test's own process stands for the running server: its pid is alive.
      writeFileSync(join(target.env.DATA_DIR!, 'server.lock'), String(process.pid));
      try {
        const result = await createAdmin(target, ['--email', 'late@example.org', '--name', 'Late Person'], PASSWORD);
        expect(result.code).toBe(1);
        expect(result.output).toMatch(/already using the data directory[\s\S]*stop it, run create-admin, then start it again/);
      } finally {
        rmSync(join(target.env.DATA_DIR!, 'server.lock'), { force: true });
      }
    },
    60_000,
  );
});
