// `npm run create-admin -- --email E --name N`: makes a super admin account, or makes an existing
// account one, from a terminal on the server. This is how an install started with DEMO=false
// gets its first account; it also lets someone locked out of the dashboard back in.
import { emailField, nameField, PASSWORD } from '@jal/contracts';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminPasswordFromEnv, ConfigError, loadConfig } from './config.js';
import { closeDataDir, closeTree, keepNewFilesPrivate } from './lib/private-files.js';
import { openDatabase, type Database } from './db/client.js';
import { acquireDataDirLock, DataDirLockedError } from './db/lock.js';
import { hashPassword } from './lib/password.js';
import { checkPassword, type PasswordProblem } from './lib/password-policy.js';
import { PromptCancelledError, readSecret } from './lib/read-secret.js';
import { findUserByEmail, insertUser, unmarkDemoAccount, updatePasswordHash, updateUser } from './modules/users/service.js';
import { CHANGE_CHANNEL } from './lib/change-feed.js';
import { FORGET_ALL_SESSIONS } from './sessions/cache.js';
import { deleteUserSessions } from './sessions/store.js';

const USAGE = `Usage: npm run create-admin -- --email you@example.org --name "Your Name"

Creates a super admin account, or makes the account with that email a super admin (--name is
then optional). The password is asked for on the terminal; without a terminal (a script, a
container) it is read from the ADMIN_PASSWORD environment variable. Uses the same DATA_DIR or
DATABASE_URL as the server; with the embedded database, stop the server first.`;

/** A problem the person can fix: printed as it is, and the command exits with status 1. */
class UsageError extends Error {}

const PASSWORD_PROBLEMS: Record<PasswordProblem, string> = {
  blank: 'The password is empty.',
  'too-short': `The password is too short: use at least ${PASSWORD.min} characters.`,
  'too-long': `The password is too long: use at most ${PASSWORD.max} characters.`,
  common: 'The password is one of the most common passwords, which attackers try first: choose another.',
};

function readArguments() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const email = emailField.safeParse(values.email);
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'Enter a valid email address.'}\n\n${USAGE}`);
  const name = values.name === undefined ? undefined : nameField.safeParse(values.name);
  if (name && !name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message ?? 'Enter a name.'}`);
  return { email: email.data.toLowerCase(), name: name?.data };
}

/** Asked twice on a terminal (a typo cannot be seen); otherwise ADMIN_PASSWORD. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const password = adminPasswordFromEnv();
    if (password === undefined) throw new UsageError('No terminal to ask for the password: set ADMIN_PASSWORD.');
    return password;
  }
  const password = await readSecret('Password for the super admin: ');
  const problem = checkPassword(password);
  if (problem) throw new UsageError(PASSWORD_PROBLEMS[problem]);
  if ((await readSecret('The same password again: ')) !== password) throw new UsageError('The two passwords differ.');
  return password;
}

async function openTarget(config: ReturnType<typeof loadConfig>): Promise<{ database: Database; release: () => void }> {
  if (config.databaseUrl) return { database: await openDatabase({ kind: 'postgres', url: config.databaseUrl }), release: () => {} };
  // A first run makes the data folder: for the server's user alone, as the server makes it.
  keepNewFilesPrivate();
  closeDataDir(config.dataDir);
  // The embedded database is single-process: a running server holds it, and the lock says so.
  const release = acquireDataDirLock(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'pglite') });
    closeTree(config.dataDir);
    return { database, release };
  } catch (error) {
    release();
    throw error;
  }
}

/** Creates the account, or promotes it: super admin, active, the new password, its sessions ended. */
async function makeSuperAdmin(database: Database, email: string, name: string | undefined, password: string) {
  const { db } = database;
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (!existing) {
    if (!name) throw new UsageError(`There is no account with the email ${email} yet: give its --name to create it.`);
    await insertUser(db, { email, name, passwordHash, role: 'SUPER_ADMIN' });
    return `Created the super admin account ${email}.`;
  }
  await updateUser(db, existing.id, { role: 'SUPER_ADMIN', status: 'active', organizationId: null, name: name ?? existing.name });
  await updatePasswordHash(db, existing.id, passwordHash);
  // With a password of its own, a former demo account is someone's account: ending demo mode leaves it alone.
  await unmarkDemoAccount(db, existing.id);
  await deleteUserSessions(db, existing.id);
  return `${email} is now a super admin, with the new password (its other sessions have ended).`;
}

async function main() {
  const { email, name } = readArguments();
  const config = loadConfig();
  const password = await readPassword();
  const problem = checkPassword(password);
  if (problem) throw new UsageError(PASSWORD_PROBLEMS[problem]);
  const { database, release } = await openTarget(config);
  try {
    console.log(await makeSuperAdmin(database, email, name, password));
    // Servers running on the same PostgreSQL database forget the sessions they had in memory.
    await database.notify?.(CHANGE_CHANNEL, FORGET_ALL_SESSIONS);
    await database.checkpoint();
  } finally {
    await database.close();
    release();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof PromptCancelledError) {
    console.error(error.message);
  } else if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nThe server holds the embedded database while it runs: stop it, run create-admin, then start it again.`,
    );
  } else if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else {
    console.error('create-admin failed:', error);
  }
  process.exit(1);
});
