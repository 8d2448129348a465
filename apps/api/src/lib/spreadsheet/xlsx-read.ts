import { pacedWork } from '../paced-work.js';
import { isBlankRow, NotAWorkbookError, SPREADSHEET_LIMITS, SpreadsheetLimitError, type SheetReadLimits, type SheetRow } from './limits.js';
import { readXmlPart } from './xml-part.js';
import { listZipEntries, type UnpackBudget, type ZipEntry } from './zip-entries.js';

/** The small parts that only point the way to the sheet. */
const SMALL_PART_BYTES = 1024 * 1024;

/** A1-style column letters → column index (A = 0), or -1 when they are not letters. */
function columnIndex(letters: string): number {
  let index = 0;
  for (const char of letters) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) return -1;
    index = index * 26 + (code - 64);
    if (index > SPREADSHEET_LIMITS.excelColumns) return index - 1;
  }
  return index - 1;
}

/** The path of the workbook's first sheet, as the workbook and its relationships name it. */
async function firstSheetPath(bytes: Uint8Array, entries: Map<string, ZipEntry>, budget: UnpackBudget): Promise<string> {
  const workbook = entries.get('xl/workbook.xml');
  const relations = entries.get('xl/_rels/workbook.xml.rels');
  let sheetId: string | undefined;
  if (workbook) {
    await readXmlPart(
      bytes,
      workbook,
      budget,
      { open: (name, attributes) => void (name === 'sheet' && (sheetId ??= attributes['r:id'])) },
      SMALL_PART_BYTES,
    );
  }
  let target: string | undefined;
  if (sheetId && relations) {
    const open = (name: string, attributes: Record<string, string>) => {
      if (name === 'Relationship' && attributes.Id === sheetId) target = attributes.Target;
    };
    await readXmlPart(bytes, relations, budget, { open }, SMALL_PART_BYTES);
  }
  if (!target) return 'xl/worksheets/sheet1.xml';
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** The text of each string item of the shared-string table, phonetic guides (`<rPh>`) left out. */
async function readSharedStrings(bytes: Uint8Array, entry: ZipEntry | undefined, budget: UnpackBudget): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let item: string | null = null;
  let inText = false;
  let guideDepth = 0;
  await readXmlPart(bytes, entry, budget, {
    open(name) {
      if (name === 'si') item = '';
      else if (name === 'rPh') guideDepth++;
      else if (name === 't') inText = item !== null && guideDepth === 0;
    },
    close(name) {
      if (name === 'si' && item !== null) {
        strings.push(item);
        item = null;
      } else if (name === 'rPh') guideDepth--;
      else if (name === 't') inText = false;
    },
    text(text) {
      if (inText) item += text;
    },
  });
  return strings;
}

/** Reads the sheet's cells into rows; the row limit stops the reading as soon as it is passed. */
async function readSheet(bytes: Uint8Array, entry: ZipEntry, strings: string[], budget: UnpackBudget, limits: SheetReadLimits) {
  const rows: SheetRow[] = [];
  let line = 0;
  let cells: string[] = [];
  let column = 0;
  let type: string | undefined;
  let value = '';
  let reading: 'value' | 'inline' | null = null;
  let guideDepth = 0;

  const startRow = (reference: string | undefined) => {
    const number = reference === undefined ? line + 1 : Number(reference);
    if (!Number.isInteger(number) || number < 1 || number > SPREADSHEET_LIMITS.excelRows) {
      throw new SpreadsheetLimitError('rowNumber', `row "${reference}" is beyond a sheet's rows`);
    }
    line = number;
    cells = [];
  };
  const startCell = (attributes: Record<string, string>) => {
    const letters = /^\$?([A-Za-z]+)\$?\d*$/.exec(attributes.r ?? '')?.[1];
    column = letters === undefined ? cells.length : columnIndex(letters.toUpperCase());
    if (column < 0 || column >= SPREADSHEET_LIMITS.excelColumns) {
      throw new SpreadsheetLimitError('columnReference', `cell "${attributes.r}" is beyond a sheet's columns`);
    }
    if (column >= SPREADSHEET_LIMITS.columns) {
      throw new SpreadsheetLimitError('columns', `cell "${attributes.r}" is beyond the columns read`);
    }
    type = attributes.t;
    value = '';
  };
  const endCell = () => {
    const text = type === 's' ? (strings[Number(value)] ?? '') : value;
    while (cells.length < column) cells.push('');
    cells[column] = text;
  };
  const endRow = () => {
    if (isBlankRow(cells)) return;
    if (rows.length === limits.maxRows) throw new SpreadsheetLimitError('rows', `more than ${limits.maxRows} rows`);
    rows.push({ line, cells });
  };

  await readXmlPart(bytes, entry, budget, {
    open(name, attributes) {
      if (name === 'row') startRow(attributes.r);
      else if (name === 'c') startCell(attributes);
      else if (name === 'v') reading = 'value';
      else if (name === 'rPh') guideDepth++;
      else if (name === 't' && guideDepth === 0) reading = 'inline';
    },
    close(name) {
      if (name === 'row') endRow();
      else if (name === 'c') endCell();
      else if (name === 'v' || name === 't') reading = null;
      else if (name === 'rPh') guideDepth--;
    },
    text(text) {
      if (reading) value += text;
    },
  });
  return rows;
}

/**
 * The non-empty rows of an XLSX workbook's first sheet, each with its line number, as text:
 * shared and inline strings, and numbers as written (a mobile number typed as a number reads as
 * its digits). The archive is read within `SPREADSHEET_LIMITS` and a streaming parser, paced so
 * that the server answers other requests meanwhile; a file past a limit is refused with
 * `SpreadsheetLimitError`, one that is no workbook with `NotAWorkbookError`.
 */
export async function readXlsx(bytes: Uint8Array, limits: SheetReadLimits): Promise<SheetRow[]> {
  const entries = listZipEntries(bytes);
  const budget: UnpackBudget = { unpackedBytes: 0, paced: pacedWork({ deadlineMs: SPREADSHEET_LIMITS.readMs }) };
  const sheet = entries.get(await firstSheetPath(bytes, entries, budget));
  if (!sheet) throw new NotAWorkbookError('no worksheet');
  const strings = await readSharedStrings(bytes, entries.get('xl/sharedStrings.xml'), budget);
  return readSheet(bytes, sheet, strings, budget, limits);
}
