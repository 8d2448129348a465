import type { Strings } from './types.js';
import strings from '../strings/audit-log.json' with { type: 'json' };
import securityEvents from '../strings/security-events.json' with { type: 'json' };

/** The dashboard's audit log (page 'dashboard'), super administrators only: the changes and the security events. */
export const auditLogStrings: Strings = { ...strings, ...securityEvents };
