import type { AdminUser, PublicUser } from '@jal/contracts';
import type { UserRow } from '../../db/rows.js';
import type { ListedUser } from './repository.js';

/** The name's other forms when any is written, else null. */
function nameVariantsOf(row: UserRow): PublicUser['nameVariants'] {
  const variants = row.nameVariants;
  return variants && Object.values(variants).some((value) => typeof value === 'string' && value.trim()) ? variants : null;
}

/** The only shape in which a user leaves the server: no hash, no internal fields. */
export function presentUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    nameVariants: nameVariantsOf(row),
    email: row.email ?? '',
    mobile: row.mobile,
    mustChangePassword: row.mustChangePassword,
    role: row.role,
    organizationId: row.organizationId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    preferences: {
      language: row.preferredLanguage === 'en' || row.preferredLanguage === 'hi' ? row.preferredLanguage : null,
      fontSize: row.fontSize,
      lowData: row.lowData,
    },
  };
}

/** A user as the dashboard lists them; `canManage` says whether the caller may change them. */
export function presentAdminUser({ user, organizationName }: ListedUser, canManage: boolean): AdminUser {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    nameVariants: nameVariantsOf(user),
    email: user.email ?? '',
    mobile: user.mobile,
    role: user.role,
    organizationId: user.organizationId,
    organizationName,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    canManage,
    mustChangePassword: user.mustChangePassword,
    passwordExpiresAt: user.mustChangePassword ? (user.passwordExpiresAt?.toISOString() ?? null) : null,
  };
}
