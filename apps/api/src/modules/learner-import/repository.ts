import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { batches, organizations, users } from '../../db/schema.js';
import type { KnownAccount, Lookups } from './check-rows.js';

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
