import type { ChangePasswordBody, LoginBody, SignupBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { badRequest, conflict, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { assertPasswordAllowed } from '../../lib/password-policy.js';
import { createSession, deleteUserSessions } from '../../sessions/store.js';
import { isOrganizationActive } from '../organizations/repository.js';
import { findUserByEmail, insertUser, updatePasswordHash } from '../users/repository.js';
import type { LoginThrottle } from './login-throttle.js';

const WRONG_CREDENTIALS = 'Invalid email or password.';

/** Checks credentials and opens a session. The message never reveals whether the email exists. */
export async function signIn(db: Db, throttle: LoginThrottle, body: LoginBody, address: string, platform?: string) {
  const account = body.email.toLowerCase();
  const wait = throttle.retryAfterSeconds(account, address);
  if (wait > 0) throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);

  const user = await findUserByEmail(db, account);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    throttle.recordFailure(account, address);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (user.status !== 'active') throw unauthorized('This account is disabled. Please contact your administrator.');
  if (user.organizationId && !(await isOrganizationActive(db, user.organizationId))) {
    throw unauthorized("Your organization's access has been paused. Please contact your administrator.");
  }
  throttle.recordSuccess(account);
  const session = await createSession(db, user.id, platform);
  return { user, ...session };
}

const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

/**
 * Public sign-up: always creates a learner (USER); a taken email is a 409 with a clear message.
 * Hashing is the costly step, so it comes after every check that can refuse the request.
 */
export async function signUp(db: Db, body: SignupBody, platform?: string) {
  assertPasswordAllowed(body.password);
  if (await findUserByEmail(db, body.email)) throw conflict(ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(body.password);
  // Two sign-ups with one address at once: the unique index lets only one of them in.
  const user = await insertUser(db, { name: body.name, email: body.email, passwordHash, role: 'USER' });
  if (!user) throw conflict(ACCOUNT_EXISTS);
  const session = await createSession(db, user.id, platform);
  return { user, ...session };
}

/** Changes the caller's password after checking the current one; the account's other sessions end. */
export async function changePassword(db: Db, user: UserRow, body: ChangePasswordBody, keepToken: string | null) {
  assertPasswordAllowed(body.newPassword, 'newPassword', 'New password');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest('currentPassword: The current password is not correct.');
  }
  await updatePasswordHash(db, user.id, await hashPassword(body.newPassword));
  await deleteUserSessions(db, user.id, keepToken ?? undefined);
}
