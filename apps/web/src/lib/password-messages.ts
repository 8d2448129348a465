/**
 * The API's sentences about a chosen password and about request limits, with the UI string
 * that says the same in every language (see form-errors.ts). The field is "Password" or "New
 * password" depending on the form.
 */
export const PASSWORD_SERVER_MESSAGES: [RegExp, string][] = [
  [/^(?:New p|P)assword is one of the most common passwords/, 'validation.password.common'],
  [/^(?:New p|P)assword must not be only spaces\.$/, 'validation.password.blank'],
  [/^(?:New p|P)assword must be at least (?<min>\d+) characters\.$/, 'validation.tooShort'],
  [/^(?:New p|P)assword must be at most (?<max>\d+) characters\.$/, 'validation.tooLong'],
  [/^Choose a password other than the one you were given\.$/, 'validation.password.sameAsGiven'],
  [/^Too many accounts have been created from this address\./, 'validation.server.signUpTooMany'],
  [/^Too many requests for a new password\./, 'validation.server.resetTooMany'],
  [/^Too many failed sign-in attempts\. Try again in (?<count>\d+) second\(s\)\.$/, 'validation.server.signInWaitSeconds'],
  [/^Too many failed sign-in attempts\. Try again in (?<count>\d+) minute\(s\)\.$/, 'validation.server.signInWaitMinutes'],
];

/** The form's message for a password the schema refuses as only spaces (zod's `custom` issue). */
export const BLANK_PASSWORD_MESSAGES = { 'password:custom': 'validation.password.blank' };
