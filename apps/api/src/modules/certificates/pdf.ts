import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateRow } from '../../db/rows.js';
import { drawLine, fitSize, registerFonts } from './bilingual-text.js';

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

/**
 * One A4 landscape page in English and Hindi: learner, course, date, code and a QR code that
 * opens the public verification page.
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

  drawLine(doc, 'Jal Shiksha · जल शिक्षा', x, 56, w, { ...center, size: 13, weight: 'bold', color: WATER });
  drawLine(doc, 'Certificate of Completion', x, 86, w, { ...center, size: 30, weight: 'bold', color: INK });
  drawLine(doc, 'पूर्णता प्रमाणपत्र', x, 128, w, { ...center, size: 26, weight: 'bold', color: INK });
  drawLine(doc, 'This certifies that · प्रमाणित किया जाता है कि', x, 178, w, { ...center, size: 13, color: MUTED });

  const nameSize = fitSize(doc, row.learnerName, 28, 14, 'bold', w);
  drawLine(doc, row.learnerName, x, 202, w, { ...center, size: nameSize, weight: 'bold', color: WATER });
  let y = 244;
  if (row.learnerNameHi && row.learnerNameHi !== row.learnerName) {
    drawLine(doc, row.learnerNameHi, x, y, w, {
      ...center,
      size: fitSize(doc, row.learnerNameHi, 24, 12, 'bold', w),
      weight: 'bold',
      color: WATER,
    });
    y += 38;
  }
  drawLine(doc, 'has completed the course · ने निम्नलिखित पाठ्यक्रम पूर्ण किया है', x, y + 4, w, { ...center, size: 13, color: MUTED });
  y += 32;
  const titleEn = row.courseTitleTranslations.en ?? row.courseTitle;
  drawLine(doc, titleEn, x, y, w, { ...center, size: fitSize(doc, titleEn, 22, 11, 'bold', w), weight: 'bold', color: INK });
  y += 34;
  const titleHi = row.courseTitleTranslations.hi;
  if (titleHi && titleHi !== titleEn)
    drawLine(doc, titleHi, x, y, w, { ...center, size: fitSize(doc, titleHi, 21, 11, 'bold', w), weight: 'bold', color: INK });

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
