import type { ErrorCode } from '@jal/contracts/core';
import { ApiError } from '@/lib/api-client';
import { translateServerError } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';

/**
 * The API's refusals of a sign-in (a 401 says which), by their errorCode, each with the UI string
 * that says it in the page's language: the API's message is always English.
 */
const REFUSALS: Partial<Record<ErrorCode, string>> = {
  WRONG_CREDENTIALS: 'signIn.error.wrongEmail',
  WRONG_MOBILE_CREDENTIALS: 'signIn.error.wrongMobile',
  ACCOUNT_DISABLED: 'signIn.error.disabled',
  ORGANIZATION_PAUSED: 'signIn.error.organizationPaused',
  ONE_TIME_PASSWORD_EXPIRED: 'signIn.error.oneTimePasswordExpired',
};

/**
 * Why a sign-in failed, in the page's language: a refusal by its UI string, no answer at all
 * (status 0) as such, the wait after failed attempts and other known codes translated, and
 * anything else as "Login failed" on a page not in English.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('auth.toast.loginFailed');
  if (error.status === 0) return i18n.t('signIn.error.noResponse');
  const refusal = error.errorCode ? REFUSALS[error.errorCode] : undefined;
  return refusal ? i18n.t(refusal) : translateServerError(error, 'auth.toast.loginFailed');
}
