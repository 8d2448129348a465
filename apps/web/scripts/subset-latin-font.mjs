// Writes src/assets/fonts/inter-latin-core-wght.woff2: the Latin face every page paints with, cut
// down to what the interface uses, so the first view of a page downloads about half the bytes.
//   - characters: printable ASCII, Latin-1 letters and the common punctuation (CORE_RANGES);
//     anything else falls through to the full Latin and Latin Extended files (src/fonts.css);
//   - weights 400 to 700, the only ones the interface uses (regular, medium, semibold, bold);
//   - layout features: kerning, tabular figures and what accents need; no stylistic sets.
// The file is committed; run this again only when Inter is updated or CORE_RANGES changes
// (then copy the new ranges into src/fonts.css). Usage: node apps/web/scripts/subset-latin-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
];

const require = createRequire(import.meta.url);
const interFiles = join(dirname(require.resolve('@fontsource-variable/inter/package.json')), 'files');
const source = readFileSync(join(interFiles, 'inter-latin-wght-normal.woff2'));
const text = CORE_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
).join('');

const subset = await subsetFont(source, text, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 700 } },
  keepFeatures: ['kern', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
});
const target = fileURLToPath(new URL('../src/assets/fonts/inter-latin-core-wght.woff2', import.meta.url));
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (from ${source.length})`);
