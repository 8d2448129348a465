import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, organizations, users } from '../../db/schema.js';
import { setByOthers } from '../../lib/passwords-set-by-others.js';
import type { KnownAccount, Lookups } from './check-rows.js';

/** Learners inserted per statement. */
const CHUNK = 1000;

/** A list as one text[] parameter. */
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

const accountColumns = { id: users.id, email: users.email, mobile: users.mobile, role: users.role, organizationId: users.organizationId };

/** The accounts, organizations and batches a file's rows name, read in a few queries. */
export async function loadLookups(
  db: Db,
  wanted: { emails: string[]; mobiles: string[]; organizationNames: string[]; organizationIds: string[] },
): Promise<Lookups> {
  const lowerEmail = sql<string>`lower(${users.email})`;
  // One array parameter per query: thousands of separate parameters are slow to bind.
  const byEmail = wanted.emails.length
    ? await db
        .select(accountColumns)
        .from(users)
        .where(sql`${lowerEmail} = any(${textArray(wanted.emails)})`)
    : [];
  const byMobile = wanted.mobiles.length
    ? await db
        .select(accountColumns)
        .from(users)
        .where(sql`${users.mobile} = any(${textArray(wanted.mobiles)})`)
    : [];
  const lowerName = sql<string>`lower(${organizations.name})`;
  const named = wanted.organizationNames.length
    ? await db.select({ id: organizations.id, name: lowerName }).from(organizations).where(inArray(lowerName, wanted.organizationNames))
    : [];
  const organizationIds = [...new Set([...wanted.organizationIds, ...named.map((row) => row.id)])];
  const batchRows = organizationIds.length
    ? await db
        .select({ id: batches.id, organizationId: batches.organizationId, name: sql<string>`lower(${batches.name})` })
        .from(batches)
        .where(inArray(batches.organizationId, organizationIds))
    : [];
  return {
    accountsByEmail: new Map(byEmail.map((row: KnownAccount) => [row.email!.toLowerCase(), row])),
    accountsByMobile: new Map(byMobile.map((row: KnownAccount) => [row.mobile!, row])),
    organizationsByName: new Map(named.map((row) => [row.name, row.id])),
    batchesByName: new Map(batchRows.map((row) => [`${row.organizationId}|${row.name}`, row.id])),
  };
}

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
