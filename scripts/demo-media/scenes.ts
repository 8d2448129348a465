// Pictures of places drawn for the lessons: a slope from ridge to valley, a watershed seen from
// above, contour lines, a well in section. Each takes the label language and a few switches.
import { type Bi, type Lang, arrow, colour, house, label, person, rain, tree } from './svg.js';

/** The ground line of the slope, ridge on the left, valley on the right. */
const SLOPE = 'M0 150 L70 120 Q160 130 240 190 Q330 250 420 280 L640 300 L640 360 L0 360 Z';

export type SlopeOptions = {
  rain?: boolean;
  zones?: [Bi, Bi, Bi];
  trenches?: boolean;
  trees?: boolean;
  runoff?: 'fast' | 'slow';
  tank?: 'clear' | 'silted';
  well?: boolean;
  people?: boolean;
  notes?: { x: number; y: number; text: Bi }[];
};

export function slope(lang: Lang, options: SlopeOptions): string {
  const parts = [`<rect x="0" y="70" width="640" height="290" fill="${colour.sky}"/>`, `<path d="${SLOPE}" fill="${colour.soil}"/>`];
  parts.push(`<path d="M0 150 L70 120 Q160 130 240 190 Q330 250 420 280 L640 300" fill="none" stroke="${colour.earth}" stroke-width="3"/>`);
  if (options.rain) parts.push(rain(30, 100, 200));
  if (options.trenches) {
    for (const [x, y] of [
      [120, 135],
      [165, 150],
      [210, 172],
      [255, 200],
    ] as const)
      parts.push(`<rect x="${x - 14}" y="${y}" width="28" height="7" rx="2" fill="${colour.water}" stroke="${colour.earth}"/>`);
  }
  if (options.trees)
    for (const [x, y] of [
      [90, 124],
      [140, 140],
      [190, 162],
      [235, 188],
    ] as const)
      parts.push(tree(x, y, 0.9));
  if (options.runoff === 'fast') {
    parts.push(arrow(110, 122, 250, 205, colour.silt, 5), arrow(260, 212, 400, 270, colour.silt, 5));
  } else if (options.runoff === 'slow') {
    parts.push(arrow(110, 118, 170, 140, colour.water, 3), arrow(300, 218, 360, 243, colour.water, 3));
    for (const x of [130, 200, 280]) parts.push(arrow(x, 160, x, 200, colour.water, 2));
  }
  if (options.tank) {
    parts.push(`<path d="M440 282 Q500 330 570 292 Z" fill="${colour.water}"/>`);
    if (options.tank === 'silted') parts.push(`<path d="M452 290 Q500 326 560 296 Q505 305 452 290 Z" fill="${colour.silt}"/>`);
  }
  if (options.well) {
    parts.push(
      `<rect x="600" y="268" width="14" height="80" fill="#6b5a45"/><rect x="603" y="320" width="8" height="28" fill="${colour.water}"/>`,
    );
  }
  if (options.people) parts.push(person(60, 122), person(80, 118, colour.warn), house(560, 298));
  if (options.zones) {
    const [upper, middle, valley] = options.zones;
    parts.push(label(lang, 24, 244, upper, { size: 14, weight: 'bold', fill: colour.ink }));
    parts.push(label(lang, 250, 300, middle, { size: 14, weight: 'bold', fill: colour.ink }));
    parts.push(label(lang, 470, 336, valley, { size: 14, weight: 'bold', fill: '#ffffff' }));
  }
  for (const note of options.notes ?? []) parts.push(label(lang, note.x, note.y, note.text, { size: 14, weight: 'bold', chars: 26 }));
  return parts.join('');
}

export type MapOptions = {
  orders?: boolean;
  structures?: boolean;
  walk?: boolean;
  resources?: boolean;
  legend?: { boundary: Bi; stream: Bi; outlet: Bi };
};

/** A watershed from above: the ridge boundary, a tree of streams and the outlet. */
export function watershedMap(lang: Lang, options: MapOptions): string {
  const parts = [`<rect x="0" y="70" width="640" height="290" fill="#eef3e6"/>`];
  parts.push(
    `<path d="M70 200 Q80 100 200 95 Q330 85 400 120 Q450 180 420 260 Q380 340 250 345 Q110 340 70 200 Z" fill="#dfe9cf" stroke="${colour.earth}" stroke-width="3" stroke-dasharray="${options.walk ? '8 6' : '0'}"/>`,
  );
  const first = [
    'M120 150 Q150 190 190 215',
    'M170 110 Q185 160 190 215',
    'M300 110 Q280 160 270 220',
    'M380 150 Q330 190 270 220',
    'M110 280 Q160 270 205 280',
  ];
  for (const d of first) parts.push(`<path d="${d}" fill="none" stroke="${colour.water}" stroke-width="2"/>`);
  parts.push(`<path d="M190 215 Q210 250 235 275 M270 220 Q250 250 235 275" fill="none" stroke="${colour.water}" stroke-width="3.5"/>`);
  parts.push(`<path d="M205 280 L235 275 Q250 310 262 343" fill="none" stroke="${colour.water}" stroke-width="5"/>`);
  parts.push(`<circle cx="262" cy="343" r="8" fill="${colour.warn}"/>`);
  if (options.orders) {
    for (const [x, y, n] of [
      [150, 178, 1],
      [290, 160, 1],
      [215, 248, 2],
      [258, 312, 3],
    ] as const)
      parts.push(
        `<circle cx="${x}" cy="${y}" r="10" fill="#fff" stroke="${colour.primary}"/><text x="${x}" y="${y + 5}" font-size="13" text-anchor="middle" font-weight="bold" fill="${colour.primary}">${n}</text>`,
      );
  }
  if (options.structures) {
    for (const [x, y] of [
      [140, 165],
      [182, 150],
      [300, 150],
      [350, 172],
    ] as const)
      parts.push(`<rect x="${x - 5}" y="${y - 3}" width="10" height="6" fill="${colour.rock}"/>`);
    parts.push(`<rect x="243" y="296" width="22" height="8" fill="#5b5b5b"/>`);
  }
  if (options.walk) parts.push(person(200, 96), person(222, 94, colour.warn), arrow(240, 92, 300, 92, colour.warn, 2));
  if (options.resources) {
    parts.push(
      house(320, 300),
      house(345, 290),
      `<circle cx="300" cy="250" r="6" fill="#5b7fa0"/><circle cx="180" cy="300" r="6" fill="#5b7fa0"/>`,
    );
    parts.push(
      `<path d="M330 120 l30 10 l-5 25 l-30 -8 Z" fill="${colour.silt}" opacity="0.8"/><ellipse cx="130" cy="240" rx="26" ry="14" fill="${colour.leaf}"/>`,
    );
  }
  if (options.legend) {
    const { boundary, stream, outlet } = options.legend;
    parts.push(
      `<line x1="470" y1="120" x2="500" y2="120" stroke="${colour.earth}" stroke-width="3" stroke-dasharray="${options.walk ? '8 6' : '0'}"/>`,
    );
    parts.push(label(lang, 508, 125, boundary, { size: 13, chars: 16 }));
    parts.push(`<line x1="470" y1="190" x2="500" y2="190" stroke="${colour.water}" stroke-width="4"/>`);
    parts.push(label(lang, 508, 195, stream, { size: 13, chars: 16 }));
    parts.push(`<circle cx="485" cy="260" r="8" fill="${colour.warn}"/>`);
    parts.push(label(lang, 508, 265, outlet, { size: 13, chars: 16 }));
  }
  return parts.join('');
}

