/**
 * How far a spreadsheet upload may reach once it is unpacked and read. The upload itself is
 * bounded by its route; these bound what a small file can claim to hold: a zip entry that
 * inflates a thousandfold, a row numbered two billion, a cell in column one million.
 */
export const SPREADSHEET_LIMITS = {
  /** Zip entries in a workbook: Excel writes about a dozen, LibreOffice a few more. */
  zipEntries: 1000,
  /** Unpacked bytes of any one part read (the sheet, the shared strings). */
  partBytes: 32 * 1024 * 1024,
  /** Unpacked bytes of all the parts read together. */
  unpackedBytes: 64 * 1024 * 1024,
  /** Excel's own limits for a sheet: a reference beyond them is not a sheet's. */
  excelRows: 1_048_576,
  excelColumns: 16_384,
  /** Columns read from a row; a learners' sheet needs a handful. */
  columns: 256,
  /** Wall time for reading one file, paced so the server answers others meanwhile. */
  readMs: 20_000,
} as const;

export type SpreadsheetLimit = 'zipEntries' | 'unpackedBytes' | 'rows' | 'rowNumber' | 'columns' | 'columnReference' | 'time';

/** A file that asks for more than a limit allows; `limit` says which. */
export class SpreadsheetLimitError extends Error {
  constructor(
    readonly limit: SpreadsheetLimit,
    message: string,
  ) {
    super(message);
  }
}

/** A file that is not a readable XLSX workbook. */
export class NotAWorkbookError extends Error {}

/** One non-empty row of a sheet, with its line number in the file (the first line is 1). */
export type SheetRow = { line: number; cells: string[] };

/** What a reader stops at: more non-empty rows than `maxRows` is refused as soon as it is seen. */
export type SheetReadLimits = { maxRows: number };

/** Whether every cell of a row is empty or blank. */
export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
