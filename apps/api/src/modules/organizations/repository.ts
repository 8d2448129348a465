import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
  const [total] = await db.select({ n: count() }).from(organizations).where(where);
  const rows = await db
    .select()
    .from(organizations)
    .where(where)
    .orderBy(asc(organizations.name))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function organizationExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return !!row;
}

export async function insertOrganization(db: Db, values: OrganizationValues): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values(values).returning();
  if (!row) throw new Error('the organization insert returned no row');
  return row;
}

export async function updateOrganization(db: Db, id: string, values: Partial<OrganizationValues>): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row;
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
