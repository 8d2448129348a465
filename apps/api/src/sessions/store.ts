import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { sessions, users } from '../db/schema.js';
import { hashToken, newSessionToken } from '../lib/tokens.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export async function createSession(db: Db, userId: string, devicePlatform: string | undefined) {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, devicePlatform: devicePlatform?.slice(0, 40), expiresAt });
  return { token, expiresAt };
}

/** The user behind a token, if the session exists, has not expired and the user is active. */
export async function findSessionUser(db: Db, token: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')))
    .limit(1);
  return row?.user;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user, except the one given (the caller's own, on password change). */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string) {
  const condition = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}

/** Ends every session of an organization's users (when the organization is deactivated). */
export async function deleteOrganizationSessions(db: Db, organizationId: string) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId));
  await db.delete(sessions).where(inArray(sessions.userId, members));
}

export async function deleteExpiredSessions(db: Db) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
