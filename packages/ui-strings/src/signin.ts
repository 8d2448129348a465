import type { Strings } from './types.js';
import strings from '../strings/signin.json' with { type: 'json' };

/** The sign-in page (page 'signin'). */
export const signinStrings: Strings = strings;
