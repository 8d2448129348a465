import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Organization } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { organizations, sessions, users } from '../../db/schema.js';

export type OrganizationRow = typeof organizations.$inferSelect;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function presentOrganization(row: OrganizationRow, userCount: number): Organization {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    type: row.type,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    state: row.state,
    district: row.district,
    address: row.address,
    isActive: row.isActive,
    userCount,
    createdAt: row.createdAt.toISOString(),
  };
}

async function userCounts(db: Db, ids: string[]) {
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
  const counts = await userCounts(
    db,
    rows.map((row) => row.id),
  );
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => presentOrganization(row, counts.get(row.id) ?? 0)),
    pagination: { page: query.page, limit: query.limit, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)) },
  };
}

export async function findOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function presentOne(db: Db, row: OrganizationRow) {
  return presentOrganization(row, (await userCounts(db, [row.id])).get(row.id) ?? 0);
}

/** Ends every session of the organization's users (on deactivation). */
export async function endOrganizationSessions(db: Db, organizationId: string) {
  const members = db.select({ id: users.id }).from(users).where(eq(users.organizationId, organizationId));
  await db.delete(sessions).where(inArray(sessions.userId, members));
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
