import type { DeleteAccountBody, MyDataExport, ProfileUpdateBody } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../db/rows.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import { conflict, HttpError, notFound, tooManyRequests } from '../../lib/http-error.js';
import { deleteUserSession, isSessionOf } from '../../sessions/store.js';
import { clearCounter, countAttempt, millisecondsBlocked } from '../../throttling/counters.js';
import type { ThrottlePolicy } from '../../throttling/policy.js';
import { signInName } from '../../lib/sign-in-name.js';
import { assertOwnPassword } from '../../lib/password.js';
import { accountCountersPrefix } from '../../throttling/sign-in-throttle.js';
import { eraseAccount } from '../../commands/erase-account.js';
import type { JobQueue } from '../jobs/service.js';
import { practicalsForExport } from '../practicals/service.js';
import { presentUser } from '../users/presenter.js';
import { updateProfile, type ProfileChanges } from '../users/service.js';
import { presentPersonalData } from './presenter.js';
import { loadPersonalData } from './repository.js';

/** Changes what was sent of the caller's name, Hindi name and preferences; answers the account as now stored. */
export async function updateOwnProfile(db: Db, user: UserRow, body: ProfileUpdateBody) {
  const changes: ProfileChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.nameHindi !== undefined) {
    // An empty Hindi name removes it; the other variants stay as they were.
    const { hindi: _old, ...others } = user.nameVariants ?? {};
    const variants = body.nameHindi ? { ...others, hindi: body.nameHindi } : others;
    changes.nameVariants = Object.keys(variants).length ? variants : null;
  }
  const preferences = body.preferences ?? {};
  if (preferences.language !== undefined) changes.preferredLanguage = preferences.language;
  if (preferences.fontSize !== undefined) changes.fontSize = preferences.fontSize;
  if (preferences.lowData !== undefined) changes.lowData = preferences.lowData;
  const updated = Object.keys(changes).length ? await updateProfile(db, user.id, changes) : user;
  return presentUser(updated ?? user);
}

/** Everything kept about the caller, as the JSON file "Download my data" gives them. */
export async function personalData(db: Db, user: UserRow, now: Date): Promise<MyDataExport> {
  return presentPersonalData(user, await loadPersonalData(db, user.id), await practicalsForExport(db, user.id), now);
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Wrong passwords given to delete one's account, counted per account as failed sign-ins are:
 * five are free, then each waits longer (1 s, 2 s, 4 s … at most 15 minutes). Only someone
 * holding the account's session can try, so a count per account slows a stolen session that
 * guesses the password, and no stranger can use it against the holder.
 */
export const DELETE_PASSWORD_LIMIT: ThrottlePolicy = {
  freeAttempts: 5,
  firstWaitMs: SECOND,
  maxWaitMs: 15 * MINUTE,
  windowMs: 24 * 60 * MINUTE,
};
const deleteCounterKey = (userId: string) => `account:delete:${userId}`;

const WRONG_PASSWORD = 'The password is not correct.';
const WRONG_EMAIL = "This is not your account's email address.";
export const LAST_SUPER_ADMIN =
  'You are the last super admin: make another account a super admin (Users page) before deleting yours, so someone can still run the platform.';

function tooManyWrongPasswords(waitMs: number) {
  const seconds = Math.ceil(waitMs / 1000);
  const wait = seconds < 60 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return tooManyRequests(`Too many wrong passwords. Try again in ${wait}.`, seconds);
}

/**
 * Deletes the caller's own account once they typed their password and their email again. The
 * password is counted before it is checked, so parallel guesses cannot all slip in first.
 */
export async function deleteOwnAccount(db: Db, jobs: JobQueue, user: UserRow, body: DeleteAccountBody, now: Date) {
  const key = deleteCounterKey(user.id);
  const blocked = await millisecondsBlocked(db, [key], now);
  if (blocked > 0) throw tooManyWrongPasswords(blocked);
  await countAttempt(db, key, DELETE_PASSWORD_LIMIT, now);
  await assertOwnPassword(user, body.password, 'password', WRONG_PASSWORD);
  await clearCounter(db, key);
  // A learner without an email confirms with their mobile number, the name they sign in with.
  if (body.confirmEmail.trim().toLowerCase() !== signInName(user)) {
    throw new HttpError(400, `confirmEmail: ${WRONG_EMAIL}`, {}, { confirmEmail: WRONG_EMAIL });
  }
  const counters = { prefix: accountCountersPrefix(signInName(user)), keys: [key] };
  if ((await eraseAccount(db, jobs, user, counters, now)) === 'last-super-admin') throw conflict(LAST_SUPER_ADMIN);
}

/**
 * Ends one of the caller's own sessions by its id (a 404 for any id that is not theirs, so no
 * one learns of another person's sessions); answers whether it was the one making this request.
 */
export async function endOwnSession(db: Db, user: UserRow, id: string, currentToken: string | null, origin: EventOrigin) {
  const current = currentToken !== null && (await isSessionOf(db, currentToken, id));
  if (!(await deleteUserSession(db, user.id, id))) throw notFound('Session not found.').coded('SESSION_NOT_FOUND');
  await recordSecurityEvent(db, origin, { kind: 'session-ended', account: user, details: { current } });
  return current;
}

// Sign-up records the consent its new account gave.
export { recordConsent } from './repository.js';
