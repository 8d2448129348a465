import { landingPathForRole } from '@jal/contracts/core';

/**
 * Only same-site paths are followed, so a crafted link cannot send a user elsewhere after sign-in.
 */
export function safeReturnTo(returnTo: string | null | undefined): string | null {
  if (!returnTo) return null;
  let decoded = returnTo;
  try {
    decoded = decodeURIComponent(returnTo);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('//') || decoded.startsWith('/\\')) return null;
  return decoded;
}

/** returnTo when present, else the landing page of the role (spec §2 Auth pages, §4 Sign in). */
export function postSignInTarget(returnTo: string | null | undefined, role: string | null | undefined): string {
  return safeReturnTo(returnTo) ?? landingPathForRole(role);
}

export function signInPathWithReturn(pathname: string, search: string): string {
  return `/signin?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}