/** Contour lines around a hill, closer where it is steep, with a stream's V pointing uphill. */
export function contours(lang: Lang, notes: { steep: Bi; gentle: Bi; stream: Bi }): string {
  const parts = [`<rect x="0" y="70" width="640" height="290" fill="#fbf6ea"/>`];
  const rings = [
    [150, 95],
    [130, 82],
    [110, 68],
    [80, 52],
    [50, 36],
    [24, 18],
  ];
  rings.forEach(([rx, ry], index) => {
    const cx = 250 - index * 6;
    parts.push(
      `<ellipse cx="${cx}" cy="215" rx="${rx}" ry="${ry}" fill="none" stroke="${colour.earth}" stroke-width="${index % 5 === 0 ? 2.5 : 1.3}"/>`,
    );
    if (index % 5 === 0)
      parts.push(
        `<text x="${cx}" y="${215 - (ry ?? 0) - 3}" font-size="11" text-anchor="middle" fill="${colour.earth}">${500 + index * 20} m</text>`,
      );
  });
  parts.push(`<path d="M250 320 Q248 290 262 262" fill="none" stroke="${colour.water}" stroke-width="3"/>`);
  parts.push(`<path d="M230 305 L252 282 L274 305" fill="none" stroke="${colour.warn}" stroke-width="3"/>`);
  parts.push(
    arrow(420, 140, 108, 200, colour.primary, 2),
    arrow(440, 300, 386, 230, colour.primary, 2),
    arrow(430, 330, 282, 300, colour.warn, 2),
  );
  parts.push(label(lang, 425, 128, notes.steep, { size: 14, chars: 26 }));
  parts.push(label(lang, 445, 286, notes.gentle, { size: 14, chars: 24 }));
  parts.push(label(lang, 440, 344, notes.stream, { size: 13, chars: 30 }));
  return parts.join('');
}

/** An open well in section: the parapet, the depth to water and a measuring tape. */
export function wellSection(lang: Lang, notes: { reference: Bi; depth: Bi; water: Bi; recharge?: Bi }): string {
  const parts = [`<rect x="0" y="70" width="640" height="290" fill="${colour.sky}"/>`];
  parts.push(
    `<rect x="0" y="140" width="640" height="60" fill="${colour.soil}"/><rect x="0" y="200" width="640" height="80" fill="#b9a58a"/><rect x="0" y="280" width="640" height="80" fill="${colour.rock}"/>`,
  );
  parts.push(
    `<rect x="150" y="120" width="120" height="240" fill="#f4efe6"/><rect x="138" y="118" width="12" height="242" fill="#7d6a52"/><rect x="270" y="118" width="12" height="242" fill="#7d6a52"/>`,
  );
  parts.push(`<rect x="150" y="250" width="120" height="110" fill="${colour.water}"/>`);
  parts.push(
    `<line x1="210" y1="110" x2="210" y2="252" stroke="${colour.warn}" stroke-width="2"/><circle cx="210" cy="252" r="5" fill="${colour.warn}"/>`,
  );
  parts.push(
    `<circle cx="282" cy="117" r="5" fill="${colour.ink}"/>`,
    arrow(300, 130, 318, 230, colour.primary, 2),
    arrow(318, 230, 300, 130, colour.primary, 2),
  );
  parts.push(label(lang, 300, 102, notes.reference, { size: 14, chars: 34 }));
  parts.push(label(lang, 330, 190, notes.depth, { size: 14, chars: 30 }));
  parts.push(label(lang, 330, 268, notes.water, { size: 14, chars: 30 }));
  if (notes.recharge) {
    parts.push(
      `<rect x="30" y="118" width="80" height="26" fill="#d7c7a5" stroke="${colour.earth}"/>`,
      arrow(112, 132, 148, 150, colour.water, 3),
    );
    parts.push(label(lang, 20, 100, notes.recharge, { size: 13, chars: 22 }));
  }
  return parts.join('');
}
