import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow, hasRow, insertedRow, selectPage } from '../../db/queries.js';
import type { NewOrganizationRow, OrganizationRow } from '../../db/rows.js';
import { organizations, users } from '../../db/schema.js';
import { escapeLike } from '../../lib/like.js';

type OrganizationValues = Omit<NewOrganizationRow, 'id' | 'createdAt' | 'updatedAt'>;

/** Users per organization id (organizations with none are absent). */
export async function userCounts(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, number>();
  const rows = await db
    .select({ id: users.organizationId, n: count() })
    .from(users)
    .where(inArray(users.organizationId, ids))
    .groupBy(users.organizationId);
  return new Map(rows.map((row) => [row.id ?? '', row.n]));
}

export async function listOrganizations(db: Db, query: { page: number; limit: number; search?: string; status?: 'active' | 'inactive' }) {
  const conditions: (SQL | undefined)[] = [];
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(organizations.name, like),
        ilike(organizations.district, like),
        ilike(organizations.state, like),
        ilike(organizations.contactPerson, like),
      ),
    );
  }
  if (query.status) conditions.push(eq(organizations.isActive, query.status === 'active'));
  const where = and(...conditions);
  const page = db.select().from(organizations).where(where).orderBy(asc(organizations.name)).$dynamic();
  return selectPage(db, page, organizations, where, query);
}

export function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  return firstRow(db.select().from(organizations).where(eq(organizations.id, id)).limit(1));
}

export function organizationExists(db: Db, id: string): Promise<boolean> {
  return hasRow(db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1));
}

export function insertOrganization(db: Db, values: OrganizationValues): Promise<OrganizationRow> {
  return insertedRow(db.insert(organizations).values(values).returning(), 'the organization insert returned no row');
}

export function updateOrganization(db: Db, id: string, values: Partial<OrganizationValues>): Promise<OrganizationRow | undefined> {
  const changes = { ...values, updatedAt: new Date() };
  return firstRow(db.update(organizations).set(changes).where(eq(organizations.id, id)).returning());
}

/** Organizations' names by id, by name. */
export function organizationNames(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids))
    .orderBy(asc(organizations.name));
}

/** False when the organization was deactivated: its users may not sign in (used by auth). */
export async function isOrganizationActive(db: Db, organizationId: string) {
  const [row] = await db
    .select({ isActive: organizations.isActive })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .limit(1);
  return row?.isActive ?? true;
}
