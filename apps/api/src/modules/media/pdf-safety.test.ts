import { describe, expect, it } from 'vitest';
import { deflateSync } from 'node:zlib';
import {
  CLEAN_PDF,
  EMBEDDED_FILE_PDF,
  flateBombImagePdf,
  flateBombPdf,
  HIDDEN_JAVASCRIPT_PDF,
  JAVASCRIPT_PDF,
  objectStream,
  pdfWith,
  streamObject,
} from '../../test/crafted-pdfs.js';
import { inputSafetyStrings } from '@jal/ui-strings/input-safety';
import { ACTIVE_PDF_MESSAGE, pdfActiveContent, UNCHECKABLE_PDF_MESSAGE, UNPACKS_TOO_LARGE_PDF_MESSAGE } from './pdf-safety.js';

describe('pdfActiveContent', () => {
  it('finds nothing in a plain PDF, one that opens on its first page, or one with compressed page content', async () => {
    expect(await pdfActiveContent(CLEAN_PDF)).toBeNull();
    expect(await pdfActiveContent(pdfWith({ catalog: '/OpenAction [3 0 R /Fit] ' }))).toBeNull();
    expect(await pdfActiveContent(pdfWith({ objects: [streamObject(4, '', 'BT /F1 12 Tf (Watershed) Tj ET')] }))).toBeNull();
    expect(
      await pdfActiveContent(pdfWith({ objects: [objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')] })),
    ).toBeNull();
  });

  it('ignores the bytes of stream data, which can look like anything', async () => {
    const binary = Buffer.from('garbage /JS /AA /Launch more garbage', 'latin1');
    expect(await pdfActiveContent(pdfWith({ objects: [streamObject(4, '/Subtype /Image', binary, false)] }))).toBeNull();
  });

  it.each([
    ['script run on opening', JAVASCRIPT_PDF, 'JavaScript'],
    ['an embedded file', EMBEDDED_FILE_PDF, 'EmbeddedFiles'],
    ['script inside a compressed object stream', HIDDEN_JAVASCRIPT_PDF, 'JavaScript'],
    ['script inside an uncompressed object stream', pdfWith({ objects: [objectStream('<< /S /JavaScript >>', '', false)] }), 'JavaScript'],
    ['a name written with # escapes', pdfWith({ catalog: '/OpenAction << /S /Java#53cript /J#53 (x) >> ' }), 'JavaScript'],
    ['a program launch', pdfWith({ catalog: '/OpenAction << /S /Launch /F (cmd.exe) >> ' }), 'Launch'],
    ['page actions', pdfWith({ catalog: '/AA << /O 5 0 R >> ' }), 'AA'],
    ['an interactive form', pdfWith({ catalog: '/AcroForm << /XFA 5 0 R >> ' }), 'XFA'],
    ['rich media', pdfWith({ objects: ['5 0 obj\n<< /Type /Annot /Subtype /RichMedia >>\nendobj'] }), 'RichMedia'],
  ])('finds %s', async (_label, pdf, name) => {
    expect(await pdfActiveContent(pdf)).toEqual({ kind: 'active', name });
  });

  it('cannot check an object stream it cannot unpack', async () => {
    const hex = pdfWith({ objects: [streamObject(4, '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', '35203020', false)] });
    expect(await pdfActiveContent(hex)).toMatchObject({ kind: 'uncheckable' });
    const broken = pdfWith({ objects: [streamObject(4, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not zlib at all', false)] });
    expect(await pdfActiveContent(broken)).toMatchObject({ kind: 'uncheckable' });
  });

  it('reads an object a short declared length leaves outside its stream', async () => {
    const data = Buffer.from('abc\nendstream\nendobj\n5 0 obj\n<< /S /JavaScript >>\nendobj\n', 'latin1');
    const sneaky = Buffer.concat([Buffer.from('4 0 obj\n<< /Length 3 >>\nstream\n', 'latin1'), data]);
    expect(await pdfActiveContent(pdfWith({ objects: [sneaky] }))).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('takes a length given by another object, before or after the stream', async () => {
    const stream = '4 0 obj\n<< /Length 9 0 R >>\nstream\nabc\nendstream\nendobj\n5 0 obj\n<< /S /JavaScript >>\nendobj';
    // 3 bytes: the script after them is an object of the file.
    expect(await pdfActiveContent(pdfWith({ objects: ['9 0 obj 3 endobj', stream] }))).toEqual({ kind: 'active', name: 'JavaScript' });
    expect(await pdfActiveContent(pdfWith({ objects: [stream, '9 0 obj\n3\nendobj'] }))).toEqual({ kind: 'active', name: 'JavaScript' });
    // The whole data, or no such object: the data runs to the first endstream, and nothing is found in it.
    const image = '4 0 obj\n<< /Subtype /Image /Length 9 0 R >>\nstream\ngarbage /JS more garbage\nendstream\nendobj';
    expect(await pdfActiveContent(pdfWith({ objects: [image, '9 0 obj 24 endobj'] }))).toBeNull();
    expect(await pdfActiveContent(pdfWith({ objects: [image] }))).toBeNull();
  });

  it('reads a stream’s dictionary from its own object only, never from the data of the stream before', async () => {
    // The first stream's data holds what would make the second an object stream packed some other way.
    const first = streamObject(4, '/Subtype /Image', '/Type /ObjStm /Filter /ASCIIHexDecode', false);
    const second = Buffer.from('<< /Type /XObject /Length 6 >>\nstream\nbinary\nendstream\n', 'latin1');
    expect(await pdfActiveContent(pdfWith({ objects: [first, second] }))).toBeNull();
  });

  it('cannot check a PDF with a stream that has neither an end nor a length: viewers read objects past it', async () => {
    const endless = Buffer.from('4 0 obj\n<< /Subtype /Image >>\nstream\nbinary\n5 0 obj\n<< /S /JavaScript >>\nendobj\n', 'latin1');
    expect(await pdfActiveContent(Buffer.concat([CLEAN_PDF, endless]))).toEqual({ kind: 'uncheckable', reason: 'a stream has no end' });
  });

  it('reads an object stream cut short as far as it goes', async () => {
    const packed = deflateSync(Buffer.from(`5 0 << /S /JavaScript >> ${'x'.repeat(200_000)}`, 'latin1'));
    const cutShort = Buffer.concat([
      Buffer.from('4 0 obj\n<< /Type /ObjStm /Filter /FlateDecode >>\nstream\n', 'latin1'),
      packed.subarray(0, 2000),
      Buffer.from('\nendstream\nendobj', 'latin1'),
    ]);
    expect(await pdfActiveContent(pdfWith({ objects: [cutShort] }))).toEqual({ kind: 'active', name: 'JavaScript' });
  });

  it('stops unpacking object streams past 64 MB, and never unpacks other streams', async () => {
    expect(await pdfActiveContent(flateBombPdf(70))).toEqual({ kind: 'unpacks-too-large' });
    expect(await pdfActiveContent(flateBombImagePdf(70))).toBeNull();
  });
});

describe('the refusals', () => {
  it('read as the dashboard shows them in English (it words them in Hindi from the same table)', () => {
    expect(ACTIVE_PDF_MESSAGE).toBe(inputSafetyStrings['inputSafety.pdfActive']?.en);
    expect(UNCHECKABLE_PDF_MESSAGE).toBe(inputSafetyStrings['inputSafety.pdfUncheckable']?.en);
    expect(UNPACKS_TOO_LARGE_PDF_MESSAGE).toBe(inputSafetyStrings['inputSafety.pdfUnpacksTooLarge']?.en.replace('{{megabytes}}', '64'));
  });
});
