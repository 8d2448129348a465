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

// ---------------------------------------------------------------- PDFs made to hurt the check
// Each is at most the size of an upload (10 MB) and each but the bomb ends with a script action
// after whatever it hides behind, so that a refusal shows the check read the file to its end.

/** The largest PDF an administrator may upload. */
export const PDF_LIMIT_BYTES = 10 * 1024 * 1024;

const SCRIPT_AT_THE_END = '99 0 obj\n<< /S /JavaScript /JS (app.alert\\(1\\)) >>\nendobj';

/** Objects repeated from `make(index)` until the PDF would pass `bytes`, then the script. */
function filledPdf(bytes: number, make: (index: number) => string | Buffer, catalog = ''): Buffer {
  const objects: Buffer[] = [];
  let size = pdfWith({ catalog, objects: [SCRIPT_AT_THE_END] }).length;
  for (let index = 0; ; index++) {
    const made = make(index);
    const object = typeof made === 'string' ? Buffer.from(`${made}\n`, 'latin1') : made;
    if (size + object.length > bytes) break;
    objects.push(object);
    size += object.length;
  }
  return pdfWith({ catalog, objects: [...objects, SCRIPT_AT_THE_END] });
}

/** Streams whose lengths claim far more than the file holds, directly and through another object. */
export const hugeLengthPdf = () =>
  pdfWith({
    objects: [
      '4 0 obj\n<< /Length 999999999999999 >>\nstream\nshort data\nendstream\nendobj',
      '5 0 obj\n<< /Length 6 0 R >>\nstream\nshort data\nendstream\nendobj',
      '6 0 obj\n99999999999999999999\nendobj',
      SCRIPT_AT_THE_END,
    ],
  });

/** An object stream packing `megabytes` of spaces into a few hundred kilobytes: a flate bomb. */
export const flateBombPdf = (megabytes: number) =>
  pdfWith({ objects: [streamObject(4, '/Type /ObjStm /N 1 /First 4', Buffer.alloc(megabytes * 1024 * 1024, 0x20))] });

/** The same bomb in an image, which the check never unpacks: it is no object stream. */
export const flateBombImagePdf = (megabytes: number) =>
  pdfWith({ objects: [streamObject(4, '/Type /XObject /Subtype /Image', Buffer.alloc(megabytes * 1024 * 1024, 0x20))] });

/**
 * As many tiny streams as fit in `bytes`, each giving its length as another object that is not
 * there: a check that looked each one up by searching the whole file took the square of its size.
 */
export const tinyStreamsPdf = (bytes = PDF_LIMIT_BYTES) =>
  filledPdf(bytes, (index) => `${index + 100} 0 obj\n<< /Length ${index + 100} 1 R >>\nstream\nx\nendstream\nendobj`);

/** As many tiny compressed object streams as fit in `bytes`: each is unpacked and read. */
export const tinyObjectStreamsPdf = (bytes = PDF_LIMIT_BYTES) => {
  const stream = objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  return filledPdf(bytes, () => stream);
};

/**
 * `stream` keywords with no `endstream` anywhere after them, each with a zero length so that the
 * next is read: a check that looked for the end of each from its start took the square of the size.
 */
export const unclosedStreamsPdf = (bytes = PDF_LIMIT_BYTES) =>
  filledPdf(bytes, (index) => `${index + 100} 0 obj\n<< /Length 0 >>\nstream\n`);

/** Dictionaries nested `depth` deep, a script action in the innermost. */
export function deeplyNestedPdf(depth: number): Buffer {
  const nested = `${'<< /Next '.repeat(depth)}<< /S /JavaScript >>${' >>'.repeat(depth)}`;
  return pdfWith({ objects: [`4 0 obj\n${nested}\nendobj`] });
}

/**
 * `bytes` of text that nearly matches everything the check looks for (names one letter short,
 * escapes cut off, lengths without a number, objects without an end, keywords cut short), then
 * one real script action.
 */
export const nearMissesPdf = (bytes = PDF_LIMIT_BYTES) =>
  filledPdf(
    bytes,
    (index) =>
      `${index + 100} 0 obj\n<< /JavaScrip /Java#5 /J#S /#4A#5 /Launc /EmbeddedFil /A#41x /RichMedi /XF /Length /Length ${index} 0 ` +
      `/Length ${index} 0 obj ${index} 0 obj 12 endob streamx endstrea >>\nendobj`,
  );

/** An honest PDF of `bytes`: page after page of compressed text and a picture, as a long handbook is. */
export function largePlainPdf(bytes = PDF_LIMIT_BYTES): Buffer {
  const text = deflateSync(
    Array.from(
      { length: 60 },
      (_, line) => `BT /F1 11 Tf 72 ${760 - line * 12} Td (Line ${line}: check dams, contour trenches and farm ponds) Tj ET\n`,
    ).join(''),
  );
  const picture = deflateSync(Buffer.from(Array.from({ length: 64 * 1024 }, (_, index) => (index * 7919) % 251)));
  const page = (index: number) => {
    const [dictionary, data] = index % 10 ? ['', text] : ['/Type /XObject /Subtype /Image /Width 256 /Height 256 ', picture];
    return Buffer.concat([
      Buffer.from(`${index + 100} 0 obj\n<< ${dictionary}/Filter /FlateDecode /Length ${data.length} >>\nstream\n`, 'latin1'),
      data,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
  };
  const objects: Buffer[] = [];
  let size = CLEAN_PDF.length;
  for (let index = 0; ; index++) {
    const object = page(index);
    if (size + object.length > bytes) break;
    objects.push(object);
    size += object.length;
  }
  return pdfWith({ objects });
}
