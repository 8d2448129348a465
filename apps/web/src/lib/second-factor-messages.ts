/** The API's sentences about two-step sign-in, with the UI string that says the same in every language (see form-errors.ts). */
export const SECOND_FACTOR_SERVER_MESSAGES: [RegExp, string][] = [
  [/^The code is not correct\. Check the time on your phone/, 'secondFactor.error.wrongCode'],
  [/^This recovery code is not correct, or it was already used\.$/, 'secondFactor.error.wrongRecoveryCode'],
  [/^This sign-in has expired\. Please sign in again with your password\.$/, 'secondFactor.error.expired'],
  [/^Enter the 6-digit code from your authenticator app\.$/, 'secondFactor.error.codeFormat'],
  [/^Enter a recovery code as it was shown/, 'secondFactor.error.recoveryFormat'],
  [/^The password is not correct\.$/, 'secondFactor.error.wrongPassword'],
];
