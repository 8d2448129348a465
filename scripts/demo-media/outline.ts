// Turns the text of a figure into shapes, so a figure reads the same on every device: an SVG
// shown as an image cannot use the page's fonts, and a phone or computer without a Devanagari
// face of its own would show empty boxes. The glyphs are shaped by fontkit from the project's
// Noto Sans Devanagari (as in the PDFs), and each glyph is drawn once and reused.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, type Font } from 'fontkit';
import { scriptRuns, type Weight } from '../../apps/api/src/modules/certificates/bilingual-text.js';

const fontsDir = fileURLToPath(new URL('../../apps/api/assets/fonts/', import.meta.url));
const load = (file: string) => create(readFileSync(`${fontsDir}${file}`));
const FONTS: Record<string, Font> = {
  'latin-regular': load('noto-sans-devanagari-latin-400.ttf'),
  'latin-bold': load('noto-sans-devanagari-latin-700.ttf'),
  'deva-regular': load('noto-sans-devanagari-devanagari-400.ttf'),
  'deva-bold': load('noto-sans-devanagari-devanagari-700.ttf'),
};

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const round = (value: number) => Math.round(value * 100) / 100;

export function outlineText(svg: string): string {
  const glyphs = new Map<string, string>();
  const body = svg.replace(/<text ([^>]*)>([^<]*)<\/text>/g, (_, attributes: string, content: string) => {
    const attribute = Object.fromEntries([...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
    const size = Number(attribute['font-size'] ?? 14);
    const weight: Weight = attribute['font-weight'] === 'bold' ? 'bold' : 'regular';
    const placed: { id: string; x: number; y: number }[] = [];
    let pen = 0;
    for (const run of scriptRuns(unescape(content), weight)) {
      const font = FONTS[run.font]!;
      const scale = 1000 / font.unitsPerEm;
      const layout = font.layout(run.text);
      layout.glyphs.forEach((glyph, index) => {
        const position = layout.positions[index]!;
        const id = `${run.font[0]}${run.font.endsWith('bold') ? 'b' : 'r'}${glyph.id}`;
        if (!glyphs.has(id)) glyphs.set(id, `<path id="${id}" transform="scale(${round(scale)})" d="${glyph.path.toSVG()}"/>`);
        placed.push({ id, x: pen + position.xOffset * scale, y: position.yOffset * scale });
        pen += position.xAdvance * scale;
      });
    }
    const em = size / 1000;
    const anchor = attribute['text-anchor'];
    const x = Number(attribute.x) - (anchor === 'middle' ? (pen * em) / 2 : anchor === 'end' ? pen * em : 0);
    const uses = placed.map((glyph) => `<use href="#${glyph.id}" x="${round(glyph.x)}" y="${round(glyph.y)}"/>`).join('');
    return `<g fill="${attribute.fill ?? '#000'}" transform="translate(${round(x)} ${attribute.y}) scale(${round(em * 10000) / 10000} -${round(em * 10000) / 10000})">${uses}</g>`;
  });
  return body.replace(/(<svg[^>]*>)/, `$1<defs>${[...glyphs.values()].join('')}</defs>`);
}
