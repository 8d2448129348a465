import { securityAction, type SecurityEventKind, type SignInFailureReason } from '@jal/contracts';
import { appendAuditEntry } from './audit-log.js';
import type { Db } from './client.js';
import type { UserRow } from './rows.js';

/** A User-Agent is kept up to this length: enough to tell a browser and its system, not a place to store a novel. */
const USER_AGENT_MAX = 400;

/** Where an event came from: the caller's address and browser, and the request's logger for a failed write. */
export type EventOrigin = {
  address: string | null;
  userAgent: string | null;
  log?: { error: (object: object, message: string) => void };
};

/** The parts of a request an origin is read from (a Fastify request has them). */
type RequestLike = {
  ip: string;
  id?: string;
  headers: Record<string, string | string[] | undefined>;
  log: EventOrigin['log'];
};

/** The origin of an event raised while answering `request`. */
export function eventOrigin(request: RequestLike): EventOrigin {
  const agent = request.headers['user-agent'];
  return {
    address: request.ip,
    userAgent: typeof agent === 'string' && agent ? agent.slice(0, USER_AGENT_MAX) : null,
    log: request.log,
  };
}

/** An account as the log keeps it: a snapshot, so that deleting the account keeps the entry whole. */
type Account = Pick<UserRow, 'id' | 'email' | 'role'> & { mobile?: string | null };

export type SecurityEvent = {
  kind: SecurityEventKind;
  /** The account the event is about, when known (who signed in, or failed to; who was refused). */
  account?: Account | null;
  /** For `sign-in-failed`: why. */
  reason?: SignInFailureReason;
  /** Another user the event acted on (the user whose sessions an administrator ended). */
  targetUserId?: string;
  /** Anything else worth keeping, by name: never a password, a token or a code. */
  details?: Record<string, string | number | boolean>;
};

/**
 * Records one security event in the audit log, as `security.<kind>`, with the account, the
 * address and the User-Agent. The only way anything records one. A failed write is logged and
 * never fails what the caller was doing: a sign-in must not break because its record could not
 * be written.
 */
export async function recordSecurityEvent(db: Db, origin: EventOrigin, event: SecurityEvent): Promise<void> {
  const action = securityAction(event.kind);
  const account = event.account ?? null;
  try {
    await appendAuditEntry(db, {
      actorId: account?.id ?? null,
      // An account imported with a mobile number and no email is named by its number.
      actorEmail: account ? (account.email ?? account.mobile ?? null) : null,
      actorRole: account?.role ?? null,
      action,
      targetType: event.targetUserId ? 'user' : null,
      targetId: event.targetUserId ?? null,
      address: origin.address,
      userAgent: origin.userAgent,
      details: { ...(event.reason ? { reason: event.reason } : {}), ...event.details },
    });
  } catch (error) {
    origin.log?.error({ err: error, action }, 'A security event could not be recorded');
  }
}
