import type { Strings } from './types.js';
import strings from '../strings/account.json' with { type: 'json' };

const part = (...prefixes: string[]): Strings =>
  Object.fromEntries(Object.entries(strings).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));

/** The signed-in person's menu and the header's My learning link, on every page: page 'general'. */
export const accountMenuStrings: Strings = part('nav.');

/** The Devanagari name field, on the sign-up form and the profile: pages 'signup' and 'profile'. */
export const accountNameStrings: Strings = part('account.fields.', 'account.errors.');

/** The sign-up form's consent to the privacy notice and the terms: page 'signup'. */
export const signupConsentStrings: Strings = part('auth.signUp.');

/** The profile page's sections: page 'profile'. */
export const profileStrings: Strings = part(
  'account.profile.',
  'account.name.',
  'account.email.',
  'account.mobile.',
  'account.preferences.',
  'account.password.',
  'account.data.',
  'account.delete.',
);

/** What the privacy notice and the terms share (their version, links): pages 'privacy' and 'terms'. */
export const noticeStrings: Strings = part('account.notice.');

/** The privacy notice: page 'privacy'. */
export const privacyStrings: Strings = part('account.privacy.');

/** The terms of use: page 'terms'. */
export const termsStrings: Strings = part('account.terms.');
