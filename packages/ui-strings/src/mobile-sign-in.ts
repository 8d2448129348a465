import type { Strings } from './types.js';
import strings from '../strings/mobile-sign-in.json' with { type: 'json' };

const part = (prefix: string): Strings => Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith(prefix)));

/** The sign-in form's choice of an email or a mobile number: page 'signin'. */
export const mobileSignInStrings: Strings = { ...part('auth.signIn.'), ...part('auth.fields.') };

/** The page where a person replaces their one-time password: page 'set-password'. */
export const firstPasswordStrings: Strings = part('auth.firstPassword.');
