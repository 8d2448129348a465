import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from './xlsx-writer.js';

describe('writeXlsx', () => {
  it('writes a workbook whose sheet holds the text (Hindi too) and numbers as given', () => {
    const files = unzipSync(
      writeXlsx('Monsoon / 2026', [
        ['Name', 'Score'],
        ['आशा वर्मा <A&B>', 42],
        ['=SUM(A1)', null],
      ]),
    );
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(sheet).toContain('<t xml:space="preserve">आशा वर्मा &lt;A&amp;B&gt;</t>');
    expect(sheet).toContain('<c r="B2"><v>42</v></c>');
    // Text that looks like a formula stays text: an inline string is never calculated.
    expect(sheet).toContain('<c r="A3" t="inlineStr"><is><t xml:space="preserve">=SUM(A1)</t></is></c>');
    expect(strFromU8(files['xl/workbook.xml']!)).toContain('name="Monsoon   2026"');
  });
});
