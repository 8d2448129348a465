import type { SignupBody } from '@jal/contracts';
import type { Db } from '../db/client.js';
import { recordSecurityEvent, type EventOrigin } from '../db/security-events.js';
import { conflict } from '../lib/http-error.js';
import { hashPassword } from '../lib/password.js';
import { assertPasswordAllowed } from '../lib/password-policy.js';
import { recordConsent } from '../modules/account/service.js';
import { findUserByEmail, insertUser } from '../modules/users/service.js';
import type { SessionPolicy } from '../sessions/policy.js';
import { createSession } from '../sessions/store.js';

const ACCOUNT_EXISTS = 'An account with this email already exists. Please sign in instead.';

/**
 * Public sign-up: always creates a learner (USER); a taken email is a 409 with a clear message.
 * Hashing is the costly step, so it comes after every check that can refuse the request. The
 * account (users) and the consent its holder gave (account) are written in one transaction: never
 * an account without the record of what its holder accepted. Then the session opens.
 */
export async function signUp(db: Db, body: SignupBody, sessionPolicy: SessionPolicy, origin: EventOrigin, platform?: string) {
  assertPasswordAllowed(body.password);
  if (await findUserByEmail(db, body.email)) throw conflict(ACCOUNT_EXISTS).coded('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(body.password);
  const hindi = body.nameHindi?.trim();
  const noticeVersion = body.acceptedPrivacyNotice;
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
  if (!user) throw conflict(ACCOUNT_EXISTS).coded('ACCOUNT_EXISTS');
  const session = await createSession(db, user.id, platform, sessionPolicy, new Date(), origin);
  await recordSecurityEvent(db, origin, { kind: 'signed-up', account: user });
  return { user, ...session };
}
