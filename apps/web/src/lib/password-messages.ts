import type { ErrorCode } from '@jal/contracts/core';
import type { KnownErrors } from './form-errors';

/**
 * The API's refusals of a chosen password and of too many requests, by their errorCode, with the
 * UI string that says the same in every language (see form-errors.ts; errorParams fill it).
 */
export const PASSWORD_ERROR_CODES = {
  PASSWORD_COMMON: 'validation.password.common',
  PASSWORD_BLANK: 'validation.password.blank',
  PASSWORD_TOO_SHORT: 'validation.tooShort',
  PASSWORD_TOO_LONG: 'validation.tooLong',
  PASSWORD_SAME_AS_GIVEN: 'validation.password.sameAsGiven',
  SIGN_UP_LIMITED: 'validation.server.signUpTooMany',
  RESET_LIMITED: 'validation.server.resetTooMany',
  SIGN_IN_THROTTLED: (params) =>
    params.unit === 'minutes' ? 'validation.server.signInWaitMinutes' : 'validation.server.signInWaitSeconds',
} satisfies KnownErrors<ErrorCode>;

/** The form's message for a password the schema refuses as only spaces (zod's `custom` issue). */
export const BLANK_PASSWORD_MESSAGES = { 'password:custom': 'validation.password.blank' };
