import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateRow } from '../../db/rows.js';
import { drawLine, fitSize, registerFonts, widthOf } from './bilingual-text.js';

const INK = '#1f2a30';
const MUTED = '#4a5a62';
const WATER = '#1d5f78';

function formatDate(date: Date, locale: string) {
  return date.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}

/** The QR code as vector squares: sharp at any print size and a few hundred bytes. */
function drawQr(doc: InstanceType<typeof PDFDocument>, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save();
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell + 0.05, cell + 0.05);
    }
  }
  doc.fill(INK).restore();
}

/** Where the lines above the code go: roomy, or tighter to leave room for the practicals passed. */
const LAYOUTS = {
  roomy: {
    brand: [56, 13],
    title: [86, 30],
    titleHi: [128, 26],
    certifies: [178, 13],
    name: [202, 28, 42],
    nameHi: [24, 38],
    course: [22, 34],
  },
  tight: {
    brand: [50, 12],
    title: [72, 26],
    titleHi: [106, 22],
    certifies: [146, 12],
    name: [166, 24, 34],
    nameHi: [20, 32],
    course: [20, 30],
  },
} as const;

/** At most this many lines of practicals: beyond, the last says how many more there are. */
export const PRACTICAL_LINES = 4;

/** The date a practical was accepted, in figures read alike in English and Hindi. */
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The text cut at a word with an ellipsis until it fits `width` at `size`. */
function ellipsized(doc: InstanceType<typeof PDFDocument>, text: string, size: number, width: number): string {
  if (widthOf(doc, text, size, 'regular') <= width) return text;
  const words = text.split(' ');
  while (words.length > 1 && widthOf(doc, `${words.join(' ')}…`, size, 'regular') > width) words.pop();
  return `${words.join(' ')}…`;
}

/** One line a practical: its English and Hindi titles (one when they are the same) and the date it was accepted. */
export function practicalLines(row: CertificateRow): string[] {
  const titled = row.practicals.map((practical) => {
    const en = practical.titleTranslations.en ?? practical.title;
    const hi = practical.titleTranslations.hi;
    return `${hi && hi !== en ? `${en} · ${hi}` : en} — ${shortDate(practical.acceptedAt)}`;
  });
  if (titled.length <= PRACTICAL_LINES) return titled;
  const more = titled.length - (PRACTICAL_LINES - 1);
  return [...titled.slice(0, PRACTICAL_LINES - 1), `and ${more} more · और ${more} अन्य`];
}

/**
 * One A4 landscape page in English and Hindi: learner, course, the field practicals passed in it
 * (a bounded number), date, code and a QR code that opens the public verification page.
 */
export async function certificatePdf(row: CertificateRow, verifyUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Jal Shiksha certificate ${row.code}`, Author: 'Jal Shiksha', Subject: row.courseTitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(WATER);
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(0.8)
    .stroke(WATER);
  const x = 70;
  const w = width - 140;
  const center = { align: 'center' as const };
  const practicals = practicalLines(row);
  const layout = practicals.length > 0 ? LAYOUTS.tight : LAYOUTS.roomy;

  drawLine(doc, 'Jal Shiksha · जल शिक्षा', x, layout.brand[0], w, { ...center, size: layout.brand[1], weight: 'bold', color: WATER });
  drawLine(doc, 'Certificate of Completion', x, layout.title[0], w, { ...center, size: layout.title[1], weight: 'bold', color: INK });
  drawLine(doc, 'पूर्णता प्रमाणपत्र', x, layout.titleHi[0], w, { ...center, size: layout.titleHi[1], weight: 'bold', color: INK });
  drawLine(doc, 'This certifies that · प्रमाणित किया जाता है कि', x, layout.certifies[0], w, {
    ...center,
    size: layout.certifies[1],
    color: MUTED,
  });

  const [nameY, nameMax, nameGap] = layout.name;
  const nameSize = fitSize(doc, row.learnerName, nameMax, 14, 'bold', w);
  drawLine(doc, row.learnerName, x, nameY, w, { ...center, size: nameSize, weight: 'bold', color: WATER });
  let y = nameY + nameGap;
  if (row.learnerNameHi && row.learnerNameHi !== row.learnerName) {
    drawLine(doc, row.learnerNameHi, x, y, w, {
      ...center,
      size: fitSize(doc, row.learnerNameHi, layout.nameHi[0], 12, 'bold', w),
      weight: 'bold',
      color: WATER,
    });
    y += layout.nameHi[1];
  }
  drawLine(doc, 'has completed the course · ने निम्नलिखित पाठ्यक्रम पूर्ण किया है', x, y + 4, w, {
    ...center,
    size: layout.certifies[1],
    color: MUTED,
  });
  const [courseSize, courseGap] = layout.course;
  y += courseGap - 2;
  const titleEn = row.courseTitleTranslations.en ?? row.courseTitle;
  drawLine(doc, titleEn, x, y, w, { ...center, size: fitSize(doc, titleEn, courseSize, 11, 'bold', w), weight: 'bold', color: INK });
  y += courseGap;
  const titleHi = row.courseTitleTranslations.hi;
  if (titleHi && titleHi !== titleEn) {
    drawLine(doc, titleHi, x, y, w, { ...center, size: fitSize(doc, titleHi, courseSize - 1, 11, 'bold', w), weight: 'bold', color: INK });
    y += courseGap;
  }

  if (practicals.length > 0) {
    y += 6;
    drawLine(doc, 'Field practicals passed · उत्तीर्ण फ़ील्ड अभ्यास', x, y, w, { ...center, size: 11, weight: 'bold', color: MUTED });
    y += 19;
    for (const line of practicals) {
      const size = fitSize(doc, line, 11, 9, 'regular', w);
      drawLine(doc, ellipsized(doc, line, size, w), x, y, w, { ...center, size, color: INK });
      y += 16;
    }
  }

  const qrSize = 104;
  const qrX = width - 70 - qrSize;
  const qrY = height - 66 - qrSize;
  drawQr(doc, verifyUrl, qrX, qrY, qrSize);
  const left = { size: 12, color: INK };
  const infoWidth = qrX - x - 20;
  drawLine(doc, `Issued on ${formatDate(row.issuedAt, 'en-IN')}`, x, qrY + 2, infoWidth, left);
  drawLine(doc, `जारी करने की तिथि: ${formatDate(row.issuedAt, 'hi-IN')}`, x, qrY + 22, infoWidth, left);
  drawLine(doc, `Certificate code · प्रमाणपत्र कोड: ${row.code}`, x, qrY + 48, infoWidth, { size: 12, weight: 'bold', color: INK });
  drawLine(doc, `Verify · सत्यापन: ${verifyUrl}`, x, qrY + 74, infoWidth, { size: 10, color: MUTED });
  if (row.revokedAt) drawLine(doc, 'REVOKED · निरस्त', x, 150, w, { align: 'center', size: 40, weight: 'bold', color: '#b3261e' });
  doc.end();
  return done;
}
