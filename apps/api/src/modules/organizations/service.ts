import { isAdminRole, type organizationBody } from '@jal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { OrganizationRow, UserRow } from '../../db/rows.js';
import { forbidden, notFound } from '../../lib/http-error.js';
import { deleteOrganizationSessions } from '../../sessions/store.js';
import { presentOrganization } from './presenter.js';
import { findOrganization, insertOrganization, listOrganizations, updateOrganization, userCounts } from './repository.js';

type OrganizationBody = z.output<typeof organizationBody>;

async function present(db: Db, row: OrganizationRow) {
  return presentOrganization(row, (await userCounts(db, [row.id])).get(row.id) ?? 0);
}

async function existing(db: Db, id: string) {
  const row = await findOrganization(db, id);
  if (!row) throw notFound('Organization not found.');
  return row;
}

/** An organization the caller may read: administrators any, a manager only its own; 404 when missing. */
export async function readableOrganization(db: Db, actor: UserRow, id: string) {
  if (!isAdminRole(actor.role) && actor.organizationId !== id) throw forbidden('You can only see your own organization.');
  return existing(db, id);
}

export async function listPresentedOrganizations(
  db: Db,
  query: { page: number; limit: number; search?: string; status?: 'active' | 'inactive' },
) {
  const { rows, total } = await listOrganizations(db, query);
  const counts = await userCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => presentOrganization(row, counts.get(row.id) ?? 0)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

export async function getOrganization(db: Db, actor: UserRow, id: string) {
  return present(db, await readableOrganization(db, actor, id));
}

export async function createOrganization(db: Db, body: OrganizationBody) {
  return present(db, await insertOrganization(db, body));
}

export async function editOrganization(db: Db, id: string, body: OrganizationBody) {
  await existing(db, id);
  return present(db, (await updateOrganization(db, id, body))!);
}

/** Activates or deactivates; deactivation signs its users out (and sign-in refuses them). */
export async function toggleOrganization(db: Db, id: string) {
  const current = await existing(db, id);
  const row = (await updateOrganization(db, current.id, { isActive: !current.isActive }))!;
  if (!row.isActive) await deleteOrganizationSessions(db, row.id);
  return present(db, row);
}

// What other modules read of organizations: whether one exists or is active, and their names.
export { isOrganizationActive, organizationExists, organizationNames } from './repository.js';
