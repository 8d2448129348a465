import { join } from 'node:path';
import type PDFDocument from 'pdfkit';
import { assetsDir } from '../../lib/assets-dir.js';

type Doc = InstanceType<typeof PDFDocument>;
export type Weight = 'regular' | 'bold';

/**
 * The fonts are the Latin and Devanagari subsets of Noto Sans Devanagari (from @fontsource,
 * unpacked by apps/api/scripts/learning-fonts.mjs). PDFKit has no font fallback, so text is cut
 * into runs of one script and each run is drawn with its own font; fontkit shapes each
 * Devanagari run (conjuncts, reph, the ि matra before its consonant).
 */
export function registerFonts(doc: Doc) {
  const dir = join(assetsDir(), 'fonts');
  doc.registerFont('latin-regular', join(dir, 'noto-sans-devanagari-latin-400.ttf'));
  doc.registerFont('latin-bold', join(dir, 'noto-sans-devanagari-latin-700.ttf'));
  doc.registerFont('deva-regular', join(dir, 'noto-sans-devanagari-devanagari-400.ttf'));
  doc.registerFont('deva-bold', join(dir, 'noto-sans-devanagari-devanagari-700.ttf'));
}

// Devanagari, Vedic extensions, ZWNJ/ZWJ, the rupee sign, the dotted circle, Devanagari Extended.
const DEVANAGARI_RANGES: [number, number][] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cf9],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa8e0, 0xa8ff],
];
const isDevanagari = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return DEVANAGARI_RANGES.some(([from, to]) => code >= from && code <= to);
};

type Run = { text: string; font: string };

export function scriptRuns(text: string, weight: Weight): Run[] {
  const runs: Run[] = [];
  for (const char of text) {
    // Spaces stay with the run before them so a word and its space shape and measure together.
    const deva = isDevanagari(char) || (char === ' ' && runs.at(-1)?.font.startsWith('deva') === true);
    const font = `${deva ? 'deva' : 'latin'}-${weight}`;
    const last = runs.at(-1);
    if (last && last.font === font) last.text += char;
    else runs.push({ text: char, font });
  }
  return runs;
}

export function widthOf(doc: Doc, text: string, size: number, weight: Weight): number {
  return scriptRuns(text, weight).reduce((sum, run) => sum + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
}

/** Cuts text into lines no wider than `width`, at spaces. */
export function wrapLines(doc: Doc, text: string, size: number, weight: Weight, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(doc, candidate, size, weight) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export type LineOptions = { size: number; weight?: Weight; color?: string; align?: 'left' | 'center' };

/** Draws one line (no wrapping) at y, from x or centred in [x, x + width]. */
export function drawLine(doc: Doc, text: string, x: number, y: number, width: number, options: LineOptions) {
  const weight = options.weight ?? 'regular';
  const total = widthOf(doc, text, options.size, weight);
  let cursor = options.align === 'center' ? x + (width - total) / 2 : x;
  doc.fillColor(options.color ?? '#1f2a30');
  for (const run of scriptRuns(text, weight)) {
    doc.font(run.font).fontSize(options.size);
    doc.text(run.text, cursor, y, { lineBreak: false });
    cursor += doc.widthOfString(run.text);
  }
}

/** Draws wrapped text and returns the y below it. */
export function drawParagraph(doc: Doc, text: string, x: number, y: number, width: number, options: LineOptions & { gap?: number }) {
  const lineHeight = options.size * 1.55;
  let cursor = y;
  for (const line of wrapLines(doc, text, options.size, options.weight ?? 'regular', width)) {
    drawLine(doc, line, x, cursor, width, options);
    cursor += lineHeight;
  }
  return cursor + (options.gap ?? 0);
}

/** The largest size up to `max` at which text fits on one line of `width`. */
export function fitSize(doc: Doc, text: string, max: number, min: number, weight: Weight, width: number): number {
  let size = max;
  while (size > min && widthOf(doc, text, size, weight) > width) size -= 1;
  return size;
}
