/**
 * A password someone else chose or generated (an administrator's new account or reset, a
 * manager's one-time password from an import) is known to them, so its holder must replace it
 * at first sign-in, and it stops working after two weeks unused: a printed sheet of one-time
 * passwords is not a way in for ever. The manager can issue a new one.
 */
export const SET_BY_OTHERS_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;

/** The columns of an account whose password someone else has just set. */
export function setByOthers(now = new Date()): { mustChangePassword: true; passwordExpiresAt: Date } {
  return { mustChangePassword: true, passwordExpiresAt: new Date(now.getTime() + SET_BY_OTHERS_LIFETIME_MS) };
}

/** The columns of an account whose holder has just chosen their own password. */
export const chosenByHolder = { mustChangePassword: false, passwordExpiresAt: null } as const;

/** Whether the account's password was set by someone else and is now too old to sign in with. */
export function hasExpired(user: { mustChangePassword: boolean; passwordExpiresAt: Date | null }, now: Date): boolean {
  return user.mustChangePassword && user.passwordExpiresAt !== null && user.passwordExpiresAt.getTime() <= now.getTime();
}
