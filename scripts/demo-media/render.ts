// Draws SVG pictures to PNG with the machine's Chromium, using the project's own Noto Sans
// Devanagari files, so Hindi is shaped exactly as a browser shapes it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { HEIGHT, WIDTH } from './svg.js';

const fonts = fileURLToPath(new URL('../../apps/api/assets/fonts/', import.meta.url));
const face = (subset: string, weight: number, range: string) =>
  `@font-face{font-family:'Noto Sans';font-weight:${weight};unicode-range:${range};src:url(data:font/ttf;base64,${readFileSync(`${fonts}noto-sans-devanagari-${subset}-${weight}.ttf`).toString('base64')})}`;
const STYLE = [
  face('latin', 400, 'U+0000-08FF,U+2000-206F,U+20A0-20BF,U+2190-21FF'),
  face('latin', 700, 'U+0000-08FF,U+2000-206F,U+20A0-20BF,U+2190-21FF'),
  face('devanagari', 400, 'U+0900-097F,U+200C-200D,U+20B9,U+25CC,U+A8E0-A8FF'),
  face('devanagari', 700, 'U+0900-097F,U+200C-200D,U+20B9,U+25CC,U+A8E0-A8FF'),
  'html,body{margin:0;background:#fff}',
].join('');

export type Renderer = { png: (svg: string, path: string) => Promise<void>; close: () => Promise<void> };

export async function startRenderer(): Promise<Renderer> {
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  return {
    async png(svg, path) {
      await page.setContent(`<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body>${svg}</body></html>`);
      // A string: the server's TypeScript has no DOM types.
      await page.evaluate('document.fonts.ready.then(() => true)');
      await page.screenshot({ path, clip: { x: 0, y: 0, width: WIDTH, height: HEIGHT } });
    },
    close: () => browser.close(),
  };
}
