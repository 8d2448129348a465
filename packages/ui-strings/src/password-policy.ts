import type { Strings } from './types.js';
import strings from '../strings/password-policy.json' with { type: 'json' };

/**
 * What a form says about a password the rules refuse, and the limits on creating accounts and
 * asking for reset links. Loaded everywhere: sign-up, the reset page and the dashboard's user
 * form all choose passwords.
 */
export const passwordPolicyStrings: Strings = strings;
