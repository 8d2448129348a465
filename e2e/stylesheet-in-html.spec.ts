import { expect, reach, test, waitForHydration } from './fixtures';

/**
 * A public page brings its whole stylesheet in its HTML and fetches none. A stylesheet arriving
 * after the first paint, even one that changes no style, has the browser restyle every element of
 * the page: on a slow phone, a long task on every page's first load.
 */
const PAGES = ['/', '/courses', '/courses/watershed-basics', '/about', '/resources', '/contact', '/verify/JS-0000-0000', '/no-such-page'];

for (const language of ['en', 'hi']) {
  test(`a public page carries its whole stylesheet and fetches none (${language})`, async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    for (const path of PAGES) {
      const html = (await (await page.goto(path))?.text()) ?? '';
      expect(html, path).toContain(`<html lang="${language}"`);
      expect(html, path).not.toContain('<link rel="stylesheet"');
      // The rules for what the page does not show yet come too: the dark theme's, for one.
      expect(html, path).toContain(':root[data-theme=dark]');
      // Nor does the app, once it has taken the page over, fetch one.
      await waitForHydration(page);
      expect(stylesheets, path).toEqual([]);
    }
  });
}

test('a part of the page whose code loads as it nears the screen fetches no stylesheet either', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  // The course strip's code loads only once the strip nears the screen. The build's loader would
  // ask for a stylesheet in the same step as for that code: once the code has arrived, any such
  // request has been made.
  const stripCode = page.waitForResponse(/\/assets\/course-strip-section-[^/]+\.js$/);
  await reach(page, '#course-strip-heading');
  await stripCode;
  expect(stylesheets).toEqual([]);
});
