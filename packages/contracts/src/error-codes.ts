/**
 * Every `errorCode` an API failure carries beside its `message`, with what it means. The message
 * is English for a person; the code is stable, for the web and mobile apps to act on and to say
 * in the reader's language (with `errorParams`, the values the message was made with). A code is
 * never renamed nor removed within a major version; new ones may be added. The API document lists
 * them on `ErrorEnvelope.errorCode`.
 */
export const ERROR_CODES = {
  // Any route
  VALIDATION_FAILED: 'The request did not match its schema; `errors` says what is wrong with each field.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BAD_REQUEST: 'The request cannot be done as sent; the message says why.',
  UNAUTHENTICATED: 'No session, or one that has ended: sign in.',
  FORBIDDEN: 'The caller may not do this.',
  NOT_FOUND: 'No such record, or one the caller may not see.',
  CONFLICT: 'The request clashes with the current state; the message says how.',
  PAYLOAD_TOO_LARGE: 'The request or the file is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'The body or the file is not of a kind this route takes.',
  RANGE_NOT_SATISFIABLE: 'The requested byte range is outside the file.',
  RATE_LIMITED: 'Too many requests: wait the seconds of `Retry-After`.',
  INTERNAL_ERROR: 'Something went wrong on the server.',
  UNAVAILABLE: 'The server is not ready (starting, stopping, or its database is unreachable).',
  // Signing in and out
  WRONG_CREDENTIALS: 'The email or the password is wrong.',
  WRONG_MOBILE_CREDENTIALS: 'The mobile number or the password is wrong.',
  ACCOUNT_DISABLED: 'The account is disabled.',
  ORGANIZATION_PAUSED: "The account's organization is deactivated.",
  ONE_TIME_PASSWORD_EXPIRED: 'The password someone else set has expired: ask for a new one.',
  SIGN_IN_THROTTLED: 'Too many failed sign-in attempts: wait (`errorParams.count` seconds or minutes, `errorParams.unit`).',
  SESSION_EXPIRED: 'The session has ended: sign in again.',
  PASSWORD_CHANGE_REQUIRED: 'The password was set by someone else: choose one of your own first.',
  SIGN_IN_EXPIRED: 'The second step came too late or was already used: sign in again with the password.',
  SECOND_FACTOR_WRONG_CODE: 'The code from the authenticator app is not correct.',
  SECOND_FACTOR_WRONG_RECOVERY_CODE: 'The recovery code is not correct, or was already used.',
  // Accounts and passwords
  ACCOUNT_EXISTS: 'An account with this email exists already: sign in instead.',
  SIGN_UP_LIMITED: 'Too many accounts were created from this address.',
  EMAIL_TAKEN: 'Another account has this email.',
  MOBILE_TAKEN: 'Another account has this mobile number.',
  MOBILE_ONLY_WAY_IN: 'The mobile number is how this learner signs in: it cannot be removed.',
  ORGANIZATION_MISSING: 'The chosen organization does not exist.',
  MANAGER_NEEDS_ORGANIZATION: 'An organization manager needs an organization.',
  TRAINER_NEEDS_ORGANIZATION: 'A trainer needs an organization.',
  PASSWORD_TOO_SHORT: 'The new password is too short (`errorParams.min` characters at least).',
  PASSWORD_TOO_LONG: 'The new password is too long (`errorParams.max` characters at most).',
  PASSWORD_BLANK: 'The new password is only spaces.',
  PASSWORD_COMMON: 'The new password is one of the most common passwords.',
  PASSWORD_SAME_AS_GIVEN: 'The new password is the one someone else set.',
  WRONG_PASSWORD: 'The password typed to confirm is not correct.',
  CURRENT_PASSWORD_WRONG: 'The current password is not correct.',
  RESET_LIMITED: 'Too many requests for a new password.',
  RESET_LINK_INVALID: 'The reset link has expired or was already used.',
  SESSION_NOT_FOUND: 'No session of the caller has this id.',
  END_OWN_SESSIONS_FROM_PROFILE: "One's own sessions are ended from one's profile, not the user list.",
  // Learning
  NOT_ENROLLED: 'Enrol in the course first.',
  LESSON_LOCKED: 'Complete the lessons before this one first.',
  LESSON_NOT_DONE: 'The lesson cannot be completed yet: the message says what is missing.',
  QUIZ_WAIT: 'The quiz waits after failed attempts: try again after `Retry-After` seconds.',
  // Administration
  LANGUAGE_EXISTS: 'The language `errorParams.code` exists already.',
  TRANSLATION_KEY_EXISTS: 'The key `errorParams.key` exists already on page `errorParams.page`.',
  REPORT_TOO_SLOW: 'The report took too long to count: narrow it.',
  JOB_NOT_PARKED: 'Only a parked job can be run again.',
  // Uploads
  PDF_ACTIVE_CONTENT: 'The PDF holds script, embedded files or actions that run when it is opened.',
  PDF_UNCHECKABLE: 'The PDF could not be checked for script and embedded files.',
  PDF_UNPACKS_TOO_LARGE: 'The PDF unpacks to more than `errorParams.megabytes` MB of objects to check.',
  UPLOAD_INCOMPLETE: 'The upload is not a complete multipart/form-data body.',
  FILE_CONTENT_MISMATCH: "The file's content is not of the kind its name says (`errorParams.extension`).",
  IMAGE_TOO_MANY_PIXELS:
    'The image has more pixels than a phone can draw (`errorParams.width` × `errorParams.height`; 16 megapixels at most).',
  // The base map of the review page
  MAP_TILES_MBTILES: 'The file is an MBTiles database: convert it to PMTiles first (`pmtiles convert district.mbtiles district.pmtiles`).',
  MAP_TILES_NOT_PMTILES: 'The file is not a PMTiles archive (version 3).',
  MAP_TILES_BAD_HEADER:
    "The PMTiles archive's header is not sound: `errorParams.problem` names the part (tile-type, compression, zooms, bounds, sections).",
  MAP_TILES_TOO_LARGE: 'The map file is larger than `errorParams.megabytes` MB.',
  // Field practicals
  PRACTICAL_INCOMPLETE: 'The submission lacks what the practical asks for, or holds what it does not; `errors` says what, by field.',
  PHOTO_NOT_A_PICTURE: 'Photo `errorParams.photo` is not a JPEG, PNG or WebP picture that can be read.',
  PHOTO_TOO_LARGE: 'Photo `errorParams.photo` is larger than `errorParams.megabytes` MB.',
  VOICE_NOTE_NOT_AUDIO: 'The voice note is not a recording that can be played.',
  VOICE_NOTE_TOO_LARGE: 'The voice note is larger than `errorParams.megabytes` MB.',
  VOICE_NOTE_TOO_LONG: 'The voice note is longer than `errorParams.seconds` seconds.',
  UPLOAD_TOO_LARGE: 'The file, or a piece added to it, goes past what may be sent (`errorParams.maxBytes` bytes).',
  UPLOAD_OFFSET_MISMATCH:
    'The piece starts elsewhere than at the bytes the server holds (`errorParams.receivedBytes`, also in `Upload-Offset`): resume from there.',
  UPLOAD_HASH_MISMATCH: 'The bytes received do not have the SHA-256 declared: they were dropped, send the file again from its first byte.',
  UPLOAD_COMPLETE: 'The upload holds all its bytes already: nothing more is taken.',
  PRACTICAL_UPLOAD_NOT_READY:
    'The submission names an upload that is unknown, expired, of another kind or not complete; `errors` says which, by field.',
  PRACTICAL_AWAITING_REVIEW: 'A submission of this practical is waiting for review: it cannot be sent again until it is returned.',
  PRACTICAL_ALREADY_ACCEPTED: 'A submission of this practical was accepted: the lesson is complete.',
  PRACTICAL_MARKS_INVALID: 'The marks do not give one known level for every criterion of the rubric; `errors` says which, by criterion.',
  PRACTICAL_BELOW_PASS_MARK: 'Accepted with a score (`errorParams.score`) below the pass mark (`errorParams.passMark`).',
  PRACTICAL_FEEDBACK_REQUIRED: 'A returned submission needs feedback for the learner.',
  PRACTICAL_ALREADY_REVIEWED: 'Someone reviewed the submission since it was read (its version changed): read it again.',
  // The learner import's spreadsheet
  IMPORT_NOT_UTF8: 'The CSV file is not UTF-8 text.',
  IMPORT_NOT_WORKBOOK: 'The file is not a readable XLSX workbook.',
  IMPORT_TOO_MANY_PARTS: 'The workbook holds too many parts to be a spreadsheet.',
  IMPORT_UNPACKS_TOO_LARGE: 'The workbook unpacks to more than `errorParams.megabytes` MB.',
  IMPORT_TOO_MANY_LEARNERS: 'The file has more than `errorParams.max` learners.',
  IMPORT_ROW_BEYOND: 'The sheet names a row beyond the last a sheet can have (`errorParams.max`).',
  IMPORT_COLUMN_BEYOND: 'The sheet names a column beyond the last a sheet can have.',
  IMPORT_TOO_MANY_COLUMNS: 'The file has more than `errorParams.max` columns.',
  IMPORT_TOO_SLOW: 'The file took too long to read.',
  IMPORT_TOO_LARGE: 'The file is larger than `errorParams.megabytes` MB.',
  FILE_EMPTY: 'The uploaded file is empty.',
  IMPORT_NO_NAME_COLUMN: 'The file has no "Name (English)" column.',
  IMPORT_NO_CONTACT_COLUMN: 'The file has neither an "Email" nor a "Mobile number" column.',
  IMPORT_NO_LEARNERS: 'The file has a header but no learners.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The values a failure's message was made with (a wait, a limit, a name), by name. */
export type ErrorParams = Record<string, string | number>;

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]];

/** The code of a failure that has none of its own, by its HTTP status. */
export function statusErrorCode(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'BAD_REQUEST';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 416:
      return 'RANGE_NOT_SATISFIABLE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
