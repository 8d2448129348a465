// Small drawing kit for the demo lessons' figures and video frames: every picture is 640 × 360,
// a heading band on top and a diagram below, with labels in English, in Hindi, or in both
// (video frames carry both, since one picture serves both narrations).

export type Bi = { en: string; hi: string };
/** Which language the labels are written in; `both` puts the Hindi line under the English one. */
export type Lang = 'en' | 'hi' | 'both';

export const WIDTH = 640;
export const HEIGHT = 360;
/** Where the diagram area starts, below the heading. */
export const TOP = 78;

export const colour = {
  ink: '#1f2a30',
  muted: '#4a5a62',
  primary: '#1d5f78',
  water: '#2f8fb5',
  sky: '#e8f1f4',
  paper: '#fbfaf6',
  earth: '#a47b4f',
  soil: '#c9a477',
  rock: '#8d8a84',
  green: '#4f8a3c',
  leaf: '#7fb069',
  silt: '#b08850',
  warn: '#c2571a',
};

const FONT = "'Noto Sans','Noto Sans Devanagari','Nirmala UI',Mangal,sans-serif";

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits text into lines of about `chars` characters (Devanagari vowel signs take no width of their own). */
export function wrap(text: string, chars: number): string[] {
  const visible = (word: string) => word.replace(/[\u093e-\u094d\u0901-\u0903\u0962\u0963]/g, '').length;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && visible(candidate) > chars) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

type TextOptions = { size?: number; anchor?: 'start' | 'middle' | 'end'; weight?: 'normal' | 'bold'; fill?: string; chars?: number };

/** Lines of plain text from y (the first baseline); returns the SVG and the height used. */
export function lines(x: number, y: number, text: string, options: TextOptions = {}): { svg: string; height: number } {
  const size = options.size ?? 14;
  const rows = options.chars ? wrap(text, options.chars) : [text];
  const step = size * 1.3;
  const svg = rows
    .map(
      (row, index) =>
        `<text x="${x}" y="${y + index * step}" font-size="${size}" text-anchor="${options.anchor ?? 'start'}" font-weight="${options.weight ?? 'normal'}" fill="${options.fill ?? colour.ink}">${escape(row)}</text>`,
    )
    .join('');
  return { svg, height: rows.length * step };
}

/** A label in the picture's language(s); in `both`, the Hindi line follows the English one. */
export function label(lang: Lang, x: number, y: number, text: Bi, options: TextOptions = {}): string {
  const size = options.size ?? 14;
  if (lang === 'en') return lines(x, y, text.en, options).svg;
  // Devanagari runs wider than Latin at the same size: fewer characters to a line.
  const hindi = { ...options, chars: options.chars ? Math.floor(options.chars * 0.8) : undefined };
  if (lang === 'hi') return lines(x, y, text.hi, { ...hindi, size: size + 1 }).svg;
  const english = lines(x, y, text.en, { ...options, size: size - 1 });
  return english.svg + lines(x, y + english.height, text.hi, { ...hindi, size: size - 1 }).svg;
}

/** The picture: a pale ground, a heading band and the diagram. */
export function picture(lang: Lang, heading: Bi, body: string): string {
  const head =
    lang === 'both'
      ? lines(24, 32, heading.en, { size: 21, weight: 'bold', fill: '#ffffff' }).svg +
        lines(24, 60, heading.hi, { size: 19, weight: 'bold', fill: '#ffffff' }).svg
      : lines(24, 46, lang === 'en' ? heading.en : heading.hi, { size: 23, weight: 'bold', fill: '#ffffff' }).svg;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" font-family="${FONT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${colour.paper}"/>`,
    `<rect width="${WIDTH}" height="70" fill="${colour.primary}"/>`,
    head,
    body,
    '</svg>',
  ].join('');
}

