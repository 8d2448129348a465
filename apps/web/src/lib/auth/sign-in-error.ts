import { ApiError } from '@/lib/api-client';
import { translateServerText } from '@/lib/form-errors';
import { i18n } from '@/lib/i18n';

/**
 * The API's sentences for a refused sign-in (a 401 says which), each with the UI string that
 * says it in the page's language: the API always answers in English.
 */
const REFUSALS: Record<string, string> = {
  'Invalid email or password.': 'signIn.error.wrongEmail',
  'Invalid mobile number or password.': 'signIn.error.wrongMobile',
  'This account is disabled. Please contact your administrator.': 'signIn.error.disabled',
  "Your organization's access has been paused. Please contact your administrator.": 'signIn.error.organizationPaused',
  'This one-time password has expired. Ask your organization manager or administrator for a new one.':
    'signIn.error.oneTimePasswordExpired',
};

/**
 * Why a sign-in failed, in the page's language: a refusal by its UI string, no answer at all
 * (status 0) as such, the wait after failed attempts and other known sentences translated, and
 * anything else as "Login failed" on a page not in English.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('auth.toast.loginFailed');
  if (error.status === 0) return i18n.t('signIn.error.noResponse');
  const said = error.serverMessage ?? error.message;
  const refusal = REFUSALS[said];
  return refusal ? i18n.t(refusal) : translateServerText(said, 'auth.toast.loginFailed');
}
