import type { Strings } from './types.js';
import strings from '../strings/password-reset.json' with { type: 'json' };

/**
 * "Forgot password" and the page that sets a new one, with the sign-in page's link to them and
 * its message afterwards (page 'signin': /forgot-password and /reset-password load it too).
 */
export const passwordResetStrings: Strings = strings;
