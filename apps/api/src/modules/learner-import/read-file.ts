import { LEARNER_IMPORT_MAX_ROWS, type LearnerImportColumn } from '@jal/contracts';
import { badRequest, HttpError } from '../../lib/http-error.js';
import { DeadlineExceededError } from '../../lib/paced-work.js';
import { readCsv } from '../../lib/spreadsheet/csv-read.js';
import {
  NotAWorkbookError,
  SPREADSHEET_LIMITS,
  SpreadsheetLimitError,
  type SheetRow,
  type SpreadsheetLimit,
} from '../../lib/spreadsheet/limits.js';
import { readXlsx } from '../../lib/spreadsheet/xlsx-read.js';
import { readHeadings } from './columns.js';

/** One row of the file as written, by column, with its line (the header's being 1). */
export type FileRow = { line: number } & Partial<Record<LearnerImportColumn, string>>;

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];

const isWorkbook = (bytes: Uint8Array) => ZIP_START.every((byte, index) => bytes[index] === byte);

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text. Save it as "CSV UTF-8" (or as XLSX) and try again.').coded('IMPORT_NOT_UTF8');
  }
}

const MB = 1024 * 1024;

/** What the user is told when a file passes a limit: what is wrong, and what to do instead. */
const LIMIT_REFUSALS: Record<SpreadsheetLimit, () => HttpError> = {
  zipEntries: () =>
    badRequest('The workbook holds too many parts to be a spreadsheet. Save it again as XLSX or as CSV.').coded('IMPORT_TOO_MANY_PARTS'),
  unpackedBytes: () =>
    new HttpError(
      413,
      `The workbook unpacks to more than ${SPREADSHEET_LIMITS.unpackedBytes / MB} MB. Keep only the learners' sheet, or save it as CSV.`,
    ).coded('IMPORT_UNPACKS_TOO_LARGE', { megabytes: SPREADSHEET_LIMITS.unpackedBytes / MB }),
  rows: () =>
    badRequest(`The file has more than ${LEARNER_IMPORT_MAX_ROWS} learners; import at most ${LEARNER_IMPORT_MAX_ROWS} at a time.`).coded(
      'IMPORT_TOO_MANY_LEARNERS',
      { max: LEARNER_IMPORT_MAX_ROWS },
    ),
  rowNumber: () =>
    badRequest(
      `The sheet names a row beyond the last a sheet can have (${SPREADSHEET_LIMITS.excelRows}). Save it again as XLSX or as CSV.`,
    ).coded('IMPORT_ROW_BEYOND', { max: SPREADSHEET_LIMITS.excelRows }),
  columnReference: () =>
    badRequest('The sheet names a column beyond the last a sheet can have (XFD). Save it again as XLSX or as CSV.').coded(
      'IMPORT_COLUMN_BEYOND',
    ),
  columns: () =>
    badRequest(`The file has more than ${SPREADSHEET_LIMITS.columns} columns. Keep only the template's columns.`).coded(
      'IMPORT_TOO_MANY_COLUMNS',
      {
        max: SPREADSHEET_LIMITS.columns,
      },
    ),
  time: () => badRequest("The file took too long to read. Keep only the learners' sheet, or save it as CSV.").coded('IMPORT_TOO_SLOW'),
};

/** The file's non-empty rows, read within the spreadsheet limits: the header and at most the import's rows. */
async function readTable(bytes: Uint8Array): Promise<SheetRow[]> {
  const limits = { maxRows: LEARNER_IMPORT_MAX_ROWS + 1 };
  try {
    return isWorkbook(bytes) ? await readXlsx(bytes, limits) : await readCsv(decodeUtf8(bytes), limits);
  } catch (error) {
    if (error instanceof SpreadsheetLimitError) throw LIMIT_REFUSALS[error.limit]();
    if (error instanceof DeadlineExceededError) throw LIMIT_REFUSALS.time();
    if (error instanceof NotAWorkbookError) {
      throw badRequest('The file is not a readable XLSX workbook. Save it again as XLSX or as CSV.').coded('IMPORT_NOT_WORKBOOK');
    }
    throw error;
  }
}

/**
 * The learners' rows of an uploaded CSV or XLSX file (told apart by their first bytes, not by the
 * name). The first non-empty row is the header; empty rows are skipped; the name column and an
 * email or mobile column must be there.
 */
export async function readImportFile(bytes: Uint8Array): Promise<FileRow[]> {
  const [header, ...learners] = await readTable(bytes);
  if (!header) throw badRequest('The file is empty.').coded('FILE_EMPTY');
  const columns = readHeadings(header.cells);
  if (!columns.includes('name'))
    throw badRequest('The file has no "Name (English)" column. Start from the template.').coded('IMPORT_NO_NAME_COLUMN');
  if (!columns.includes('email') && !columns.includes('mobile')) {
    throw badRequest('The file has neither an "Email" nor a "Mobile number" column. Start from the template.').coded(
      'IMPORT_NO_CONTACT_COLUMN',
    );
  }
  if (learners.length === 0) throw badRequest('The file has a header but no learners.').coded('IMPORT_NO_LEARNERS');
  return learners.map(({ line, cells }) => {
    const row: FileRow = { line };
    columns.forEach((column, position) => {
      if (column) row[column] = (cells[position] ?? '').trim();
    });
    return row;
  });
}
