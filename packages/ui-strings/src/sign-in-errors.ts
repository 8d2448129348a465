import type { Strings } from './types.js';
import strings from '../strings/sign-in-errors.json' with { type: 'json' };

/** Why a sign-in failed, in the page's language (page 'signin'). */
export const signInErrorStrings: Strings = strings;
