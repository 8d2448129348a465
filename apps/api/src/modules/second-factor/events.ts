import type { UserRow } from '../../db/rows.js';

/** Where a second-factor event happened: the account, the address and the user agent (never a code or a secret). */
export type SecondFactorEventContext = { user: Pick<UserRow, 'id' | 'email' | 'role'>; address: string; userAgent?: string };

// The three points below are where the security-event record is to be written (kinds
// 'second-factor-enrolled', 'second-factor-used' and 'second-factor-failed'); until that record
// exists they do nothing. Each is called once per event, after the fact it reports.

/** An enrolment took effect (from the account page, or from a sign-in's enrolment step). */
export async function onSecondFactorEnrolled(_context: SecondFactorEventContext): Promise<void> {}

/** A code or a recovery code completed a sign-in; `method` says which. */
export async function onSecondFactorUsed(_context: SecondFactorEventContext, _method: 'code' | 'recovery-code'): Promise<void> {}

/** A code or recovery code was refused (wrong, or replayed), at sign-in or when turning it off. */
export async function onSecondFactorFailed(_context: SecondFactorEventContext, _method: 'code' | 'recovery-code'): Promise<void> {}
