import type { MyDataExport } from '@jal/contracts';
import { CSV_BOM, csvLine, type CsvCell } from '../../lib/csv.js';

/** The CSV's one header row: which part of the data, which record of it (from 1), which field, its value. */
export const DATA_CSV_HEADER = ['section', 'record', 'field', 'value'];

type Value = string | number | boolean | null | Value[] | { [key: string]: Value };

/**
 * One record as `[field, value]` pairs: nested objects name their fields with dots
 * (`preferences.language`), lists of records number them from 1 (`answers.2.question`), and a
 * list of plain values is one cell, its values separated by `; `.
 */
function flatten(value: Value, path: string): [string, CsvCell][] {
  if (Array.isArray(value)) {
    if (value.every((item) => item === null || typeof item !== 'object')) {
      return [[path, value.map((item) => String(item)).join('; ')]];
    }
    return value.flatMap((item, index) => flatten(item, `${path}.${index + 1}`));
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => flatten(item, path ? `${path}.${key}` : key));
  }
  return [[path, typeof value === 'boolean' ? String(value) : value]];
}

/**
 * The same data as the JSON file, in one CSV in long form (one value a line), which opens in any
 * spreadsheet: UTF-8 with a byte-order mark so Excel shows Hindi, and cells safe from formulas.
 */
export function personalDataCsv(data: MyDataExport): string {
  const { exportedAt, account, ...lists } = data;
  const sections: [string, Value[]][] = [
    ['export', [{ exportedAt }]],
    ['account', [account]],
    ...Object.entries(lists).map(([section, records]): [string, Value[]] => [section, records as Value[]]),
  ];
  const lines = sections.flatMap(([section, records]) =>
    records.flatMap((record, index) => flatten(record, '').map(([field, value]) => csvLine([section, index + 1, field, value]))),
  );
  return `${CSV_BOM}${csvLine(DATA_CSV_HEADER)}${lines.join('')}`;
}
