import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, LEARNER_PASSWORD } from './fixtures';

/**
 * Presses Tab until `isFocused(arg)`, run in the page, says the focused element is the one wanted,
 * like a keyboard user looking for it.
 */
async function tabTo(page: Page, isFocused: (arg: string) => boolean, arg: string, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(isFocused, arg)) return;
  }
  throw new Error(`no focusable element matched after ${limit} Tab presses`);
}

const focusedId = (id: string) => document.activeElement?.id === id;
const focusedLinkTo = (pattern: string) =>
  document.activeElement?.tagName === 'A' && new RegExp(pattern).test(document.activeElement.getAttribute('href') ?? '');
const focusedText = (text: string) => document.activeElement?.textContent?.trim() === text;

test('sign in, open a course and start a lesson with the keyboard alone', async ({ page, learner }) => {
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  await tabTo(page, focusedId, 'signin-email');
  await page.keyboard.type(learner.email);
  await page.keyboard.press('Tab');
  await expect(page.locator('#signin-password')).toBeFocused();
  await page.keyboard.type(LEARNER_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/courses', { timeout: 15_000 });

  // Signing in ends in a whole page load. Once the app has taken that page over, a course's link
  // opens the course in the app, which puts focus on the new page's h1 (a link followed before
  // then loads a whole page, as any site's does, and the browser starts at the top).
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await waitForHydration(page);
  await tabTo(page, focusedLinkTo, '^/courses/[^/]+$');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  const start = page.getByRole('main').getByRole('button', { name: /Start learning|Continue learning/ });
  const startLink = page.getByRole('main').getByRole('link', { name: /Start learning|Continue learning/ });
  await expect(start.or(startLink).first()).toBeVisible();
  const label = ((await start.or(startLink).first().textContent()) ?? '').trim();
  // The learner's state for this course arrives after the page shows and redraws its actions: a
  // keyboard user presses what the settled page offers.
  await page.waitForLoadState('networkidle');
  await tabTo(page, focusedText, label);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/learn\/|\/lms$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
