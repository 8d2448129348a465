// Writes each document lesson's PDF with the certificates' PDF tooling: pdfkit, with the project's
// Noto Sans Devanagari shaped by fontkit (bilingual-text), so Hindi joins as it should.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { drawLine, drawParagraph, registerFonts, wrapLines } from '../../apps/api/src/modules/certificates/bilingual-text.js';
import { type Block, type Handout, handouts } from './documents.js';

const mediaDir = fileURLToPath(new URL('../../apps/api/assets/media/', import.meta.url));
type Doc = InstanceType<typeof PDFDocument>;
const LEFT = 50;
const PRIMARY = '#1d5f78';

function heading(doc: Doc, text: { en: string; hi: string }, y: number, width: number): number {
  drawLine(doc, `${text.en} · ${text.hi}`, LEFT, y, width, { size: 13, weight: 'bold', color: PRIMARY });
  return y + 24;
}

function block(doc: Doc, item: Block, y: number, width: number): number {
  let cursor = heading(doc, item.heading, y, width);
  if (item.kind === 'steps' || item.kind === 'checklist') {
    item.items.forEach((entry, index) => {
      if (item.kind === 'checklist')
        doc
          .lineWidth(1)
          .rect(LEFT, cursor + 2, 10, 10)
          .stroke('#4a5a62');
      else drawLine(doc, `${index + 1}.`, LEFT, cursor, 20, { size: 10.5, weight: 'bold', color: PRIMARY });
      cursor = drawParagraph(doc, entry.en, LEFT + 20, cursor, width - 20, { size: 10.5 });
      cursor = drawParagraph(doc, entry.hi, LEFT + 20, cursor - 2, width - 20, { size: 11, color: '#33444c', gap: 5 });
    });
    return cursor + 8;
  }
  const cellLines = (text: string, w: number) => wrapLines(doc, text, 9.5, 'regular', w - 10);
  const row = (cells: string[], bold: boolean, fill: string) => {
    const wrapped = cells.map((cell, index) => cellLines(cell, item.widths[index] ?? 100));
    const height = Math.max(...wrapped.map((lines) => lines.length)) * 14 + 8;
    let x = LEFT;
    wrapped.forEach((lines, index) => {
      const w = item.widths[index] ?? 100;
      doc.lineWidth(0.5).rect(x, cursor, w, height).fillAndStroke(fill, '#b9c7cc');
      lines.forEach((line, n) => drawLine(doc, line, x + 5, cursor + 4 + n * 14, w - 10, { size: 9.5, weight: bold ? 'bold' : 'regular' }));
      x += w;
    });
    cursor += height;
  };
  row(
    item.columns.map((column) => `${column.en} / ${column.hi}`),
    true,
    '#dcebf0',
  );
  item.rows.forEach((cells, index) => row(cells, false, index % 2 ? '#f3f6f7' : '#ffffff'));
  return cursor + 14;
}

async function makeHandout(handout: Handout) {
  const out = `${mediaDir}${handout.key}.pdf`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: handout.title.en, Author: 'Jal Shiksha', CreationDate: new Date(Date.UTC(2025, 0, 1)) },
  });
  const done = once(doc.pipe(createWriteStream(out)), 'finish');
  registerFonts(doc);
  const width = doc.page.width - 2 * LEFT;
  doc.rect(0, 0, doc.page.width, 8).fill(PRIMARY);
  drawLine(doc, 'Jal Shiksha · जल शिक्षा', LEFT, 24, width, { size: 9.5, color: '#4a5a62' });
  drawLine(doc, handout.title.en, LEFT, 44, width, { size: 18, weight: 'bold', color: PRIMARY });
  drawLine(doc, handout.title.hi, LEFT, 70, width, { size: 17, weight: 'bold', color: PRIMARY });
  let y = drawParagraph(doc, handout.intro.en, LEFT, 106, width, { size: 10.5 });
  y = drawParagraph(doc, handout.intro.hi, LEFT, y - 2, width, { size: 11, color: '#33444c', gap: 10 });
  for (const item of handout.blocks) y = block(doc, item, y, width);
  drawLine(
    doc,
    'Planning values for field training; local guidelines and schedules of rates take precedence.',
    LEFT,
    doc.page.height - 48,
    width,
    { size: 7.5, align: 'center', color: '#4a5a62' },
  );
  drawLine(doc, 'क्षेत्रीय प्रशिक्षण के लिए योजना मान; स्थानीय दिशानिर्देश और दर-सूचियाँ सर्वोपरि हैं।', LEFT, doc.page.height - 36, width, {
    size: 7.5,
    align: 'center',
    color: '#4a5a62',
  });
  doc.end();
  await done;
  if (doc.bufferedPageRange().count > 1) throw new Error(`${handout.key} runs over one page`);
}

export async function makeDocuments() {
  for (const handout of handouts) await makeHandout(handout);
  console.log(`documents: ${handouts.length} PDFs in ${mediaDir}`);
}
