// Writes each text lesson's figure as SVG, in English and in Hindi, where the web serves it
// (apps/web/public/images/lessons). With a preview folder, also draws each one to PNG there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figures } from './figures.js';
import { outlineText } from './outline.js';
import { startRenderer } from './render.js';
import { picture } from './svg.js';

const outDir = fileURLToPath(new URL('../../apps/web/public/images/lessons/', import.meta.url));

export async function makeFigures(previewDir?: string) {
  mkdirSync(outDir, { recursive: true });
  const renderer = previewDir ? await startRenderer() : null;
  try {
    for (const figure of figures) {
      for (const language of ['en', 'hi'] as const) {
        const svg = outlineText(picture(language, figure.heading, figure.draw(language)));
        writeFileSync(join(outDir, `${figure.key}.${language}.svg`), `${svg}\n`);
        if (renderer && previewDir) await renderer.png(svg, join(previewDir, `${figure.key}.${language}.png`));
      }
    }
  } finally {
    await renderer?.close();
  }
  console.log(`figures: ${figures.length * 2} files in ${outDir}`);
}
