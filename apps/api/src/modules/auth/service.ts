import type { ChangePasswordBody, FirstPasswordBody, LoginBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import { forbidden, HttpError, unauthorized } from '../../lib/http-error.js';
import { assertOwnPassword, decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { SessionPolicy } from '../../sessions/policy.js';
import { assertPasswordAllowed } from '../../lib/password-policy.js';
import { hasExpired } from '../../lib/passwords-set-by-others.js';
import { createSession, deleteUserSessions } from '../../sessions/store.js';
import { isOrganizationActive } from '../organizations/service.js';
import { findUserByEmail, findUserByMobile, updatePasswordHash } from '../users/service.js';
import { secondStepFor } from '../second-factor/service.js';
import { startSignInAttempt, tooManyAttempts, type SignInLimits } from '../../throttling/sign-in-throttle.js';

const WRONG_CREDENTIALS = 'Invalid email or password.';
const WRONG_MOBILE_CREDENTIALS = 'Invalid mobile number or password.';
// Said only after the password matched, so it reveals nothing to someone guessing.
export const ONE_TIME_PASSWORD_EXPIRED =
  'This one-time password has expired. Ask your organization manager or administrator for a new one.';

/** Where a sign-in comes from and the rules it meets: the throttle's limits and the session's lifetime. */
export type SignInContext = {
  address: string;
  platform?: string;
  now: Date;
  limits: SignInLimits;
  sessions: SessionPolicy;
  /** Where the attempt came from, for the security record and the new session. */
  origin: EventOrigin;
};

/**
 * Checks credentials (an email, or a mobile number, with the password) and opens a session, or,
 * when a second step is due, answers its challenge instead. The message never reveals whether
 * the account exists. Too many failures from the caller's address answer 429 before any password
 * is checked.
 */
export async function signIn(db: Db, body: LoginBody, context: SignInContext) {
  // The schema has read the mobile number as its 10 digits.
  const account = body.email?.toLowerCase() ?? body.mobile!;
  const { origin } = context;
  const start = await startSignInAttempt(db, account, context.address, context.now, context.limits);
  if ('waitSeconds' in start) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'throttled' });
    throw tooManyAttempts(start.waitSeconds);
  }

  const user = body.email === undefined ? await findUserByMobile(db, account) : await findUserByEmail(db, account);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: user ? 'wrong-password' : 'unknown-account', account: user });
    throw body.email === undefined
      ? unauthorized(WRONG_MOBILE_CREDENTIALS).coded('WRONG_MOBILE_CREDENTIALS')
      : unauthorized(WRONG_CREDENTIALS).coded('WRONG_CREDENTIALS');
  }
  await start.attempt.succeeded();
  if (user.status !== 'active') {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'disabled', account: user });
    throw unauthorized('This account is disabled. Please contact your administrator.').coded('ACCOUNT_DISABLED');
  }
  if (hasExpired(user, context.now)) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'password-expired', account: user });
    throw unauthorized(ONE_TIME_PASSWORD_EXPIRED).coded('ONE_TIME_PASSWORD_EXPIRED');
  }
  if (user.organizationId && !(await isOrganizationActive(db, user.organizationId))) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'organization-paused', account: user });
    throw unauthorized("Your organization's access has been paused. Please contact your administrator.").coded('ORGANIZATION_PAUSED');
  }
  // The second step, when the account has a second factor (or must enrol one): no session yet.
  const challenge = await secondStepFor(db, user, context.platform, context.now);
  if (challenge) return { challenge, session: null };
  const session = await openSignedInSession(db, user, context.platform, context);
  return { challenge: null, session: { user, ...session } };
}

/**
 * Opens the session of a finished sign-in: after the password alone, or after the second step.
 * Whatever every sign-in must do when it succeeds belongs here: the session knows its device, and
 * the security record says who signed in, and whether with a password someone else set.
 */
export async function openSignedInSession(
  db: Db,
  user: UserRow,
  platform: string | undefined,
  context: Pick<SignInContext, 'now' | 'sessions' | 'origin'>,
) {
  const session = await createSession(db, user.id, platform, context.sessions, context.now, context.origin);
  await recordSecurityEvent(db, context.origin, { kind: 'sign-in-succeeded', account: user });
  // A password someone else set, used before its holder chose their own.
  if (user.mustChangePassword) await recordSecurityEvent(db, context.origin, { kind: 'one-time-password-used', account: user });
  return session;
}

const SAME_AS_SET_BY_OTHERS = 'Choose a password other than the one you were given.';
const sameAsSetByOthers = () =>
  new HttpError(400, `newPassword: ${SAME_AS_SET_BY_OTHERS}`, {}, { newPassword: SAME_AS_SET_BY_OTHERS }).coded('PASSWORD_SAME_AS_GIVEN');

/** Changes the caller's password after checking the current one; the account's other sessions end. */
export async function changePassword(db: Db, user: UserRow, body: ChangePasswordBody, keepToken: string | null, origin: EventOrigin) {
  assertPasswordAllowed(body.newPassword, 'newPassword', 'New password');
  await assertOwnPassword(user, body.currentPassword, 'currentPassword', 'The current password is not correct.', 'CURRENT_PASSWORD_WRONG');
  // A password someone else set is known to them: keeping it is not choosing one's own.
  if (user.mustChangePassword && body.newPassword === body.currentPassword) throw sameAsSetByOthers();
  await updatePasswordHash(db, user.id, await hashPassword(body.newPassword));
  await deleteUserSessions(db, user.id, keepToken ?? undefined);
  await recordSecurityEvent(db, origin, { kind: 'password-changed', account: user });
}

/**
 * Sets the password of a person who signed in with a one-time password; their other sessions
 * end. Anyone else changes theirs with the current one.
 */
export async function setFirstPassword(db: Db, user: UserRow, body: FirstPasswordBody, keepToken: string | null, origin: EventOrigin) {
  if (!user.mustChangePassword) throw forbidden('Your password is already your own: change it from your account page.');
  assertPasswordAllowed(body.newPassword, 'newPassword', 'New password');
  if (await verifyPassword(user.passwordHash, body.newPassword)) throw sameAsSetByOthers();
  await updatePasswordHash(db, user.id, await hashPassword(body.newPassword));
  await deleteUserSessions(db, user.id, keepToken ?? undefined);
  await recordSecurityEvent(db, origin, { kind: 'password-changed', account: user, details: { firstOwnPassword: true } });
}
