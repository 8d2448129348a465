import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A public page paints from the CSS inlined in its HTML; the whole stylesheet arrives after the
 * first paint. When the inlined rules miss one the page uses, the stylesheet's arrival changes the
 * page under the reader's eyes (a list's spacing, a font) and costs a phone a second layout.
 */

/** Keeps every element's computed style (custom properties left out), to compare with later. */
function keepStyles(page: Page) {
  return page.evaluate(() => {
    const kept = [...document.querySelectorAll('body *')].map((element) => {
      const style = getComputedStyle(element);
      return new Map(
        [...style].filter((property) => !property.startsWith('--')).map((property) => [property, style.getPropertyValue(property)]),
      );
    });
    Object.assign(window, { keptStyles: kept });
  });
}

/** What changed in any element's computed style since `keepStyles`, one line per property. */
function changedStyles(page: Page) {
  return page.evaluate(() => {
    const kept = (window as unknown as { keptStyles: Map<string, string>[] }).keptStyles;
    return [...document.querySelectorAll('body *')].flatMap((element, index) => {
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`;
      return [...(kept[index] ?? new Map<string, string>())]
        .filter(([property, value]) => style.getPropertyValue(property) !== value)
        .map(([property, value]) => `${name} ${property}: ${value} → ${style.getPropertyValue(property)}`);
    });
  });
}

const PAGES = ['/', '/courses', '/courses/watershed-basics', '/about', '/resources', '/contact'];

// A first visit, and a later one whose first script names Inter (the browser keeps it: src/lib/kept-font.ts).
const VISITS = [
  ['en', 'a first visit'],
  ['hi', 'a first visit'],
  ['en', 'Inter kept'],
  ['hi', 'Inter kept'],
] as const;

for (const [language, visit] of VISITS) {
  test(`the whole stylesheet changes no style of a public page's first paint (${language}, ${visit})`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'jal_language', value: language, url: baseURL! }]);
    if (visit === 'Inter kept') await context.addInitScript(() => localStorage.setItem('fonts', 'kept'));
    // No transitions under way while styles are compared.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 740 });
    const stylesheets: string[] = [];
    let holdStylesheets = true;
    await page.route(/\.css$/, async (route) => {
      if (!holdStylesheets) return route.continue();
      stylesheets.push(route.request().url());
      return route.abort();
    });
    // The app stays out, so the page is the server's HTML alone; so do the font files, so that the
    // text is drawn in the same faces throughout (a font arriving is not what is compared here).
    await page.route(/\.(js|woff2)$/, (route) => route.abort());
    for (const path of PAGES) {
      stylesheets.length = 0;
      await page.goto(path);
      expect(stylesheets, `${path} links its whole stylesheet`).toHaveLength(1);
      await keepStyles(page);
      holdStylesheets = false;
      await page.evaluate(
        (href) =>
          new Promise<void>((loaded, failed) => {
            const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: loaded, onerror: failed });
            document.head.append(link);
          }),
        stylesheets[0]!,
      );
      const changed = await changedStyles(page);
      expect(changed, `${path} in ${language}, ${visit}`).toEqual([]);
      holdStylesheets = true;
    }
  });
}
