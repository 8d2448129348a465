import { deflateSync } from 'node:zlib';

/**
 * Small PDFs for the upload tests, written by hand: one page, and whatever the test adds to
 * the catalog or as extra objects. Cross-reference tables are left out; the checks never need them.
 */
export function pdfWith({ catalog = '', objects = [] as (string | Buffer)[] } = {}): Buffer {
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n' +
        `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog}>>\nendobj\n` +
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
        '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n',
      'latin1',
    ),
    ...objects.map((object) => (typeof object === 'string' ? Buffer.from(`${object}\n`, 'latin1') : object)),
    Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** An object whose data is a stream, packed with FlateDecode unless told otherwise. */
export function streamObject(number: number, dictionary: string, content: string | Buffer, pack = true): Buffer {
  const data = pack ? deflateSync(content) : Buffer.from(content);
  return Buffer.concat([
    Buffer.from(`${number} 0 obj\n<< ${dictionary} ${pack ? '/Filter /FlateDecode ' : ''}/Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
}

/** An object stream holding one object (number 5): how a PDF may keep its dictionaries compressed. */
export const objectStream = (object: string, dictionaryExtra = '', pack = true) =>
  streamObject(4, `/Type /ObjStm /N 1 /First 4 ${dictionaryExtra}`, `5 0 ${object}`, pack);

export const CLEAN_PDF = pdfWith();
export const JAVASCRIPT_PDF = pdfWith({ catalog: '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ' });
export const EMBEDDED_FILE_PDF = pdfWith({
  catalog: '/Names << /EmbeddedFiles << /Names [(notes.txt) 6 0 R] >> >> ',
  objects: [
    '6 0 obj\n<< /Type /Filespec /F (notes.txt) /EF << /F 7 0 R >> >>\nendobj',
    streamObject(7, '/Type /EmbeddedFile', 'hello', false),
  ],
});
/** The script action is only inside a compressed object stream; the catalog merely points at it. */
export const HIDDEN_JAVASCRIPT_PDF = pdfWith({
  catalog: '/OpenAction 5 0 R ',
  objects: [objectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>')],
});
