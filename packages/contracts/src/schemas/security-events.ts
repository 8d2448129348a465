import { z } from 'zod';

/**
 * What the security record keeps, a closed list: each kind is written to the audit log as
 * `security.<kind>` (see SECURITY_ACTION), so the log's filters find them with the changes.
 */
export const SECURITY_EVENT_KINDS = [
  'sign-in-succeeded',
  'sign-in-failed',
  'signed-up',
  'password-changed',
  'password-reset-requested',
  'password-reset-used',
  'one-time-password-used',
  'second-factor-enrolled',
  'second-factor-used',
  'second-factor-failed',
  'second-factor-disabled',
  'access-refused',
  'session-ended',
  'sessions-ended-by-admin',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** Why a sign-in was refused; kept in the entry's details as `reason`. */
export const SIGN_IN_FAILURE_REASONS = [
  'unknown-account',
  'wrong-password',
  'disabled',
  'organization-paused',
  'password-expired',
  'throttled',
] as const;
export type SignInFailureReason = (typeof SIGN_IN_FAILURE_REASONS)[number];

/** The resource part of every security event's action: `?action=security` lists them all. */
export const SECURITY_AREA = 'security';
export const securityAction = (kind: SecurityEventKind) => `${SECURITY_AREA}.${kind}`;

/** One session of the signed-in person: where and when it was opened, when last used. */
export const ownSession = z.object({
  id: z.string(),
  /** The browser or app's User-Agent as sent at sign-in (null when none was sent). */
  userAgent: z.string().nullable(),
  /** The app's own name for the device, sent by the mobile app (`Device-Platform`). */
  platform: z.string().nullable(),
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type OwnSession = z.infer<typeof ownSession>;
export const ownSessionList = z.object({ items: z.array(ownSession) });
export type OwnSessionList = z.infer<typeof ownSessionList>;

/** How many sessions an administrator ended. */
export const endedSessions = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessions>;
