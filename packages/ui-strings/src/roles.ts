import type { Strings } from './types.js';
import strings from '../strings/roles.json' with { type: 'json' };

/**
 * The one name of each role (`role.<ROLE>`), wherever a role is named: the sign-in page's demo
 * accounts, the users list and its form, the demo-mode page and the audit log.
 */
export const roleStrings: Strings = strings;
