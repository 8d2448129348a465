import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD } from './fixtures';

/** Presses Tab until the focused element matches, like a keyboard user looking for it. */
async function tabTo(page: Page, matches: (element: Element) => boolean, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate((source) => {
      const element = document.activeElement;
      return !!element && (new Function('element', `return (${source})(element)`) as (e: Element) => boolean)(element);
    }, matches.toString());
    if (found) return;
  }
  throw new Error(`no focusable element matched after ${limit} Tab presses`);
}

const byText = (text: string) =>
  new Function('element', `return element.textContent.trim() === ${JSON.stringify(text)}`) as (element: Element) => boolean;

test('sign in, open a course and start a lesson with the keyboard alone', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await tabTo(page, (element) => element.id === 'signin-email');
  await page.keyboard.type(ACCOUNTS.user.email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#signin-password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/courses', { timeout: 15_000 });

  // The route change puts focus on the new page's h1; from there Tab reaches the first course.
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await tabTo(page, (element) => element.tagName === 'A' && /^\/courses\/[^/]+$/.test(element.getAttribute('href') ?? ''));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const start = page.getByRole('main').getByRole('button', { name: /Start learning|Continue learning/ });
  const startLink = page.getByRole('main').getByRole('link', { name: /Start learning|Continue learning/ });
  await expect(start.or(startLink).first()).toBeVisible();
  const label = ((await start.or(startLink).first().textContent()) ?? '').trim();
  await tabTo(page, byText(label));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learn\/|\/lms$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
