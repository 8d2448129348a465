import type { ErrorCode } from '@jal/contracts/core';
import type { KnownErrors } from './form-errors';

/** The API's refusals in two-step sign-in, by their errorCode, with the UI string that says the same in every language (see form-errors.ts). */
export const SECOND_FACTOR_ERROR_CODES = {
  SECOND_FACTOR_WRONG_CODE: 'secondFactor.error.wrongCode',
  SECOND_FACTOR_WRONG_RECOVERY_CODE: 'secondFactor.error.wrongRecoveryCode',
  SIGN_IN_EXPIRED: 'secondFactor.error.expired',
  WRONG_PASSWORD: 'secondFactor.error.wrongPassword',
} satisfies KnownErrors<ErrorCode>;
