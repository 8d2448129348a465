/** The byte-order mark a CSV starts with, so that Excel reads it as UTF-8 (Hindi included). */
export const CSV_BOM = '\uFEFF';

export type CsvCell = string | number | null;

/** One CSV line (with its CRLF): cells quoted, and text that looks like a formula defused. */
export function csvLine(cells: CsvCell[]): string {
  const cell = (value: CsvCell) => {
    const text = value === null ? '' : String(value);
    // A leading = + - @ would make a spreadsheet run the cell as a formula.
    const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `${cells.map(cell).join(',')}\r\n`;
}
