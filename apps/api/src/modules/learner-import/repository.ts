import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { NewUserRow } from '../../db/rows.js';
import { batches, organizations, users } from '../../db/schema.js';
import type { KnownAccount, Lookups } from './check-rows.js';

/** Keeps each query's parameter list well within what PostgreSQL accepts. */
const CHUNK = 1000;

async function inChunks<Value, Row>(values: Value[], query: (chunk: Value[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < values.length; start += CHUNK) rows.push(...(await query(values.slice(start, start + CHUNK))));
  return rows;
}

const accountColumns = { id: users.id, email: users.email, mobile: users.mobile, role: users.role, organizationId: users.organizationId };

/** The accounts, organizations and batches a file's rows name, read in a few queries. */
export async function loadLookups(
  db: Db,
  wanted: { emails: string[]; mobiles: string[]; organizationNames: string[]; organizationIds: string[] },
): Promise<Lookups> {
  const lowerEmail = sql<string>`lower(${users.email})`;
  const byEmail = await inChunks(wanted.emails, (chunk) => db.select(accountColumns).from(users).where(inArray(lowerEmail, chunk)));
  const byMobile = await inChunks(wanted.mobiles, (chunk) => db.select(accountColumns).from(users).where(inArray(users.mobile, chunk)));
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

/** Inserts the new learners; a taken email or mobile number fails the whole transaction. */
export async function insertLearners(db: Db, learners: NewUserRow[]): Promise<void> {
  await inChunks(learners, async (chunk) => {
    await db.insert(users).values(chunk);
    return [];
  });
}
