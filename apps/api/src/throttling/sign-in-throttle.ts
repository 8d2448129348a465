import type { Db } from '../db/client.js';
import { tooManyRequests, type HttpError } from '../lib/http-error.js';
import { clearCounter, countAttempt, countSoFar, millisecondsBlocked, refundAttempt } from './counters.js';
import type { ThrottlePolicy } from './policy.js';

/**
 * Failed sign-ins are counted per account *and* address, and per address. Counting the account
 * alone would let a stranger lock its owner out by failing on purpose; counted with the address,
 * the stranger slows down only themselves, and the owner signing in from elsewhere is not held
 * up at all. The per-address count slows one address trying many accounts; while it holds, it
 * refuses only the accounts that address has failed on, so the many people behind one carrier
 * address (CGNAT) or a school's connection still get in with the right password.
 */
export type SignInLimits = { accountAtAddress: ThrottlePolicy; address: ThrottlePolicy };

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const SIGN_IN_LIMITS: SignInLimits = {
  // Five tries are free (a forgotten password, a stuck key); then 1 s, 2 s, 4 s … up to 15 minutes.
  accountAtAddress: { freeAttempts: 5, firstWaitMs: SECOND, maxWaitMs: 15 * MINUTE, windowMs: 24 * 60 * MINUTE },
  // An office or a school shares one address, so the allowance is wider and the window shorter.
  address: { freeAttempts: 30, firstWaitMs: SECOND, maxWaitMs: 60 * MINUTE, windowMs: 60 * MINUTE },
};

/** The start of every counter of one account's failed sign-ins (one per address): the keys hold the email. */
export const accountCountersPrefix = (account: string) => `signin:account:${account}|`;
const accountAtAddressKey = (account: string, address: string) => `${accountCountersPrefix(account)}${address}`;
const addressKey = (address: string) => `signin:address:${address}`;

/** A sign-in attempt that may go ahead, already counted; settle it once the password is checked. */
export type SignInAttempt = { succeeded: () => Promise<void> };

export type SignInStart = { waitSeconds: number } | { attempt: SignInAttempt };

/**
 * Counts a sign-in attempt before the password is checked, or says how long to wait first.
 * A correct password then clears the account-and-address count and takes back its share of the
 * address count; a wrong one stays counted.
 *
 * While the address waits, an account it has failed on waits too; any other account has its
 * password checked. One wrong try then puts that account in the wait as well, so a guesser
 * behind the address gets one try per account, not thirty.
 */
export async function startSignInAttempt(
  db: Db,
  account: string,
  address: string,
  now: Date,
  limits = SIGN_IN_LIMITS,
): Promise<SignInStart> {
  const pairKey = accountAtAddressKey(account, address);
  const pairBlocked = await millisecondsBlocked(db, [pairKey], now);
  if (pairBlocked > 0) return { waitSeconds: Math.ceil(pairBlocked / 1000) };
  const addressBlocked = await millisecondsBlocked(db, [addressKey(address)], now);
  if (addressBlocked > 0 && (await countSoFar(db, pairKey, limits.accountAtAddress.windowMs, now)) > 0) {
    return { waitSeconds: Math.ceil(addressBlocked / 1000) };
  }
  await countAttempt(db, pairKey, limits.accountAtAddress, now);
  const fromAddress = await countAttempt(db, addressKey(address), limits.address, now);
  return {
    attempt: {
      succeeded: async () => {
        await clearCounter(db, pairKey);
        await refundAttempt(db, fromAddress);
      },
    },
  };
}

/** The 429 of too many failed attempts: Retry-After, and the wait in the message and in its params. */
export function tooManyAttempts(waitSeconds: number): HttpError {
  const minutes = waitSeconds >= 60;
  return tooManyRequests(tooManyAttemptsMessage(waitSeconds), waitSeconds).coded('SIGN_IN_THROTTLED', {
    count: minutes ? Math.ceil(waitSeconds / 60) : waitSeconds,
    unit: minutes ? 'minutes' : 'seconds',
  });
}

/** The refusal's wording: whole seconds under a minute, else whole minutes rounded up. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const wait = waitSeconds < 60 ? `${waitSeconds} second(s)` : `${Math.ceil(waitSeconds / 60)} minute(s)`;
  return `Too many failed sign-in attempts. Try again in ${wait}.`;
}
