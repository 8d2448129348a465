import type { ChangePasswordBody, FirstPasswordBody, LoginBody, SignupBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import { conflict, forbidden, HttpError, tooManyRequests, unauthorized } from '../../lib/http-error.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { SessionPolicy } from '../../sessions/policy.js';
import { assertPasswordAllowed } from '../../lib/password-policy.js';
import { hasExpired } from '../../lib/passwords-set-by-others.js';
import { createSession, deleteUserSessions } from '../../sessions/store.js';
import { recordConsent } from '../account/repository.js';
import { isOrganizationActive } from '../organizations/repository.js';
import { findUserByEmail, findUserByMobile, insertUser, updatePasswordHash } from '../users/repository.js';
import { secondStepFor } from '../second-factor/service.js';
import { startSignInAttempt, tooManyAttemptsMessage, type SignInLimits } from '../../throttling/sign-in-throttle.js';

export { accountCountersPrefix } from '../../throttling/sign-in-throttle.js';
// The second factor counts its codes as failed sign-ins are counted.

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
    throw tooManyRequests(tooManyAttemptsMessage(start.waitSeconds), start.waitSeconds);
  }

  const user = body.email === undefined ? await findUserByMobile(db, account) : await findUserByEmail(db, account);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), body.password);
  if (!user || !passwordOk) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: user ? 'wrong-password' : 'unknown-account', account: user });
    throw unauthorized(body.email === undefined ? WRONG_MOBILE_CREDENTIALS : WRONG_CREDENTIALS);
  }
  await start.attempt.succeeded();
  if (user.status !== 'active') {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'disabled', account: user });
    throw unauthorized('This account is disabled. Please contact your administrator.');
  }
  if (hasExpired(user, context.now)) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'password-expired', account: user });
    throw unauthorized(ONE_TIME_PASSWORD_EXPIRED);
  }
  if (user.organizationId && !(await isOrganizationActive(db, user.organizationId))) {
    await recordSecurityEvent(db, origin, { kind: 'sign-in-failed', reason: 'organization-paused', account: user });
    throw unauthorized("Your organization's access has been paused. Please contact your administrator.");
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

const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

/**
 * Public sign-up: always creates a learner (USER); a taken email is a 409 with a clear message.
 * Hashing is the costly step, so it comes after every check that can refuse the request.
 */
export async function signUp(db: Db, body: SignupBody, sessionPolicy: SessionPolicy, origin: EventOrigin, platform?: string) {
  assertPasswordAllowed(body.password);
  if (await findUserByEmail(db, body.email)) throw conflict(ACCOUNT_EXISTS);
  const passwordHash = await hashPassword(body.password);
  const hindi = body.nameHindi?.trim();
  const noticeVersion = body.acceptedPrivacyNotice;
  // The consent is recorded with the account or not at all: never an account without the
  // record of what its holder accepted.
  const user = await db.transaction(async (tx) => {
    // Two sign-ups with one address at once: the unique index lets only one of them in.
    const created = await insertUser(tx, {
      name: body.name,
      nameVariants: hindi ? { hindi } : null,
      email: body.email,
      passwordHash,
      role: 'USER',
    });
    if (created && noticeVersion) await recordConsent(tx, created.id, noticeVersion);
    return created;
  });
  if (!user) throw conflict(ACCOUNT_EXISTS);
  const session = await createSession(db, user.id, platform, sessionPolicy, new Date(), origin);
  await recordSecurityEvent(db, origin, { kind: 'signed-up', account: user });
  return { user, ...session };
}

/**
 * Checks the password a signed-in person typed to confirm a change to their own account; a wrong
 * one is a 400 on that field (`field: message`, and the field error for the form).
 */
export async function assertOwnPassword(user: UserRow, password: string, field: string, message: string) {
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, `${field}: ${message}`, {}, { [field]: message });
}

const SAME_AS_SET_BY_OTHERS = 'Choose a password other than the one you were given.';
const sameAsSetByOthers = () => new HttpError(400, `newPassword: ${SAME_AS_SET_BY_OTHERS}`, {}, { newPassword: SAME_AS_SET_BY_OTHERS });

/** Changes the caller's password after checking the current one; the account's other sessions end. */
export async function changePassword(db: Db, user: UserRow, body: ChangePasswordBody, keepToken: string | null, origin: EventOrigin) {
  assertPasswordAllowed(body.newPassword, 'newPassword', 'New password');
  await assertOwnPassword(user, body.currentPassword, 'currentPassword', 'The current password is not correct.');
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
