import { DEFAULT_LANGUAGE, type ErrorCode, type ErrorParams } from '@jal/contracts/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { IMPORT_FILE_ERROR_CODES } from './import-file-messages';
import { i18n } from './i18n';
import { PASSWORD_ERROR_CODES } from './password-messages';
import { PRACTICAL_REVIEW_ERROR_CODES } from './practical-review-messages';
import { SECOND_FACTOR_ERROR_CODES } from './second-factor-messages';

/** UI string keys by the API's errorCode: a key, or the key for the error's params. */
export type KnownErrors<Code extends string> = Partial<Record<Code, string | ((params: ErrorParams) => string)>>;

/**
 * The failures of the API that a form can show, by their errorCode, with the UI string that
 * says the same in every language (the error's errorParams fill the string's placeholders).
 */
const KNOWN_ERROR_CODES: KnownErrors<ErrorCode> = {
  EMAIL_TAKEN: 'validation.server.emailTaken',
  ACCOUNT_EXISTS: 'validation.server.accountExists',
  MOBILE_TAKEN: 'validation.server.mobileTaken',
  MOBILE_ONLY_WAY_IN: 'validation.server.mobileOnlyWayIn',
  ORGANIZATION_MISSING: 'validation.server.organizationMissing',
  MANAGER_NEEDS_ORGANIZATION: 'validation.server.managerNeedsOrganization',
  LANGUAGE_EXISTS: 'validation.server.languageExists',
  TRANSLATION_KEY_EXISTS: 'validation.server.keyExists',
  PDF_ACTIVE_CONTENT: 'inputSafety.pdfActive',
  PDF_UNCHECKABLE: 'inputSafety.pdfUncheckable',
  PDF_UNPACKS_TOO_LARGE: 'inputSafety.pdfUnpacksTooLarge',
  IMAGE_TOO_MANY_PIXELS: 'inputSafety.imageTooManyPixels',
  FILE_CONTENT_MISMATCH: 'inputSafety.contentMismatch',
  UPLOAD_INCOMPLETE: 'inputSafety.uploadIncomplete',
  SESSION_NOT_FOUND: 'account.devices.notFound',
  END_OWN_SESSIONS_FROM_PROFILE: 'dashboard.admin.users.endOwnSessions',
  JOB_NOT_PARKED: 'jobs.notParked',
  ...PASSWORD_ERROR_CODES,
  ...IMPORT_FILE_ERROR_CODES,
  ...SECOND_FACTOR_ERROR_CODES,
  ...PRACTICAL_REVIEW_ERROR_CODES,
};

const UI_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/**
 * A text from the server in the page's language: a UI string key is translated. Any other
 * sentence is the API's English: shown as it is on an English page, and replaced by
 * `fallbackKey` on a page in another language.
 */
export function translateServerText(text: string, fallbackKey: string): string {
  if (UI_KEY.test(text) && i18n.exists(text)) return i18n.t(text);
  return i18n.language === DEFAULT_LANGUAGE ? text : i18n.t(fallbackKey);
}

/** A failure the API named by a known errorCode, in the page's language; null for any other. */
export function translateKnownError(error: ApiError): string | null {
  const known = error.errorCode ? KNOWN_ERROR_CODES[error.errorCode] : undefined;
  if (!known) return null;
  return i18n.t(typeof known === 'function' ? known(error.errorParams) : known, { ...error.errorParams });
}

/** A failure of the API in the page's language: by its errorCode when known, else its message (see translateServerText). */
export function translateServerError(error: ApiError, fallbackKey: string): string {
  return translateKnownError(error) ?? translateServerText(error.serverMessage ?? error.message, fallbackKey);
}

/** A message for a toast or a form from any failure, in the page's language; `fallbackKey` where there is no better one. */
export function failureMessage(error: unknown, fallbackKey = 'validation.server.failed'): string {
  if (error instanceof ApiError) return translateServerError(error, fallbackKey);
  return error instanceof Error ? translateServerText(error.message, fallbackKey) : i18n.t(fallbackKey);
}

type ServerErrorOptions = {
  /** The form's name for a field of the request body, where the two differ. */
  fieldOf?: (field: string) => string;
  /** The fields the form shows; a message about any other field is left to the form-wide message. */
  fields?: readonly string[];
};

/** The server's field messages (a 400 names each field), under the form's field names. */
export function serverFieldErrors(error: unknown, options: ServerErrorOptions = {}): [string, string][] {
  if (!(error instanceof ApiError)) return [];
  // A refusal the API named (a taken email, a refused password) says the same of each of its fields.
  const known = translateKnownError(error);
  return Object.entries(error.fieldErrors)
    .map(([field, text]): [string, string] => [
      options.fieldOf ? options.fieldOf(field) : field,
      known ?? translateServerText(text, 'validation.server.invalid'),
    ])
    .filter(([field]) => !options.fields || options.fields.includes(field));
}

/**
 * Puts a failed request's field messages beside their fields, the first of them focused.
 * Returns whether there were any, so that the form can say something else when there were not.
 */
export function setServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  options: ServerErrorOptions = {},
): boolean {
  const errors = serverFieldErrors(error, options);
  errors.forEach(([field, message], index) => setError(field as Path<Values>, { type: 'server', message }, { shouldFocus: index === 0 }));
  return errors.length > 0;
}

/** The one way a form shows a failed request: messages beside their fields, else one for the whole form. */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  options: ServerErrorOptions = {},
) {
  if (!setServerFieldErrors(error, setError, options)) setError('root.server', { type: 'server', message: failureMessage(error) });
}
