import { LEARNER_IMPORT_MAX_ROWS, type LearnerImportColumn } from '@jal/contracts';
import { badRequest } from '../../lib/http-error.js';
import { readCsv } from '../../lib/spreadsheet/csv-read.js';
import { NotAWorkbookError, readXlsx } from '../../lib/spreadsheet/xlsx.js';
import { readHeadings } from './columns.js';

/** One row of the file as written, by column, with its line (the header's being 1). */
export type FileRow = { line: number } & Partial<Record<LearnerImportColumn, string>>;

const ZIP_START = [0x50, 0x4b, 0x03, 0x04];

const isWorkbook = (bytes: Uint8Array) => ZIP_START.every((byte, index) => bytes[index] === byte);

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('The file is not UTF-8 text. Save it as "CSV UTF-8" (or as XLSX) and try again.');
  }
}

/**
 * The learners' rows of an uploaded CSV or XLSX file (told apart by their first bytes, not by the
 * name). The first non-empty row is the header; empty rows are skipped; the name column and an
 * email or mobile column must be there.
 */
export function readImportFile(bytes: Uint8Array): FileRow[] {
  let table: string[][];
  if (isWorkbook(bytes)) {
    try {
      table = readXlsx(bytes);
    } catch (error) {
      if (error instanceof NotAWorkbookError)
        throw badRequest('The file is not a readable XLSX workbook. Save it again as XLSX or as CSV.');
      throw error;
    }
  } else table = readCsv(decodeUtf8(bytes));

  const isEmpty = (row: string[]) => row.every((cell) => cell.trim() === '');
  const headerIndex = table.findIndex((row) => !isEmpty(row));
  if (headerIndex === -1) throw badRequest('The file is empty.');
  const columns = readHeadings(table[headerIndex]!);
  if (!columns.includes('name')) throw badRequest('The file has no "Name (English)" column. Start from the template.');
  if (!columns.includes('email') && !columns.includes('mobile')) {
    throw badRequest('The file has neither an "Email" nor a "Mobile number" column. Start from the template.');
  }
  const rows: FileRow[] = [];
  for (let index = headerIndex + 1; index < table.length; index++) {
    const cells = table[index]!;
    if (isEmpty(cells)) continue;
    const row: FileRow = { line: index + 1 };
    columns.forEach((column, position) => {
      if (column) row[column] = (cells[position] ?? '').trim();
    });
    rows.push(row);
  }
  if (rows.length === 0) throw badRequest('The file has a header but no learners.');
  if (rows.length > LEARNER_IMPORT_MAX_ROWS) {
    throw badRequest(`The file has ${rows.length} learners; import at most ${LEARNER_IMPORT_MAX_ROWS} at a time.`);
  }
  return rows;
}
