import type { ErrorCode } from '@jal/contracts/core';
import type { KnownErrors } from './form-errors';

/**
 * The API's refusals of a spreadsheet (the learner import), by their errorCode, with the UI
 * string that says the same in every language (see form-errors.ts; errorParams fill it).
 */
export const IMPORT_FILE_ERROR_CODES = {
  IMPORT_NOT_UTF8: 'dashboard.import.fileRefused.notUtf8',
  IMPORT_NOT_WORKBOOK: 'dashboard.import.fileRefused.notWorkbook',
  IMPORT_TOO_MANY_PARTS: 'dashboard.import.fileRefused.tooManyParts',
  IMPORT_UNPACKS_TOO_LARGE: 'dashboard.import.fileRefused.unpacksTooLarge',
  IMPORT_TOO_MANY_LEARNERS: 'dashboard.import.fileRefused.tooManyLearners',
  IMPORT_ROW_BEYOND: 'dashboard.import.fileRefused.rowBeyond',
  IMPORT_COLUMN_BEYOND: 'dashboard.import.fileRefused.columnBeyond',
  IMPORT_TOO_MANY_COLUMNS: 'dashboard.import.fileRefused.tooManyColumns',
  IMPORT_TOO_SLOW: 'dashboard.import.fileRefused.tooSlow',
  IMPORT_TOO_LARGE: 'dashboard.import.fileRefused.tooLarge',
  FILE_EMPTY: 'dashboard.import.fileRefused.empty',
  IMPORT_NO_NAME_COLUMN: 'dashboard.import.fileRefused.noNameColumn',
  IMPORT_NO_CONTACT_COLUMN: 'dashboard.import.fileRefused.noContactColumn',
  IMPORT_NO_LEARNERS: 'dashboard.import.fileRefused.noLearners',
} satisfies KnownErrors<ErrorCode>;
