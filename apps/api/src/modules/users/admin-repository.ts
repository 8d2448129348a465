import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminUser, UserListQuery } from '@jal/contracts';
import { isAdminRole } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { canManage } from './access.js';
import type { UserRow } from './presenter.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type Listed = { user: UserRow; organizationName: string | null };

export function presentAdminUser(actor: UserRow, { user, organizationName }: Listed): AdminUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    organizationId: user.organizationId,
    organizationName,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    canManage: canManage(actor, user) && actor.id !== user.id,
  };
}

/** The caller's view of the users: a manager only ever sees the learners of its organization. */
export async function listUsers(db: Db, actor: UserRow, query: UserListQuery & { page: number; limit: number }) {
  const conditions: (SQL | undefined)[] = [];
  if (!isAdminRole(actor.role)) {
    conditions.push(eq(users.role, 'USER'), eq(users.organizationId, actor.organizationId ?? '00000000-0000-0000-0000-000000000000'));
  }
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(or(ilike(users.name, like), ilike(users.email, like)));
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.organizationId) conditions.push(eq(users.organizationId, query.organizationId));
  if (query.status) conditions.push(eq(users.status, query.status));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(users.organizationId, organizations.id))
    .where(where)
    .orderBy(asc(users.name), asc(users.email))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const totalCount = total?.n ?? 0;
  return {
    items: rows.map((row) => presentAdminUser(actor, row)),
    pagination: { page: query.page, limit: query.limit, total: totalCount, totalPages: Math.max(1, Math.ceil(totalCount / query.limit)) },
  };
}

export async function findListedUser(db: Db, id: string): Promise<Listed | undefined> {
  const [row] = await db
    .select({ user: users, organizationName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(users.organizationId, organizations.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}