export function arrow(x1: number, y1: number, x2: number, y2: number, stroke: string = colour.primary, width = 3): string {
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = (turn: number) => `${x2 - 10 * Math.cos(angle + turn)},${y2 - 10 * Math.sin(angle + turn)}`;
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/><polygon points="${x2},${y2} ${head(0.45)} ${head(-0.45)}" fill="${stroke}"/>`;
}

export function rain(x: number, y: number, width: number): string {
  const drops = [];
  for (let dx = 8; dx < width; dx += 22) {
    for (const dy of [0, 20])
      drops.push(
        `<line x1="${x + dx + dy / 4}" y1="${y + dy}" x2="${x + dx - 4 + dy / 4}" y2="${y + dy + 10}" stroke="${colour.water}" stroke-width="2" stroke-linecap="round"/>`,
      );
  }
  const cloud = `<ellipse cx="${x + width / 2}" cy="${y - 12}" rx="${width / 2}" ry="14" fill="#c9d6dc"/>`;
  return cloud + drops.join('');
}

export function tree(x: number, y: number, size = 1): string {
  return `<rect x="${x - 2 * size}" y="${y - 14 * size}" width="${4 * size}" height="${14 * size}" fill="${colour.earth}"/><circle cx="${x}" cy="${y - 20 * size}" r="${10 * size}" fill="${colour.green}"/>`;
}

export function person(x: number, y: number, fill: string = colour.primary): string {
  return `<circle cx="${x}" cy="${y - 30}" r="6" fill="${fill}"/><path d="M${x - 7} ${y} L${x - 5} ${y - 22} Q${x} ${y - 26} ${x + 5} ${y - 22} L${x + 7} ${y} Z" fill="${fill}"/>`;
}

export function house(x: number, y: number): string {
  return `<rect x="${x - 12}" y="${y - 16}" width="24" height="16" fill="#e7d3b0" stroke="${colour.earth}"/><polygon points="${x - 15},${y - 16} ${x},${y - 28} ${x + 15},${y - 16}" fill="${colour.warn}"/>`;
}

/** Boxes joined by arrows, left to right. */
export function flow(lang: Lang, steps: Bi[], options: { y?: number; height?: number; fill?: string } = {}): string {
  const gap = 26;
  const left = 20;
  const width = (WIDTH - 2 * left - gap * (steps.length - 1)) / steps.length;
  const y = options.y ?? 140;
  const height = options.height ?? 130;
  const chars = Math.floor(width / 8.2);
  return steps
    .map((step, index) => {
      const x = left + index * (width + gap);
      const box = `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="${options.fill ?? '#ffffff'}" stroke="${colour.primary}" stroke-width="2"/>`;
      const number = `<circle cx="${x + 20}" cy="${y + 22}" r="13" fill="${colour.primary}"/><text x="${x + 20}" y="${y + 27}" font-size="14" font-weight="bold" text-anchor="middle" fill="#fff">${index + 1}</text>`;
      const text = label(lang, x + 12, y + 58, step, { size: 15, chars });
      const link = index < steps.length - 1 ? arrow(x + width + 3, y + height / 2, x + width + gap - 3, y + height / 2) : '';
      return box + number + text + link;
    })
    .join('');
}

/** Upright bars with their values above and labels below. */
export function bars(lang: Lang, items: { label: Bi; value: number; fill?: string }[], options: { unit: string; max?: number }): string {
  const max = options.max ?? Math.max(...items.map((item) => item.value));
  const base = 270;
  const tall = 160;
  const left = 60;
  const slot = (WIDTH - left - 20) / items.length;
  const width = Math.min(70, slot * 0.55);
  const axis = `<line x1="${left - 10}" y1="${base}" x2="${WIDTH - 20}" y2="${base}" stroke="${colour.muted}" stroke-width="1.5"/>`;
  return (
    axis +
    items
      .map((item, index) => {
        const x = left + index * slot + (slot - width) / 2;
        const h = (item.value / max) * tall;
        const centre = x + width / 2;
        return (
          `<rect x="${x}" y="${base - h}" width="${width}" height="${h}" rx="4" fill="${item.fill ?? colour.water}"/>` +
          `<text x="${centre}" y="${base - h - 8}" font-size="15" font-weight="bold" text-anchor="middle" fill="${colour.ink}">${item.value}${escape(options.unit)}</text>` +
          label(lang, centre, base + 20, item.label, { size: 13, anchor: 'middle', chars: Math.floor(slot / 7.5) })
        );
      })
      .join('')
  );
}

/** Horizontal bands from top to bottom (soil layers, zones), named on the right. */
export function layers(
  lang: Lang,
  bands: { label: Bi; fill: string; height: number }[],
  options: { x?: number; width?: number } = {},
): string {
  const x = options.x ?? 20;
  const width = options.width ?? 380;
  let y = TOP + 22;
  return bands
    .map((band) => {
      const svg =
        `<rect x="${x}" y="${y}" width="${width}" height="${band.height}" fill="${band.fill}"/>` +
        label(lang, x + width + 16, y + Math.min(band.height / 2, 22) + 4, band.label, { size: 14, chars: 26 });
      y += band.height;
      return svg;
    })
    .join('');
}

/** A list of short points with ticks, for a summary frame. */
export function keyPoints(lang: Lang, points: Bi[]): string {
  let y = TOP + 40;
  return points
    .map((point) => {
      const tick = `<circle cx="44" cy="${y - 6}" r="12" fill="${colour.green}"/><path d="M38 ${y - 6} l4 5 l8 -10" stroke="#fff" stroke-width="3" fill="none"/>`;
      const text = label(lang, 68, y, point, { size: lang === 'both' ? 17 : 18, chars: 62 });
      y += lang === 'both' ? 86 : 62;
      return tick + text;
    })
    .join('');
}

/** A simple table: a header row and rows of plain cells. */
export function table(lang: Lang, headers: Bi[], rows: (Bi | string)[][], options: { widths: number[] }): string {
  const x0 = 20;
  let y = TOP + 16;
  const rowHeight = lang === 'both' ? 40 : 30;
  const cell = (value: Bi | string, x: number, top: number, bold: boolean) =>
    typeof value === 'string'
      ? lines(x + 8, top + 20, value, { size: 14, weight: bold ? 'bold' : 'normal' }).svg
      : label(lang, x + 8, top + (lang === 'both' ? 17 : 20), value, { size: 14, weight: bold ? 'bold' : 'normal' });
  const row = (values: (Bi | string)[], bold: boolean, fill: string) => {
    let x = x0;
    const svg = values
      .map((value, index) => {
        const width = options.widths[index] ?? 100;
        const out =
          `<rect x="${x}" y="${y}" width="${width}" height="${rowHeight}" fill="${fill}" stroke="#c7d3d8"/>` + cell(value, x, y, bold);
        x += width;
        return out;
      })
      .join('');
    y += rowHeight;
    return svg;
  };
  return row(headers, true, '#dcebf0') + rows.map((values, index) => row(values, false, index % 2 ? '#f3f6f7' : '#ffffff')).join('');
}

/** Cards in a grid, each with a short name and a line about it. */
export function cards(lang: Lang, items: { title: Bi; text: Bi }[], columns = 2): string {
  const gap = 14;
  const rowsCount = Math.ceil(items.length / columns);
  const width = (WIDTH - 40 - gap * (columns - 1)) / columns;
  const height = (HEIGHT - TOP - 14 - gap * (rowsCount - 1)) / rowsCount;
  return items
    .map((item, index) => {
      const x = 20 + (index % columns) * (width + gap);
      const y = TOP + 6 + Math.floor(index / columns) * (height + gap);
      const chars = Math.floor(width / 8);
      const title = label(lang, x + 12, y + 24, item.title, { size: 16, weight: 'bold', fill: colour.primary, chars });
      const titleHeight = lang === 'both' ? 40 : 22;
      return (
        `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#ffffff" stroke="#c7d3d8"/>` +
        title +
        (lang === 'both' ? '' : label(lang, x + 12, y + 26 + titleHeight, item.text, { size: 13, fill: colour.muted, chars }))
      );
    })
    .join('');
}
