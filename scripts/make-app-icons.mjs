// Writes the web app's PNG icons (apps/web/public/icons/) from its favicon.svg, drawn by Chromium:
//   - icon-192.png, icon-512.png: the drop on a clear background, for the home screen and install;
//   - icon-maskable-512.png: the drop small on a full white square, so a launcher may cut any
//     shape out of it (the drop stays inside the middle 80 %, the maskable safe zone).
// The PNGs are committed; run this again only when the favicon changes.
// Usage: node scripts/make-app-icons.mjs
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const drop = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const inner = drop.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/** The favicon's 32-unit drawing at `scale` of a square of `size` px, on `background` (or clear). */
const svg = (size, scale, background) => {
  const offset = (32 - 32 / scale) / 2;
  const view = 32 / scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${offset} ${offset} ${view} ${view}">${
    background ? `<rect x="${offset}" y="${offset}" width="${view}" height="${view}" fill="${background}"/>` : ''
  }${inner}</svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, scale: 0.9 },
  { file: 'icon-512.png', size: 512, scale: 0.9 },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.6, background: '#ffffff' },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1 });
for (const { file, size, scale, background } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<body style="margin:0;background:transparent">${svg(size, scale, background)}</body>`);
  await page.locator('svg').screenshot({ path: `${publicDir}icons/${file}`, omitBackground: true });
  console.log(`Wrote public/icons/${file}`);
}
await browser.close();
