import { landingPathForRole } from '@jal/contracts/core';

/**
 * Only same-site paths are followed, so a crafted link cannot send a user elsewhere after sign-in.
 * `returnTo` arrives already decoded (URLSearchParams decodes it once); it is used as it is.
 */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  if (!returnTo) return null;
  if (!returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.startsWith('/\\')) return null;
  return returnTo;
}

/** returnTo when present, else the landing page of the role: admins to the dashboard's courses, organization managers to its users, learners to the catalogue. */
export function postSignInTarget(returnTo: string | null | undefined, role: string | null | undefined): string {
  return safeReturnTo(returnTo) ?? landingPathForRole(role);
}

export function signInPathWithReturn(pathname: string, search: string): string {
  return `/signin?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
