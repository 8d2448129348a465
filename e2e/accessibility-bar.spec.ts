import type { Page } from '@playwright/test';
import { expect, test, useLanguage, waitForHydration } from './fixtures';

const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

function bar(page: Page) {
  return page.getByRole('region', { name: 'Accessibility tools' });
}

test('the font size buttons scale the page, stop at the limits and survive a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  const tools = bar(page);
  const smaller = tools.getByRole('button', { name: 'Make text smaller' });
  const reset = tools.getByRole('button', { name: 'Reset text size' });
  const larger = tools.getByRole('button', { name: 'Make text larger' });
  expect(await rootFontSize(page)).toBe('16px');
  await expect(reset).toBeDisabled();

  const headingSize = async () =>
    page.getByRole('heading', { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  const before = await headingSize();
  for (const size of ['18px', '20px', '22px']) {
    await larger.click();
    expect(await rootFontSize(page)).toBe(size);
  }
  await expect(larger).toBeDisabled();
  await expect(reset).toBeEnabled();
  // rem-based: the heading grew with the root.
  expect(await headingSize()).toBeCloseTo((before * 22) / 16, 0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  expect(await rootFontSize(page)).toBe('22px');
  await expect(larger).toBeDisabled();
  expect(await page.evaluate(() => localStorage.getItem('fontSize'))).toBe('22');

  await reset.click();
  expect(await rootFontSize(page)).toBe('16px');
  await expect(reset).toBeDisabled();
  await smaller.click();
  await smaller.click();
  expect(await rootFontSize(page)).toBe('12px');
  await expect(smaller).toBeDisabled();
});

test('a stored size outside 12–24 is clamped, and nonsense is ignored', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e:size')) {
      localStorage.setItem('fontSize', '40');
      sessionStorage.setItem('e2e:size', '1');
    }
  });
  await page.goto('/');
  expect(await rootFontSize(page)).toBe('24px');
  await expect(bar(page).getByRole('button', { name: 'Make text larger' })).toBeDisabled();
  await page.evaluate(() => localStorage.setItem('fontSize', 'huge'));
  await page.reload();
  expect(await rootFontSize(page)).toBe('16px');
});

test('the skip link is the first stop and moves focus to <main>', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab continues inside the main content, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the theme toggle switches to dark, persists, and applies before the first paint', async ({ page }) => {
  const cspErrors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspErrors.push(message.text());
  });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');
  const toggle = bar(page).getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(13, 23, 38)');

  // The inline script in index.html sets the theme before any module runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.unroute('**/assets/*.js');
  expect(cspErrors).toEqual([]);
});

test('without a choice the theme follows the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(bar(page).getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');

  // Once chosen, the choice wins over the system.
  await bar(page).getByRole('button', { name: 'Dark theme' }).click();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

test('the language chosen in the bar persists', async ({ page }) => {
  await page.goto('/contact');
  await bar(page).getByLabel('Language', { exact: true }).selectOption('hi');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'हमसे संपर्क करें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'सुगम्यता साधन' }).getByLabel('भाषा', { exact: true })).toHaveValue('hi');
});

test('a route change moves focus to the new h1 and announces the page title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A route change is the app's: before it has taken the page over, the link loads a whole page.
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About' }).click();
  const heading = page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' });
  await expect(heading).toBeFocused();
  await expect(page.locator('[aria-live="polite"][aria-atomic="true"]').last()).toHaveText('About Jal Shiksha | Jal Shiksha');
});

test('English pages do not download the Devanagari font; Hindi pages are drawn in it', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  // The catalogue's hint and a course's languages quote Hindi words: the system font shows them.
  for (const path of ['/courses', '/courses/watershed-basics', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  expect(fonts.filter((url) => url.includes('devanagari'))).toEqual([]);
  await bar(page).getByLabel('Language', { exact: true }).selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: 'जल शिक्षा के बारे में' })).toBeVisible();
  // The device's own Noto Sans Devanagari where it has one (every phone sold in India, and this
  // test's machine), else ours, downloaded: either way the face is ready for Hindi text.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'जल'))).toBe(true);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the bar fits, its targets are at least 44 px, and 22 px text does not scroll sideways', async ({ page }) => {
    await useLanguage(page, 'hi');
    await page.goto('/');
    const tools = page.getByRole('region', { name: 'सुगम्यता साधन' });
    for (const control of await tools.locator('button, select').all()) {
      const box = (await control.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    const larger = tools.getByRole('button', { name: 'अक्षर बड़े करें' });
    for (let i = 0; i < 3; i++) await larger.click();
    expect(await rootFontSize(page)).toBe('22px');
    for (const path of ['/', '/courses', '/about', '/contact']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways scroll on ${path} at 22 px`).toBeLessThanOrEqual(0);
    }
  });

  test('Escape closes the menu and returns focus to its button', async ({ page }) => {
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Courses' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });
});
