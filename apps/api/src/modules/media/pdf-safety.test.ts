import { describe, expect, it } from 'vitest';
import {
  CLEAN_PDF,
  EMBEDDED_FILE_PDF,
  HIDDEN_JAVASCRIPT_PDF,
  JAVASCRIPT_PDF,
  objectStream,
  pdfWith,
  streamObject,
} from '../../test/crafted-pdfs.js';
import { inputSafetyStrings } from '@jal/ui-strings/input-safety';
import { ACTIVE_PDF_MESSAGE, pdfActiveContent, UNCHECKABLE_PDF_MESSAGE } from './pdf-safety.js';

describe('pdfActiveContent', () => {
  it('finds nothing in a plain PDF, one that opens on its first page, or one with compressed page content', () => {
    expect(pdfActiveContent(CLEAN_PDF)).toBeNull();
    expect(pdfActiveContent(pdfWith({ catalog: '/OpenAction [3 0 R /Fit] ' }))).toBeNull();
    expect(pdfActiveContent(pdfWith({ objects: [streamObject(4, '', 'BT /F1 12 Tf (Watershed) Tj ET')] }))).toBeNull();
    expect(pdfActiveContent(pdfWith({ objects: [objectStream('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')] }))).toBeNull();
  });

  it('ignores the bytes of stream data, which can look like anything', () => {
    const binary = Buffer.from('garbage /JS /AA /Launch more garbage', 'latin1');
    expect(pdfActiveContent(pdfWith({ objects: [streamObject(4, '/Subtype /Image', binary, false)] }))).toBeNull();
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
  ])('finds %s', (_label, pdf, name) => {
    expect(pdfActiveContent(pdf)).toEqual({ kind: 'active', name });
  });

  it('cannot check an object stream it cannot unpack', () => {
    const hex = pdfWith({ objects: [streamObject(4, '/Type /ObjStm /N 1 /First 4 /Filter /ASCIIHexDecode', '35203020', false)] });
    expect(pdfActiveContent(hex)).toMatchObject({ kind: 'uncheckable' });
    const broken = pdfWith({ objects: [streamObject(4, '/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', 'not zlib at all', false)] });
    expect(pdfActiveContent(broken)).toMatchObject({ kind: 'uncheckable' });
  });

  it('reads an object a short declared length leaves outside its stream', () => {
    const data = Buffer.from('abc\nendstream\nendobj\n5 0 obj\n<< /S /JavaScript >>\nendobj\n', 'latin1');
    const sneaky = Buffer.concat([Buffer.from('4 0 obj\n<< /Length 3 >>\nstream\n', 'latin1'), data]);
    expect(pdfActiveContent(pdfWith({ objects: [sneaky] }))).toEqual({ kind: 'active', name: 'JavaScript' });
  });
});

describe('the refusals', () => {
  it('read as the dashboard shows them in English (it words them in Hindi from the same table)', () => {
    expect(ACTIVE_PDF_MESSAGE).toBe(inputSafetyStrings['inputSafety.pdfActive']?.en);
    expect(UNCHECKABLE_PDF_MESSAGE).toBe(inputSafetyStrings['inputSafety.pdfUncheckable']?.en);
  });
});
