import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/** A file that is not a readable XLSX workbook. */
export class NotAWorkbookError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // Characters XML 1.0 cannot hold at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

/** The text of every `<t>` of a string item, phonetic guides (`<rPh>`) left out. */
function itemText(item: string): string {
  const withoutGuides = item.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const match of withoutGuides.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)) text += match[1];
  return unescapeXml(text);
}

/** A0-style reference → column index (A = 0). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

/** The path of the workbook's first sheet, as the workbook and its relationships name it. */
function firstSheetPath(files: Record<string, Uint8Array>): string {
  const workbook = files['xl/workbook.xml'];
  const relations = files['xl/_rels/workbook.xml.rels'];
  if (workbook && relations) {
    const id = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1];
    const target = id && new RegExp(`<Relationship\\b[^>]*Id="${id}"[^>]*>`).exec(strFromU8(relations))?.[0];
    const path = target && /Target="([^"]+)"/.exec(target)?.[1];
    if (path) return path.startsWith('/') ? path.slice(1) : `xl/${path}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

/**
 * The cells of an XLSX workbook's first sheet, row by row, as text: shared and inline strings,
 * and numbers as written (a mobile number typed as a number reads as its digits). Rows left out
 * of the file (empty ones) come back empty, so row positions stay the sheet's line numbers.
 */
export function readXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (file) => file.name.startsWith('xl/') });
  } catch {
    throw new NotAWorkbookError('not a zip archive');
  }
  const sheet = files[firstSheetPath(files)];
  if (!sheet) throw new NotAWorkbookError('no worksheet');
  const shared = files['xl/sharedStrings.xml'];
  const strings = shared ? [...strFromU8(shared).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => itemText(match[1]!)) : [];

  const rows: string[][] = [];
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(/\br="(\d+)"/.exec(rowMatch[1]!)?.[1] ?? rows.length + 1);
    while (rows.length < number - 1) rows.push([]);
    const cells: string[] = [];
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cell[1]!;
      const body = cell[2] ?? '';
      const reference = /\br="([A-Z]+)\d+"/.exec(attributes)?.[1];
      const column = reference ? columnIndex(reference) : cells.length;
      const type = /\bt="([^"]+)"/.exec(attributes)?.[1];
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = strings[Number(value)] ?? '';
      else if (type === 'inlineStr') text = itemText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (value !== undefined) text = unescapeXml(value);
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    rows.push(cells);
  }
  return rows;
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

const columnName = (index: number): string =>
  index < 26 ? String.fromCharCode(65 + index) : columnName(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));

/**
 * A one-sheet XLSX workbook of text cells (inline strings: a mobile number stays text and keeps
 * its digits), with `columnWidths` in characters.
 */
export function writeXlsx(sheetName: string, rows: string[][], columnWidths: number[] = []): Uint8Array {
  const columns = columnWidths.length
    ? `<cols>${columnWidths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('')}</cols>`
    : '';
  const body = rows
    .map(
      (cells, row) =>
        `<row r="${row + 1}">${cells
          .map(
            (cell, column) =>
              `<c r="${columnName(column)}${row + 1}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`,
          )
          .join('')}</row>`,
    )
    .join('');
  const sheet = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${columns}<sheetData>${body}</sheetData></worksheet>`;
  const workbook = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    _rels: { '.rels': strToU8(ROOT_RELATIONS) },
    xl: {
      'workbook.xml': strToU8(workbook),
      _rels: { 'workbook.xml.rels': strToU8(WORKBOOK_RELATIONS) },
      worksheets: { 'sheet1.xml': strToU8(sheet) },
    },
  });
}
