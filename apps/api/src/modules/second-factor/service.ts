import {
  isAdminRole,
  type ErrorCode,
  type SecondFactorChallenge,
  type SecondFactorEnrolment,
  type SecondFactorStatus,
} from '@jal/contracts';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { conflict, forbidden, HttpError, unauthorized } from '../../lib/http-error.js';
import { verifyPassword } from '../../lib/password.js';
import { hashToken } from '../../lib/tokens.js';
import { startSignInAttempt, tooManyAttempts, type SignInLimits } from '../../throttling/sign-in-throttle.js';
import { isDemoModeActive } from '../demo-mode/service.js';
import { findUserById } from '../users/service.js';
import { recordSecurityEvent, type EventOrigin, type SecurityEvent } from '../../db/security-events.js';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.js';
import {
  claimTimeStep,
  consumeChallenge,
  countUnusedRecoveryCodes,
  deleteSecondFactor,
  findLiveChallenge,
  findSecondFactor,
  insertChallenge,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
  type ChallengeRow,
  type SecondFactorRow,
} from './repository.js';
import { openSecret, sealSecret } from './secret-box.js';
import { enrolmentPicture, matchTotpCode, newTotpSecret } from './totp.js';

/** Between the password and the code: long enough to open the app, short enough to be useless later. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

const EXPIRED = 'This sign-in has expired. Please sign in again with your password.';
export const WRONG_CODE = 'The code is not correct. Check the time on your phone and try the newest code.';
const WRONG_RECOVERY_CODE = 'This recovery code is not correct, or it was already used.';
const ALREADY_ON = 'Two-step sign-in is already on for this account.';

/** The key that seals secrets, the clock, and where the request came from (for the throttle and the record). */
export type SecondFactorContext = { key: Buffer; now: Date; origin: EventOrigin; limits: SignInLimits };

const fieldError = (field: string, message: string, errorCode: ErrorCode) =>
  new HttpError(400, `${field}: ${message}`, {}, { [field]: message }).coded(errorCode);
const expired = () => unauthorized(EXPIRED).coded('SIGN_IN_EXPIRED');

/** Administrators (ADMIN, SUPER_ADMIN, the lowercase `admin`) must have a second factor, except while demo mode is on. */
export async function isSecondFactorRequired(db: Db, user: Pick<UserRow, 'role'>): Promise<boolean> {
  return isAdminRole(user.role) && !(await isDemoModeActive(db));
}

/**
 * After a correct password: null when the account may have its session now, else the challenge
 * for the next step: a code when it has a second factor, enrolment when it must have one.
 */
export async function secondStepFor(db: Db, user: UserRow, platform: string | undefined, now: Date): Promise<SecondFactorChallenge | null> {
  const factor = await findSecondFactor(db, user.id);
  if (factor?.confirmedAt) return issueChallenge(db, user.id, 'code', platform, now);
  if (await isSecondFactorRequired(db, user)) return issueChallenge(db, user.id, 'enrol', platform, now);
  return null;
}

async function issueChallenge(db: Db, userId: string, purpose: 'code' | 'enrol', platform: string | undefined, now: Date) {
  const challenge = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_LIFETIME_MS);
  await insertChallenge(db, {
    tokenHash: hashToken(challenge),
    userId,
    purpose,
    devicePlatform: platform?.slice(0, 40) ?? null,
    expiresAt,
  });
  return { secondFactor: purpose, challenge, expiresAt: expiresAt.toISOString() };
}

/**
 * Counts a code attempt as a failed sign-in would be counted (per account and address, and per
 * address), and refuses with 429 and Retry-After once there were too many. A right code clears
 * the account's count. A refusal is recorded as a failed second factor with `failure`'s details,
 * as the sign-in step records its own: someone guessing codes already has the password.
 */
