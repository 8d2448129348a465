import { randomBytes } from 'node:crypto';
import {
  isAdminRole,
  isOrganizationRole,
  isTrainerRole,
  needsOrganization,
  normaliseMobile,
  type createUserBody,
  type updateUserBody,
  type UserListQuery,
} from '@jal/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { KeptUntilChanged } from '../../db/kept-until-changed.js';
import type { UserRow } from '../../db/rows.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error.js';
import { hashPassword } from '../../lib/password.js';
import { assertPasswordAllowed } from '../../lib/password-policy.js';
import { setByOthers } from '../../lib/passwords-set-by-others.js';
import { recordSecurityEvent, type EventOrigin } from '../../db/security-events.js';
import { deleteUserSessions } from '../../sessions/store.js';
import { organizationExists, readableOrganization } from '../organizations/service.js';
import { presentAdminUser } from './presenter.js';
import {
  deleteUser,
  findListedUser,
  findUserByEmail,
  findUserByMobile,
  insertUser,
  listUsers,
  updatePasswordHash,
  updateUser,
  type ListedUser,
} from './repository.js';

type Person = Pick<UserRow, 'id' | 'role' | 'organizationId'>;
type CreateUserBody = z.output<typeof createUserBody>;
type UpdateUserBody = z.output<typeof updateUserBody>;

const EMAIL_TAKEN = 'An account with this email already exists.';
// Sent as a field error too, so the form shows it beside the email.
const emailTaken = () => new HttpError(409, EMAIL_TAKEN, {}, { email: EMAIL_TAKEN }).coded('EMAIL_TAKEN');
const MOBILE_TAKEN = 'An account with this mobile number already exists.';
const mobileTaken = () => new HttpError(409, MOBILE_TAKEN, {}, { mobile: MOBILE_TAKEN }).coded('MOBILE_TAKEN');
const ONLY_WAY_IN = 'This learner signs in with the mobile number: it cannot be removed.';

/** The roles an organization manager gives and manages within its organization: learners and trainers. */
const MANAGED_BY_MANAGERS = (role: string) => role === 'USER' || isTrainerRole(role);

/** Whom the caller may see: administrators everyone; a manager the learners and trainers of its organization. */
export function canSee(actor: Person, target: Person): boolean {
  if (isAdminRole(actor.role)) return true;
  return (
    isOrganizationRole(actor.role) &&
    MANAGED_BY_MANAGERS(target.role) &&
    !!actor.organizationId &&
    target.organizationId === actor.organizationId
  );
}

/** Whom the caller may change: as canSee, except that only a SUPER_ADMIN manages SUPER_ADMINs. */
export function canManage(actor: Person, target: Person): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (isAdminRole(actor.role)) return target.role !== 'SUPER_ADMIN';
  return canSee(actor, target);
}

/** Which roles the caller may give. */
export function canGrant(actor: Person, role: string): boolean {
  if (actor.role === 'SUPER_ADMIN') return true;
  if (isAdminRole(actor.role)) return role !== 'SUPER_ADMIN';
  return isOrganizationRole(actor.role) && MANAGED_BY_MANAGERS(role);
}

/** 400 when the role belongs to an organization (a manager, a trainer) and none is given. */
function assertOrganizationFor(role: string, organizationId: string | null) {
  if (!needsOrganization(role) || organizationId) return;
  if (isTrainerRole(role)) throw badRequest('A trainer needs an organization.').coded('TRAINER_NEEDS_ORGANIZATION');
  throw badRequest('An organization manager needs an organization.').coded('MANAGER_NEEDS_ORGANIZATION');
}

