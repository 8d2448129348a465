/**
 * The rows of a CSV file as RFC 4180 writes them: fields separated by commas (or by semicolons,
 * as a spreadsheet set to a comma-decimal locale saves them), quoted when they hold a separator,
 * a quote or a line break. A byte-order mark at the start is dropped.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = guessSeparator(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index++) {
    const char = source[index]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (source[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A semicolon when the first line has more of them than commas. */
function guessSeparator(text: string): ',' | ';' {
  const end = text.search(/[\r\n]/);
  const first = end === -1 ? text : text.slice(0, end);
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}
