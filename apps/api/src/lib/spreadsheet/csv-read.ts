import { pacedWork } from '../paced-work.js';
import { isBlankRow, SPREADSHEET_LIMITS, SpreadsheetLimitError, type SheetReadLimits, type SheetRow } from './limits.js';

/** Characters read between two looks at the clock. */
const STEP = 64 * 1024;

/**
 * The non-empty rows of a CSV file as RFC 4180 writes them, each with its record number: fields
 * separated by commas (or by semicolons, as a spreadsheet set to a comma-decimal locale saves
 * them), quoted when they hold a separator, a quote or a line break. A byte-order mark at the
 * start is dropped. Read within the same limits as a workbook: more rows than `maxRows`, or a row
 * wider than `SPREADSHEET_LIMITS.columns`, stops the reading with `SpreadsheetLimitError`.
 */
export async function readCsv(text: string, limits: SheetReadLimits): Promise<SheetRow[]> {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = guessSeparator(source);
  const paced = pacedWork({ deadlineMs: SPREADSHEET_LIMITS.readMs });
  const rows: SheetRow[] = [];
  let line = 1;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    if (row.length === SPREADSHEET_LIMITS.columns) {
      throw new SpreadsheetLimitError('columns', `line ${line} has more than ${SPREADSHEET_LIMITS.columns} fields`);
    }
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (!isBlankRow(row)) {
      if (rows.length === limits.maxRows) throw new SpreadsheetLimitError('rows', `more than ${limits.maxRows} rows`);
      rows.push({ line, cells: row });
    }
    row = [];
    line++;
  };
  for (let index = 0; index < source.length; index++) {
    if (index % STEP === 0) await paced.breathe();
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

/** A semicolon when the first line has more of them than commas. */
function guessSeparator(text: string): ',' | ';' {
  const end = text.search(/[\r\n]/);
  const first = end === -1 ? text : text.slice(0, end);
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}