/** A readable temporary password (no look-alike characters), shown to the admin once. */
function temporaryPassword() {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

const present = (actor: UserRow, listed: ListedUser) =>
  presentAdminUser(listed, canManage(actor, listed.user) && actor.id !== listed.user.id);

async function assertOrganization(db: Db, organizationId: string | null | undefined) {
  if (organizationId && !(await organizationExists(db, organizationId)))
    throw badRequest('The chosen organization does not exist.').coded('ORGANIZATION_MISSING');
}

/** The target, or 404 when it does not exist or the caller may not even see it. */
async function target(db: Db, actor: UserRow, id: string, manage: boolean) {
  const row = await findListedUser(db, id);
  if (!row || !canSee(actor, row.user)) throw notFound('User not found.');
  if (manage && !canManage(actor, row.user)) throw forbidden('You cannot change this account.');
  return row;
}

/**
 * Pages of the user list, kept until a user or an organization's name changes: a search through a
 * state's learners for a common name is read and sorted once, not for every administrator paging.
 */
const keptPages = new KeptUntilChanged<Awaited<ReturnType<typeof listUsers>>>('user-list', 500);

/** The caller's view of the users: a manager only ever sees the learners of its organization. */
export async function listVisibleUsers(db: Db, actor: UserRow, query: UserListQuery & { page: number; limit: number }) {
  const scope = isAdminRole(actor.role) ? 'everyone' : { learnersOf: actor.organizationId };
  const { rows, total, capped } = await keptPages.get(db, { scope, query }, () => listUsers(db, scope, query));
  return {
    items: rows.map((row) => present(actor, row)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
      ...(capped ? { totalIsAtLeast: true } : {}),
    },
  };
}

/** An organization's users, as the caller may see them: 404 for a missing organization, 403 for another's. */
export async function listOrganizationUsers(db: Db, actor: UserRow, id: string, query: UserListQuery & { page: number; limit: number }) {
  await readableOrganization(db, actor, id);
  return listVisibleUsers(db, actor, { ...query, organizationId: id });
}

export async function getUser(db: Db, actor: UserRow, id: string) {
  return present(actor, await target(db, actor, id, false));
}

/**
 * Creates a user; a manager creates learners and trainers of its own organization only (any other
 * role it names becomes a learner, as before trainers existed).
 */
export async function createUser(db: Db, actor: UserRow, body: CreateUserBody) {
  const manager = !isAdminRole(actor.role);
  const role = manager ? (isTrainerRole(body.role) ? 'TRAINER' : 'USER') : body.role;
  const organizationId = manager ? actor.organizationId : (body.organizationId ?? null);
  if (!canGrant(actor, role)) throw forbidden('You cannot give this role.');
  assertOrganizationFor(role, organizationId);
  assertPasswordAllowed(body.password);
  await assertOrganization(db, organizationId);
  const mobile = normaliseMobile(body.mobile ?? '');
  if (mobile && (await findUserByMobile(db, mobile))) throw mobileTaken();
  const created = await insertUser(db, {
    name: body.name,
    email: body.email,
    mobile,
    passwordHash: await hashPassword(body.password),
    role,
    organizationId,
    // The creator knows the password: the new holder replaces it at first sign-in.
    ...setByOthers(),
  });
  // Refused by a unique index: the email is taken, or else the number was taken meanwhile.
  if (!created) throw (await findUserByEmail(db, body.email)) ? emailTaken() : mobileTaken();
  return present(actor, (await findListedUser(db, created.id))!);
}

export async function editUser(db: Db, actor: UserRow, id: string, body: UpdateUserBody) {
  const { user } = await target(db, actor, id, true);
  const manager = !isAdminRole(actor.role);
  if (body.role && body.role !== user.role) {
    if (user.id === actor.id) throw forbidden('You cannot change your own role.');
    if (!canGrant(actor, body.role)) throw forbidden('You cannot give this role.');
  }
  if (manager && body.organizationId !== undefined && body.organizationId !== user.organizationId) {
    throw forbidden('You cannot move a learner to another organization.');
  }
  const role = body.role ?? user.role;
  const organizationId = body.organizationId === undefined ? user.organizationId : body.organizationId;
  assertOrganizationFor(role, organizationId);
  await assertOrganization(db, organizationId);
  if (body.email && body.email.toLowerCase() !== user.email) {
    const other = await findUserByEmail(db, body.email);
    if (other && other.id !== user.id) throw emailTaken();
  }
  const mobile = body.mobile === undefined ? user.mobile : normaliseMobile(body.mobile ?? '');
  if (mobile && mobile !== user.mobile) {
    const other = await findUserByMobile(db, mobile);
    if (other && other.id !== user.id) throw mobileTaken();
  }
  const email = body.email?.toLowerCase() ?? user.email;
  // Every account keeps a way to sign in: an email or a mobile number.
  if (!email && !mobile) throw new HttpError(400, ONLY_WAY_IN, {}, { mobile: ONLY_WAY_IN }).coded('MOBILE_ONLY_WAY_IN');
  await updateUser(db, user.id, { name: body.name ?? user.name, email, mobile, role, organizationId });
  return present(actor, (await findListedUser(db, user.id))!);
}

/** Disables or enables a user; disabling ends their sessions. */
export async function setUserStatus(db: Db, actor: UserRow, id: string, status: UserRow['status']) {
  const { user } = await target(db, actor, id, true);
  if (user.id === actor.id) throw forbidden('You cannot disable your own account.');
  await updateUser(db, user.id, { status });
  if (status === 'disabled') await deleteUserSessions(db, user.id);
  return present(actor, (await findListedUser(db, user.id))!);
}

/**
 * Sets a temporary password (generated when none is given) and ends the user's sessions. The
 * holder must replace it at first sign-in and it expires unused after 14 days; for an imported
 * learner this is how a manager issues a new one-time password.
 */
export async function resetUserPassword(db: Db, actor: UserRow, id: string, password: string | undefined) {
  const { user } = await target(db, actor, id, true);
  if (user.id === actor.id) throw forbidden('Change your own password from your account page.');
  if (password !== undefined) assertPasswordAllowed(password);
  const chosen = password ?? temporaryPassword();
  await updatePasswordHash(db, user.id, await hashPassword(chosen), 'others');
  await deleteUserSessions(db, user.id);
  return chosen;
}

/**
 * Ends every session of a user, wherever they are signed in (a lost phone, a shared computer);
 * recorded as a security event. A manager may do it to its own organization's learners only.
 */
export async function endUserSessions(db: Db, actor: UserRow, id: string, origin: EventOrigin) {
  const { user } = await target(db, actor, id, true);
  if (user.id === actor.id) throw forbidden('End your own sessions from your profile.').coded('END_OWN_SESSIONS_FROM_PROFILE');
  const ended = await deleteUserSessions(db, user.id);
  await recordSecurityEvent(db, origin, { kind: 'sessions-ended-by-admin', account: actor, targetUserId: user.id, details: { ended } });
  return { ended };
}

/** Deletes a user; their sessions end with them. */
export async function removeUser(db: Db, actor: UserRow, id: string) {
  const { user } = await target(db, actor, id, true);
  if (user.id === actor.id) throw forbidden('You cannot delete your own account.');
  await deleteUser(db, user.id);
}

// What other modules read and write of the users table: sign-in and sign-up, password resets, the
// account's own profile and erasure, demo accounts, batches' members and the learner import.
export {
  activeDemoEmails,
  countActiveDemoAccounts,
  countOwnSuperAdmins,
  deleteUser,
  disableDemoAccounts,
  findInvitee,
  findListedUser,
  findUserByEmail,
  findUserById,
  findUserByMobile,
  insertLearners,
  insertUser,
  listDemoAccounts,
  lockSuperAdmins,
  lockUser,
  markDemoAccounts,
  peopleByIds,
  setOneTimePassword,
  unmarkDemoAccount,
  updatePasswordHash,
  updateProfile,
  updateUser,
  usersOfOrganization,
  type ImportedLearner,
  type ProfileChanges,
} from './repository.js';
