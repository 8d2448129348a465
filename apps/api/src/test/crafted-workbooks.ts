import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { writeXlsx } from '../lib/spreadsheet/xlsx-writer.js';

/**
 * Workbooks made to hurt a reader that trusts them, each the size of a small honest upload: the
 * shapes a hostile organization manager can send to the import preview.
 */

/** A real one-sheet workbook with its parts replaced (or added) by `parts`. */
export function workbookWith(parts: Record<string, string | Uint8Array>, level: 0 | 9 = 9): Buffer {
  const files: Zippable = unzipSync(writeXlsx('Learners', [['Name (English)', 'Email']]));
  for (const [path, content] of Object.entries(parts)) files[path] = typeof content === 'string' ? strToU8(content) : content;
  return Buffer.from(zipSync(files, { level }));
}

const sheet = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;

const inline = (reference: string, text: string) => `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;
const HEADER_ROW = `<row r="1">${inline('A1', 'Name (English)')}${inline('B1', 'Email')}</row>`;

/** A sheet whose every byte is a space: `megabytes` unpacked from a few tens of kilobytes. */
export const inflatingWorkbook = (megabytes: number) =>
  workbookWith({ 'xl/worksheets/sheet1.xml': new Uint8Array(megabytes * 1024 * 1024).fill(0x20) });

/** A learner on row `number`: a reader that pads rows up to it fills memory and time. */
export const farRowWorkbook = (number: string) =>
  workbookWith({ 'xl/worksheets/sheet1.xml': sheet(`${HEADER_ROW}<row r="${number}">${inline('A2', 'Asha')}</row>`) });

/** A cell in the given column (`XFE` is one past Excel's last). */
export const farColumnWorkbook = (column: string) =>
  workbookWith({ 'xl/worksheets/sheet1.xml': sheet(`${HEADER_ROW}<row r="2">${inline(`${column}2`, 'Asha')}</row>`) });

/** A shared-string table of `count` items never closed: a lazy pattern rescans it from each one. */
export const unclosedStringsWorkbook = (count: number) =>
  workbookWith({
    'xl/sharedStrings.xml': `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${'<si><t>a'.repeat(count)}`,
  });

/** Entity expansion: ten levels of ten, a billion "lol"s from a few hundred bytes. */
export function expandingEntitiesWorkbook(): Buffer {
  let entities = '<!ENTITY lol0 "lol">';
  for (let level = 1; level < 10; level++) entities += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
  return workbookWith({
    'xl/worksheets/sheet1.xml': `<?xml version="1.0"?><!DOCTYPE worksheet [${entities}]>${sheet(`${HEADER_ROW}<row r="2">${inline('A2', '&lol9;')}</row>`).replace(/^<\?xml[^>]*\?>/, '')}`,
  });
}

/** An archive of `count` tiny entries beside the workbook's own. */
export function manyEntriesWorkbook(count: number): Buffer {
  const extra: Record<string, string> = {};
  for (let index = 0; index < count; index++) extra[`xl/media/part${index}.xml`] = '<a/>';
  return workbookWith(extra, 0);
}

/** A workbook of the header and `learners` rows, one learner each, written as Excel does (shared strings). */
export function learnersWorkbook(learners: number): Buffer {
  const rows: string[] = [HEADER_ROW];
  for (let index = 0; index < learners; index++) {
    const line = index + 2;
    rows.push(`<row r="${line}">${inline(`A${line}`, `Learner ${index}`)}${inline(`B${line}`, `learner${index}@example.org`)}</row>`);
  }
  return workbookWith({ 'xl/worksheets/sheet1.xml': sheet(rows.join('')) });
}
