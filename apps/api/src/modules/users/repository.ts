import { and, asc, eq, like, or, sql, type SQL } from 'drizzle-orm';
import type { UserListQuery } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { firstRow, matchingInAll, selectBoundedPage } from '../../db/queries.js';
import type { NewUserRow, UserRow } from '../../db/rows.js';
import { organizations, userSearchText, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';
import { chosenByHolder, setByOthers } from '../../lib/passwords-set-by-others.js';

/** A user with the name of their organization, as the dashboard lists them. */
export type ListedUser = { user: UserRow; organizationName: string | null };

/** Which users a list may show: everyone, or only the learners of one organization. */
export type UserScope = { learnersOf: string | null } | 'everyone';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export function findUserById(db: Db, id: string) {
  return firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));
}

export function findUserByMobile(db: Db, mobile: string) {
  return firstRow(db.select().from(users).where(eq(users.mobile, mobile)).limit(1));
}

/** Inserts a user; returns undefined when the email (in any letter case) or the mobile number is taken. */
export async function insertUser(db: Db, user: NewUserRow) {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email?.trim().toLowerCase() ?? null })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  changes: Partial<Pick<UserRow, 'name' | 'email' | 'mobile' | 'role' | 'organizationId' | 'status'>>,
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Sets a new password hash. `setBy` says who chose it: the holder (no restriction) or someone
 * else (to be replaced at first sign-in, and expiring; see passwords-set-by-others.ts).
 */
export async function updatePasswordHash(db: Db, id: string, passwordHash: string, setBy: 'holder' | 'others' = 'holder') {
  const state = setBy === 'others' ? setByOthers() : chosenByHolder;
  await db
    .update(users)
    .set({ passwordHash, ...state, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** How deep the list pages and how far it counts: past this many matches, a search narrows it. */
export const USER_LIST_MAX_ROWS = 10_000;

/** One page of users matching the filters, within the scope, by name then email (read from their index). */
export async function listUsers(db: Db, scope: UserScope, query: UserListQuery & { page: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (scope !== 'everyone') {
    conditions.push(eq(users.role, 'USER'), eq(users.organizationId, scope.learnersOf ?? '00000000-0000-0000-0000-000000000000'));
  }
  if (query.search) {
    // Name, email or Hindi name through their trigram index; a mobile number by its own index.
    const nameOrEmail = sql`${userSearchText('users.')} ilike ${`%${escapeLike(query.search)}%`}`;
    const digits = query.search.replace(/\D/g, '');
    conditions.push(digits.length >= 4 ? or(nameOrEmail, like(users.mobile, `%${digits}%`))! : nameOrEmail);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.organizationId) conditions.push(eq(users.organizationId, query.organizationId));
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = and(...conditions);
  // A search reads its matches through the trigram index, then sorts them. Ordered by the bare
  // name, the planner would walk the name index and filter instead, which for a common name
  // ("Meena", one learner in eight) reads a third of the table before the page is full. The
  // appended '' keeps the same order and hides that index. Reading every match anyway, a search
  // counts them in the same pass.
  if (query.search) {
    const page = listedUsers(db, { matching: matchingInAll })
      .where(where)
      .orderBy(asc(sql`${users.name} || ''`), asc(users.email))
      .$dynamic();
    return selectBoundedPage(db, page, users, where, query, USER_LIST_MAX_ROWS, { countedInPassing: true });
  }
  const page = listedUsers(db).where(where).orderBy(asc(users.name), asc(users.email)).$dynamic();
  return selectBoundedPage(db, page, users, where, query, USER_LIST_MAX_ROWS);
}

export function findListedUser(db: Db, id: string): Promise<ListedUser | undefined> {
  return firstRow(listedUsers(db).where(eq(users.id, id)).limit(1));
}

/** Users with the name of their organization (and `extra` columns), still to be filtered. */
function listedUsers<Extra extends Record<string, SQL>>(db: Db, extra?: Extra) {
  return db
    .select({ user: users, organizationName: organizations.name, ...(extra as Extra) })
    .from(users)
    .leftJoin(organizations, eq(users.organizationId, organizations.id));
}
