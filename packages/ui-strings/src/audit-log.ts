import type { Strings } from './types.js';
import strings from '../strings/audit-log.json' with { type: 'json' };

/** The dashboard's audit log (page 'dashboard'), super administrators only. */
export const auditLogStrings: Strings = strings;
