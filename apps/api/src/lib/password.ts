import { hash, verify } from '@node-rs/argon2';
import { HttpError } from './http-error.js';

// OWASP password storage guidance: argon2id, 19 MiB, 2 iterations, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, so written as its value */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a throwaway password, checked when the email is unknown so that a wrong email
 * and a wrong password take the same time and cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-used');
  return decoyHash;
}

/**
 * Checks the password a signed-in person typed to confirm a change to their own account; a wrong
 * one is a 400 on that field (`field: message`, and the field error for the form).
 */
export async function assertOwnPassword(
  user: { passwordHash: string },
  password: string,
  field: string,
  message: string,
  errorCode: 'WRONG_PASSWORD' | 'CURRENT_PASSWORD_WRONG' = 'WRONG_PASSWORD',
) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new HttpError(400, `${field}: ${message}`, {}, { [field]: message }).coded(errorCode);
  }
}
