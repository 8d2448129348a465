import type { PublicUser } from '@jal/contracts';
import type { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;

/** The only shape in which a user leaves the server: no hash, no internal fields. */
export function presentUser(row: UserRow): PublicUser {
  const variants = row.nameVariants;
  const hasVariants = !!variants && Object.values(variants).some((value) => typeof value === 'string' && value.trim());
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameVariants: hasVariants ? variants : null,
    email: row.email,
    role: row.role,
    organizationId: row.organizationId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
