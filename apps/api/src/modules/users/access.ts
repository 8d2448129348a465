import { isAdminRole, isOrganizationRole } from '@jal/contracts';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../lib/http-error.js';
import { requireUser } from '../../plugins/auth.js';
import type { UserRow } from './presenter.js';

type Actor = Pick<UserRow, 'id' | 'role' | 'organizationId'>;
type Target = Pick<UserRow, 'id' | 'role' | 'organizationId'>;

/** An administrator or an organization manager: the people who open the users page. */
export function requireUserManager(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!isAdminRole(user.role) && !(isOrganizationRole(user.role) && user.organizationId)) {
    throw forbidden('Access denied. This needs an administrator or organization manager account.');
  }
  return user;
}

/** Whom the caller may see: administrators everyone; a manager the learners of its organization. */
export function canSee(actor: Actor, target: Target): boolean {
  if (isAdminRole(actor.role)) return true;
  return (
    isOrganizationRole(actor.role) && target.role === 'USER' && !!actor.organizationId && target.organizationId === actor.organizationId
  );
}

/** Whom the caller may change: as canSee, except that only a SUPER_ADMIN manages SUPER_ADMINs. */
export function canManage(actor: Actor, target: Target): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (isAdminRole(actor.role)) return target.role !== 'SUPER_ADMIN';
  return canSee(actor, target);
}

/** Which roles the caller may give. */
export function canGrant(actor: Actor, role: string): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (isAdminRole(actor.role)) return role !== 'SUPER_ADMIN';
  return role === 'USER';
}
