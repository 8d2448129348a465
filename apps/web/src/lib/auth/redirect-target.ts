import { landingPathForRole, safeReturnPath } from '@jal/contracts/core';

/**
 * Only paths on this site are followed, so a crafted link cannot send a user elsewhere after
 * sign-in. `returnTo` arrives already decoded (URLSearchParams decodes it once); it is resolved
 * against this page's origin, and anything that would leave it (another host, a backslash or a
 * control character the browser would turn into "//host") is dropped.
 */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  // On the server any origin will do: only a path of this site passes.
  return safeReturnPath(returnTo, typeof window === 'undefined' ? 'http://server.invalid' : window.location.origin);
}

/** returnTo when present, else the landing page of the role: admins to the dashboard's courses, organization managers to its users, learners to the catalogue. */
export function postSignInTarget(returnTo: string | null | undefined, role: string | null | undefined): string {
  return safeReturnTo(returnTo) ?? landingPathForRole(role);
}

export function signInPathWithReturn(pathname: string, search: string): string {
  return `/signin?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
