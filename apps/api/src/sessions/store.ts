import { and, desc, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { UserRow } from '../db/rows.js';
import { organizations, sessions, users } from '../db/schema.js';
import { hashToken, newSessionToken } from '../lib/tokens.js';
import type { CachedSession, SessionCache } from './cache.js';
import { LAST_SEEN_PRECISION_MS, type SessionPolicy } from './policy.js';

/** Where a session is opened from, shown to its owner among their devices. */
export type SessionDevice = { address: string | null; userAgent: string | null };

/** Opens a session; it ends at the latest `policy.maxMs` from now. */
export async function createSession(
  db: Db,
  userId: string,
  devicePlatform: string | undefined,
  policy: SessionPolicy,
  now = new Date(),
  device?: SessionDevice,
) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    devicePlatform: devicePlatform?.slice(0, 40),
    address: device?.address ?? null,
    userAgent: device?.userAgent ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** A session is live while it has been used within the idle time, and is younger than the lifetime. */
function isLive(policy: SessionPolicy, now: Date) {
  return and(
    gt(sessions.expiresAt, now),
    gt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
    gt(sessions.createdAt, new Date(now.getTime() - policy.maxMs)),
  );
}

/** Whether a session with these times is still live at `now`. */
function isLiveAt(session: Pick<CachedSession, 'createdAt' | 'lastSeenAt' | 'expiresAt'>, policy: SessionPolicy, now: Date) {
  const at = now.getTime();
  return (
    session.expiresAt.getTime() > at && session.lastSeenAt.getTime() > at - policy.idleMs && session.createdAt.getTime() > at - policy.maxMs
  );
}

/**
 * The user behind a token, if the session is live, the user active, and the user's organization
 * (if any) active: moving a user into a paused organization, or pausing theirs, ends their access
 * on their next request. The session's last use is recorded, at most once a minute. With `cache`,
 * a session read once is answered from memory until something that may change it is written.
 */
export async function findSessionUser(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
  cache?: SessionCache,
): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const readAt = cache?.version ?? 0;
  let session = cache?.get(tokenHash);
  if (!session) {
    const [row] = await db
      .select({ user: users, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(sessions.userId, users.id))
      .leftJoin(organizations, eq(users.organizationId, organizations.id))
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isLive(policy, now),
          eq(users.status, 'active'),
          or(isNull(users.organizationId), eq(organizations.isActive, true)),
        ),
      )
      .limit(1);
    if (!row) return undefined;
    session = row;
    cache?.set(tokenHash, session, readAt);
  } else if (!isLiveAt(session, policy, now)) {
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    session.lastSeenAt = now;
  }
  return session.user;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** A user's live sessions, the most recently used first; `current` is the one `token` opened. */
export async function listUserSessions(db: Db, userId: string, token: string | null, policy: SessionPolicy, now = new Date()) {
  const currentHash = token ? hashToken(token) : null;
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      devicePlatform: sessions.devicePlatform,
      address: sessions.address,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(policy, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
  return rows.map(({ tokenHash, ...row }) => ({ ...row, current: tokenHash === currentHash }));
}

/** Whether `token` opened the session of this public id. */
export async function isSessionOf(db: Db, token: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.id, id)))
    .limit(1);
  return row !== undefined;
}

/** Ends one session of a user, by its public id; false when the user has no such session. */
export async function deleteUserSession(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

/** Ends every session of a user, except the one given (the caller's own, on password change); answers how many ended. */
export async function deleteUserSessions(db: Db, userId: string, keepToken?: string) {
  const condition = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
    : eq(sessions.userId, userId);
  const deleted = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  return deleted.length;
}

/** Ends every session of these users (demo accounts, when demo mode ends). */
export async function deleteSessionsOf(db: Db, userIds: string[]) {
  if (!userIds.length) return;
  await db.delete(sessions).where(inArray(sessions.userId, userIds));
}

/** Ends every session of an organization's users (when the organization is deactivated). */
export async function deleteOrganizationSessions(db: Db, organizationId: string) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId));
  await db.delete(sessions).where(inArray(sessions.userId, members));
}

/** Deletes the sessions that can no longer be used: past their lifetime, or idle too long. */
export async function deleteExpiredSessions(db: Db, policy: SessionPolicy, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.lastSeenAt, new Date(now.getTime() - policy.idleMs)),
        lt(sessions.createdAt, new Date(now.getTime() - policy.maxMs)),
      ),
    );
}
