import type { Organization } from '@jal/contracts';
import type { OrganizationRow } from '../../db/rows.js';

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