async function throttled(
  db: Db,
  user: UserRow,
  context: SecondFactorContext,
  failure: SecurityEvent['details'] | null,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const start = await startSignInAttempt(db, `second-factor:${user.id}`, context.origin.address ?? '', context.now, context.limits);
  if ('waitSeconds' in start) {
    if (failure)
      await recordSecurityEvent(db, context.origin, { kind: 'second-factor-failed', account: user, reason: 'throttled', details: failure });
    throw tooManyAttempts(start.waitSeconds);
  }
  const ok = await check();
  if (ok) await start.attempt.succeeded();
  return ok;
}

function openFactorSecret(key: Buffer, factor: SecondFactorRow): string {
  const secret = openSecret(key, factor.sealedSecret);
  // Only a changed key gets here: say so in the server's log, never the secret.
  if (secret === null)
    throw new Error('A TOTP secret cannot be opened with this key: was SECOND_FACTOR_KEY or DATA_DIR/second-factor.key changed?');
  return secret;
}

/** The time step a code matches, if it was not used already (replay), or null. */
async function matchingStep(key: Buffer, factor: SecondFactorRow, code: string, now: Date) {
  return matchTotpCode(openFactorSecret(key, factor), code, now, factor.lastTimeStep ?? null);
}

async function liveChallenge(
  db: Db,
  token: string,
  purpose: 'code' | 'enrol',
  now: Date,
): Promise<{ challenge: ChallengeRow; user: UserRow }> {
  const challenge = await findLiveChallenge(db, hashToken(token), now);
  if (!challenge) throw expired();
  if (challenge.purpose !== purpose) {
    throw forbidden(purpose === 'code' ? 'Set up two-step sign-in first.' : 'This account already has two-step sign-in: enter a code.');
  }
  const user = await findUserById(db, challenge.userId);
  if (!user || user.status !== 'active') throw expired();
  return { challenge, user };
}

/** The sign-in's second step: a right code (or unused recovery code) for the challenge answers the user to open a session for. */
export async function verifySecondStep(
  db: Db,
  body: { challenge: string; code?: string; recoveryCode?: string },
  context: SecondFactorContext,
): Promise<{ user: UserRow; platform: string | undefined }> {
  const { challenge, user } = await liveChallenge(db, body.challenge, 'code', context.now);
  const factor = await findSecondFactor(db, user.id);
  if (!factor?.confirmedAt) throw expired();
  const method = body.code !== undefined ? 'code' : 'recovery-code';
  const ok = await throttled(db, user, context, { method }, async () => {
    if (body.code === undefined) return useRecoveryCode(db, user.id, recoveryCodeHash(body.recoveryCode ?? ''), context.now);
    const step = await matchingStep(context.key, factor, body.code, context.now);
    return step !== null && (await claimTimeStep(db, user.id, step));
  });
  if (!ok) {
    await recordSecurityEvent(db, context.origin, { kind: 'second-factor-failed', account: user, details: { method } });
    throw method === 'code'
      ? unauthorized(WRONG_CODE).coded('SECOND_FACTOR_WRONG_CODE')
      : unauthorized(WRONG_RECOVERY_CODE).coded('SECOND_FACTOR_WRONG_RECOVERY_CODE');
  }
  if (!(await consumeChallenge(db, challenge.tokenHash))) throw expired();
  await recordSecurityEvent(db, context.origin, { kind: 'second-factor-used', account: user, details: { method } });
  return { user, platform: challenge.devicePlatform ?? undefined };
}

/** Starts an enrolment: a new secret, shown as a QR code and as text; it takes effect once a code from it is confirmed. */
export async function beginEnrolment(db: Db, user: UserRow, key: Buffer): Promise<SecondFactorEnrolment> {
  const secret = newTotpSecret();
  if (!(await savePendingSecret(db, user.id, sealSecret(key, secret)))) throw conflict(ALREADY_ON);
  // The app lists the account by this label: the email, or the mobile number of a learner without one.
  return enrolmentPicture(secret, user.email ?? user.mobile ?? user.name);
}

