import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** 14 characters of a 55-letter alphabet without look-alikes: about 80 random bits, easy to copy from paper. */
export function oneTimePassword(): string {
  return [...randomBytes(14)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/**
 * The hash of a one-time password. Argon2id with light settings: a random 80-bit secret cannot
 * be guessed however fast the hash, and the learner replaces it at first sign-in; a file of
 * 5,000 learners is hashed in seconds rather than minutes. Passwords people choose keep the
 * strong settings; the hash string carries its settings, so checking needs nothing else.
 */
export function hashOneTimePassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost: 256, timeCost: 1, parallelism: 1 });
}
