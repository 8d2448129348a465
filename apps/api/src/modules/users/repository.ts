import { and, asc, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
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
    // A manager's people: the organization's learners and trainers.
    conditions.push(
      inArray(users.role, ['USER', 'TRAINER']),
      eq(users.organizationId, scope.learnersOf ?? '00000000-0000-0000-0000-000000000000'),
    );
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

/** People by id with their names and emails, by name (a batch's members). */
export function peopleByIds(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.name));
}

/** Which of `ids` belong to the organization (with the role, when given). */
export async function usersOfOrganization(db: Db, organizationId: string, ids: string[], role?: UserRow['role']): Promise<string[]> {
  if (!ids.length) return [];
  const conditions = [inArray(users.id, ids), eq(users.organizationId, organizationId)];
  if (role) conditions.push(eq(users.role, role));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  return rows.map((row) => row.id);
}

/** What a person may change of their own account. */
export type ProfileChanges = Partial<Pick<UserRow, 'name' | 'nameVariants' | 'preferredLanguage' | 'fontSize' | 'lowData'>>;

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/**
 * Locks the user's row until the transaction ends: two requests about one account (two reset
 * links asked for at once) take turns.
 */
export async function lockUser(db: Db, id: string) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Locks every super administrator's row until the transaction ends (see the account erasure). */
export async function lockSuperAdmins(db: Db) {
  await db.select({ id: users.id }).from(users).where(eq(users.role, 'SUPER_ADMIN')).for('update');
}

/** Active super admins that are not demo accounts. */
export async function countOwnSuperAdmins(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'SUPER_ADMIN'), eq(users.status, 'active'), eq(users.isDemo, false)));
  return row?.n ?? 0;
}

export async function listDemoAccounts(db: Db) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.isDemo, true))
    .orderBy(asc(users.email));
}

/** Which of these emails belong to demo accounts that can still sign in. */
export async function activeDemoEmails(db: Db, emails: readonly string[]) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isDemo, true), eq(users.status, 'active'), inArray(users.email, [...emails])));
  return new Set(rows.map((row) => row.email));
}

export async function countActiveDemoAccounts(db: Db) {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isDemo, true), eq(users.status, 'active')));
  return row?.n ?? 0;
}

export async function markDemoAccounts(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.update(users).set({ isDemo: true }).where(inArray(users.id, ids));
}

/** An account someone has taken over with a password of their own is no longer a demo account. */
export async function unmarkDemoAccount(db: Db, id: string) {
  await db.update(users).set({ isDemo: false }).where(eq(users.id, id));
}

/**
 * Stored instead of a password hash once demo mode ends: no password matches it, so an
 * account re-enabled later still needs a new password before anyone can sign in with it.
 */
const NO_PASSWORD = '!demo-mode-ended';

/** Every demo account disabled and left without a usable password; their ids. */
export async function disableDemoAccounts(db: Db): Promise<string[]> {
  const rows = await db
    .update(users)
    .set({ status: 'disabled', passwordHash: NO_PASSWORD, updatedAt: new Date() })
    .where(eq(users.isDemo, true))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/** Learners inserted per statement by the import. */
const CHUNK = 1000;

/** A new learner as the import makes them: a one-time password to replace, in an organization. */
export type ImportedLearner = {
  id: string;
  name: string;
  hindiName: string | null;
  email: string | null;
  mobile: string | null;
  passwordHash: string;
  organizationId: string | null;
};

/**
 * Inserts the new learners, a column of values per parameter (thousands of rows bind in
 * milliseconds this way); a taken email or mobile number fails the whole transaction.
 */
export async function insertLearners(db: Db, learners: ImportedLearner[], now = new Date()): Promise<void> {
  const { passwordExpiresAt } = setByOthers(now);
  for (let start = 0; start < learners.length; start += CHUNK) {
    const chunk = learners.slice(start, start + CHUNK);
    const column = (pick: (learner: ImportedLearner) => string | null) => sql.param(chunk.map(pick));
    await db.execute(sql`
      insert into ${users} (id, name, name_variants, email, mobile, password_hash, organization_id, role, must_change_password, password_expires_at)
      select id, name, case when hindi is null then null else jsonb_build_object('hindi', hindi) end, email, mobile, hash, organization, 'USER', true,
        ${passwordExpiresAt.toISOString()}::timestamptz
      from unnest(
        ${column((learner) => learner.id)}::uuid[],
        ${column((learner) => learner.name)}::text[],
        ${column((learner) => learner.hindiName)}::text[],
        ${column((learner) => learner.email)}::text[],
        ${column((learner) => learner.mobile)}::text[],
        ${column((learner) => learner.passwordHash)}::text[],
        ${column((learner) => learner.organizationId)}::uuid[]
      ) as learner(id, name, hindi, email, mobile, hash, organization)`);
  }
}

/** An imported learner waiting for their invitation: null once they chose their own password, or are gone or disabled. */
export async function findInvitee(db: Db, userId: string): Promise<{ id: string; name: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.mustChangePassword, true), eq(users.status, 'active')));
  return row?.email ? { id: row.id, name: row.name, email: row.email } : null;
}

/** Gives a learner who has not chosen their own password yet a new one-time password (its hash), for 14 days from `now`. */
export async function setOneTimePassword(db: Db, userId: string, passwordHash: string, now = new Date()): Promise<boolean> {
  const { passwordExpiresAt } = setByOthers(now);
  const rows = await db
    .update(users)
    .set({ passwordHash, passwordExpiresAt })
    .where(and(eq(users.id, userId), eq(users.mustChangePassword, true)))
    .returning({ id: users.id });
  return rows.length > 0;
}
