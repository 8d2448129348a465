import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@jal/contracts';
import { hashToken } from '../../lib/tokens.js';

// 32 letters and digits, without the look-alikes 0/o and 1/l: each character is 5 random bits.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** One code: 10 characters (50 random bits), shown as `xxxxx-xxxxx`. */
function newRecoveryCode(): string {
  const chars = [...randomBytes(10)].map((byte) => ALPHABET[byte & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export const newRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/**
 * What is kept of a code: the SHA-256 of its 10 characters. 50 random bits need no slow hash:
 * a guess is no likelier against the hash than against the sign-in, which is throttled.
 */
export const recoveryCodeHash = (code: string) => hashToken(code.replace(/[\s-]+/g, '').toLowerCase());
