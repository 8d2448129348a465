import type { Strings } from './types.js';
import strings from '../strings/signup.json' with { type: 'json' };

/** The sign-up page (page 'signup'). */
export const signupStrings: Strings = strings;
