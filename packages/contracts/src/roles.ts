/**
 * Roles as stored and as sent by the API. The lowercase `admin` is a second reading of
 * ADMIN found in the specification; every check below treats it as an administrator.
 */
export const ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN', 'ORGANIZATION', 'TRAINER', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles an account can be given when created through the API (the lowercase alias is read-only). */
export const ASSIGNABLE_ROLES = ['USER', 'ADMIN', 'SUPER_ADMIN', 'ORGANIZATION', 'TRAINER'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export function isAdminRole(role: string | null | undefined): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN' || role === 'admin';
}

export function isOrganizationRole(role: string | null | undefined): boolean {
  return role === 'ORGANIZATION';
}

/** An organization's trainer or assessor: belongs to an organization, as its manager does, and reviews its learners' field practicals. */
export function isTrainerRole(role: string | null | undefined): boolean {
  return role === 'TRAINER';
}

/** Roles that belong to an organization and need one: its managers and its trainers. */
export function needsOrganization(role: string | null | undefined): boolean {
  return isOrganizationRole(role) || isTrainerRole(role);
}

/** Who reviews field practicals: administrators (any submission), an organization's managers and trainers (their organization's). */
export function canReviewPracticals(role: string | null | undefined): boolean {
  return isAdminRole(role) || isOrganizationRole(role) || isTrainerRole(role);
}

/** Super administrators alone read the audit log. */
export function isSuperAdminRole(role: string | null | undefined): boolean {
  return role === 'SUPER_ADMIN';
}

export function canOpenDashboard(role: string | null | undefined): boolean {
  return isAdminRole(role) || isOrganizationRole(role) || isTrainerRole(role);
}

/**
 * Where a freshly signed-in user goes when no returnTo was given: admins to courses, managers to
 * users, trainers to the practicals awaiting review, learners to the catalogue.
 */
export function landingPathForRole(role: string | null | undefined): string {
  if (isAdminRole(role)) return '/dashboard/courses';
  if (isOrganizationRole(role)) return '/dashboard/users';
  if (isTrainerRole(role)) return '/dashboard/reviews';
  return '/courses';
}
