import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PASSWORD, type ErrorCode, type ErrorParams } from '@jal/contracts';
import { assetsDir } from './assets-dir.js';
import { HttpError } from './http-error.js';

/** Why a new password is refused; each code maps to one message the person is shown. */
export type PasswordProblem = 'too-short' | 'too-long' | 'blank' | 'common';

let commonPasswords: Set<string> | undefined;

/**
 * The refused list: the 150,000 passwords of 8 or more characters seen most often in leaks, the
 * "Name@123" patterns common in India and the demo password, lowercase, one a line, gzipped
 * (built by scripts/breached-passwords.mjs). Read once, on first use rather than at start-up, so
 * servers and tests that never set a password do not pay for it; each check is then one Set look-up.
 */
export function refusedPasswordList(): ReadonlySet<string> {
  commonPasswords ??= new Set(
    gunzipSync(readFileSync(join(assetsDir(), 'breached-passwords.txt.gz')))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return commonPasswords;
}

function isCommon(password: string): boolean {
  const commonPasswords = refusedPasswordList();
  // Capitals do not make a listed password safe: guessers try "Password" as soon as "password".
  return commonPasswords.has(password.toLowerCase());
}

/**
 * Words of this platform and its field that a guesser tries first against it. A password is
 * refused when its letters are only one of these, whatever digits or symbols surround them
 * ("JalShiksha@2026", "watershed123").
 */
export const CONTEXT_WORDS = ['jalshiksha', 'jal', 'shiksha', 'watershed', 'jalgrahan', 'paani', 'pani', 'admin', 'superadmin'];

function isContextWord(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  return CONTEXT_WORDS.includes(letters);
}

/**
 * The rule for a password someone chooses: 8 to 128 characters (counted as the shared schemas
 * count them), not only spaces, and not one of the passwords attackers try first.
 */
export function checkPassword(password: string): PasswordProblem | null {
  if (password.trim() === '') return 'blank';
  if (password.length < PASSWORD.min) return 'too-short';
  // The upper bound keeps hashing a submitted password cheap enough not to be a way to load the server.
  if (password.length > PASSWORD.max) return 'too-long';
  if (isCommon(password) || isContextWord(password)) return 'common';
  return null;
}

/** What each refusal says; `label` is the field as the person knows it ("Password", "New password"). */
const PROBLEM_CODES = {
  blank: 'PASSWORD_BLANK',
  'too-short': 'PASSWORD_TOO_SHORT',
  'too-long': 'PASSWORD_TOO_LONG',
  common: 'PASSWORD_COMMON',
} as const satisfies Record<PasswordProblem, ErrorCode>;
const PROBLEM_PARAMS: Record<PasswordProblem, ErrorParams | undefined> = {
  blank: undefined,
  'too-short': { min: PASSWORD.min },
  'too-long': { max: PASSWORD.max },
  common: undefined,
};

function refusal(problem: PasswordProblem, label: string): string {
  switch (problem) {
    case 'blank':
      return `${label} must not be only spaces.`;
    case 'too-short':
      return `${label} must be at least ${PASSWORD.min} characters.`;
    case 'too-long':
      return `${label} must be at most ${PASSWORD.max} characters.`;
    case 'common':
      return `${label} is one of the most common passwords, which are guessed first. Choose another.`;
  }
}

/**
 * Refuses a password that breaks the rule with a 400 naming the rule, under `field` so that the
 * form shows it beside the field (as it shows the schema's own messages).
 */
export function assertPasswordAllowed(password: string, field = 'password', label = 'Password'): void {
  const problem = checkPassword(password);
  if (!problem) return;
  const message = refusal(problem, label);
  throw new HttpError(400, message, {}, { [field]: message }).coded(PROBLEM_CODES[problem], PROBLEM_PARAMS[problem]);
}
