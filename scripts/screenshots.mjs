// Screenshots of pages at phone and desktop widths, in English and Hindi, for a look before
// calling a page done. Usage: node scripts/screenshots.mjs BASE_URL OUT_DIR [path ...]
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const [base = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ['/', '/courses', '/signin', '/signup', '/about', '/no-such-page'];
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const language of ['en', 'hi']) {
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 800 } });
    await context.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      // Scroll through once so sections that load as they near the screen are there, then back.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${language}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