/** Confirms an enrolment with one code from the new secret; answers the recovery codes, shown this once. */
export async function confirmEnrolment(db: Db, user: UserRow, code: string, context: SecondFactorContext): Promise<string[]> {
  const factor = await findSecondFactor(db, user.id);
  if (factor?.confirmedAt) throw conflict(ALREADY_ON);
  if (!factor) throw conflict('Start the set-up first: no new secret is waiting for a code.');
  let step: number | null = null;
  // Nothing is protected by the factor yet: neither a wrong code here nor the throttle is recorded.
  const ok = await throttled(db, user, context, null, async () => {
    step = await matchingStep(context.key, factor, code, context.now);
    return step !== null;
  });
  if (!ok || step === null) throw fieldError('code', WRONG_CODE, 'SECOND_FACTOR_WRONG_CODE');
  const codes = newRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    if (!(await claimTimeStep(tx, user.id, step!, context.now))) return false;
    await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
    return true;
  });
  if (!confirmed) throw conflict(ALREADY_ON);
  await recordSecurityEvent(db, context.origin, { kind: 'second-factor-enrolled', account: user });
  return codes;
}

/** The enrolment step of a staff account's sign-in: the challenge stands in for the session. */
export async function beginChallengeEnrolment(db: Db, token: string, context: Pick<SecondFactorContext, 'key' | 'now'>) {
  const { user } = await liveChallenge(db, token, 'enrol', context.now);
  return beginEnrolment(db, user, context.key);
}

/** Confirms the enrolment of a sign-in's enrolment step, and uses its challenge up: the caller then opens the session. */
export async function confirmChallengeEnrolment(db: Db, body: { challenge: string; code: string }, context: SecondFactorContext) {
  const { challenge, user } = await liveChallenge(db, body.challenge, 'enrol', context.now);
  const recoveryCodes = await confirmEnrolment(db, user, body.code, context);
  if (!(await consumeChallenge(db, challenge.tokenHash))) throw expired();
  return { user, platform: challenge.devicePlatform ?? undefined, recoveryCodes };
}

export async function secondFactorStatus(db: Db, user: UserRow): Promise<SecondFactorStatus> {
  const [factor, required, recoveryCodesLeft] = await Promise.all([
    findSecondFactor(db, user.id),
    isSecondFactorRequired(db, user),
    countUnusedRecoveryCodes(db, user.id),
  ]);
  return { enabled: !!factor?.confirmedAt, required, recoveryCodesLeft };
}

/**
 * Turns the second factor off, after the password or a current code. Administrators outside demo
 * mode cannot: they would only be asked to enrol again at their next sign-in.
 */
export async function disableSecondFactor(
  db: Db,
  user: UserRow,
  body: { password?: string; code?: string },
  context: SecondFactorContext,
): Promise<void> {
  const factor = await findSecondFactor(db, user.id);
  if (!factor?.confirmedAt) throw conflict('Two-step sign-in is not on for this account.');
  if (await isSecondFactorRequired(db, user)) throw forbidden('Two-step sign-in is required for administrators and cannot be turned off.');
  // The password or a code, counted as a sign-in's would be: turning the factor off must not be a
  // way round its throttle.
  const method = body.password !== undefined ? 'password' : 'code';
  const ok = await throttled(db, user, context, { method, turningOff: true }, async () => {
    if (body.password !== undefined) return verifyPassword(user.passwordHash, body.password);
    const step = await matchingStep(context.key, factor, body.code ?? '', context.now);
    return step !== null && (await claimTimeStep(db, user.id, step));
  });
  if (!ok) {
    await recordSecurityEvent(db, context.origin, { kind: 'second-factor-failed', account: user, details: { method, turningOff: true } });
    throw method === 'password'
      ? fieldError('password', 'The password is not correct.', 'WRONG_PASSWORD')
      : fieldError('code', WRONG_CODE, 'SECOND_FACTOR_WRONG_CODE');
  }
  await deleteSecondFactor(db, user.id);
  await recordSecurityEvent(db, context.origin, { kind: 'second-factor-disabled', account: user, details: { method } });
}

// The hourly purge deletes expired sign-in challenges.
export { deleteExpiredChallenges } from './repository.js';
