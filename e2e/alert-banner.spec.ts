import { expect, test, expectNoAxeViolations, useLanguage } from './fixtures';

/** The seeded alert (apps/api/src/seed/index.ts): an info alert in English and Hindi. */
const SEEDED = {
  en: { text: /^Monsoon batch 2025: new courses on farm ponds/, close: 'Close this notice' },
  hi: { text: /^मानसून बैच 2025: खेत तालाब/, close: 'यह सूचना बंद करें' },
} as const;

for (const language of ['en', 'hi'] as const) {
  test(`the seeded info alert shows above the header (${language}) and passes axe`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    const banner = page.getByRole('status').filter({ hasText: SEEDED[language].text });
    await expect(banner).toBeVisible();
    await expect(banner).toHaveClass(/bg-alert-info-bg/);

    // After the skip link, before the header: the banner is the first thing under it.
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(bannerBox && headerBox && bannerBox.y + bannerBox.height <= headerBox.y + 1).toBe(true);
    const inOrder = await page.evaluate(() => {
      const skip = document.querySelector('.skip-link');
      const status = document.querySelector('[role="status"]');
      const header = document.querySelector('header');
      const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return !!skip && !!status && !!header && follows(skip, status) && follows(status, header);
    });
    expect(inOrder).toBe(true);

    const close = banner.getByRole('button', { name: SEEDED[language].close });
    const size = await close.boundingBox();
    expect(size?.width).toBeGreaterThanOrEqual(44);
    expect(size?.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
  });
}

test('closing the alert hides it for the rest of the visit, and a new tab shows it again', async ({ page, context }) => {
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: SEEDED.en.text });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: SEEDED.en.close }).press('Enter');
  await expect(banner).toHaveCount(0);

  // Moving to another page and reloading in the same tab: still closed.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  await expect(page.getByText(SEEDED.en.text)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  await expect(page.getByText(SEEDED.en.text)).toHaveCount(0);

  // A new visit (another tab has its own session storage) sees the alert again.
  const other = await context.newPage();
  await other.goto('/about');
  await expect(other.getByRole('status').filter({ hasText: SEEDED.en.text })).toBeVisible();
  await other.close();
});

test('the banner comes with the page: no request is needed before it shows', async ({ page }) => {
  const alertRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/alerts/current')) alertRequests.push(request.url());
  });
  await page.goto('/contact');
  await expect(page.getByRole('status').filter({ hasText: SEEDED.en.text })).toBeVisible();
  expect(alertRequests).toEqual([]);
});
