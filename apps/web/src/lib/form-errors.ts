import { DEFAULT_LANGUAGE } from '@jal/contracts/core';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { IMPORT_FILE_SERVER_MESSAGES } from './import-file-messages';
import { i18n } from './i18n';
import { PASSWORD_SERVER_MESSAGES } from './password-messages';
import { SECOND_FACTOR_SERVER_MESSAGES } from './second-factor-messages';

/**
 * Messages of the API that a form can show, by their English wording, with the UI string that
 * says the same in every language (named groups fill the string's placeholders).
 */
const KNOWN_SERVER_MESSAGES: [RegExp, string][] = [
  [/^An account with this email already exists\.$/, 'validation.server.emailTaken'],
  [/^An account with this email already exists\. Please sign in instead\.$/, 'validation.server.accountExists'],
  [/^An account with this mobile number already exists\.$/, 'validation.server.mobileTaken'],
  [/^This learner signs in with the mobile number: it cannot be removed\.$/, 'validation.server.mobileOnlyWayIn'],
  [/^The chosen organization does not exist\.$/, 'validation.server.organizationMissing'],
  [/^An organization manager needs an organization\.$/, 'validation.server.managerNeedsOrganization'],
  [/^The language (?<code>\S+) already exists\.$/, 'validation.server.languageExists'],
  [/^The key (?<key>\S+) already exists on page (?<page>\S+)\.$/, 'validation.server.keyExists'],
  [/^This PDF contains script, embedded files or actions that run when it is opened\./, 'inputSafety.pdfActive'],
  [/^This PDF could not be checked for script and embedded files\./, 'inputSafety.pdfUncheckable'],
  [/^This PDF unpacks to more than (?<megabytes>\d+) MB of objects to check\./, 'inputSafety.pdfUnpacksTooLarge'],
  [/^The upload is not a complete multipart\/form-data body/, 'inputSafety.uploadIncomplete'],
  [/^The image is (?<width>\d+) × (?<height>\d+) pixels: an image may have at most 16 megapixels/, 'inputSafety.imageTooManyPixels'],
  [/^Session not found\.$/, 'account.devices.notFound'],
  [/^End your own sessions from your profile\.$/, 'dashboard.admin.users.endOwnSessions'],
  ...PASSWORD_SERVER_MESSAGES,
  ...IMPORT_FILE_SERVER_MESSAGES,
  ...SECOND_FACTOR_SERVER_MESSAGES,
];

const UI_KEY = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/;

/**
 * A message from the server in the page's language: a UI string key is translated, a known
 * sentence is replaced by its UI string. Any other sentence is the API's English: shown as it
 * is on an English page, and replaced by `fallbackKey` on a page in another language.
 */
export function translateServerText(text: string, fallbackKey: string): string {
  return translateKnownServerText(text) ?? (i18n.language === DEFAULT_LANGUAGE ? text : i18n.t(fallbackKey));
}

/** A UI string key or a known sentence of the API in the page's language; null for any other text. */
export function translateKnownServerText(text: string): string | null {
  if (UI_KEY.test(text) && i18n.exists(text)) return i18n.t(text);
  for (const [pattern, key] of KNOWN_SERVER_MESSAGES) {
    const match = pattern.exec(text);
    if (match) return i18n.t(key, { ...match.groups });
  }
  return null;
}

/** A message for a toast or a form from any failure, in the page's language; `fallbackKey` where there is no better one. */
export function failureMessage(error: unknown, fallbackKey = 'validation.server.failed'): string {
  if (error instanceof ApiError) return translateServerText(error.serverMessage ?? error.message, fallbackKey);
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
  return Object.entries(error.fieldErrors)
    .map(([field, text]): [string, string] => [
      options.fieldOf ? options.fieldOf(field) : field,
      translateServerText(text, 'validation.server.invalid'),
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
