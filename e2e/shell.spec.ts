import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

test('an unknown path shows the not-found page with a link home', async ({ page }) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  const home = page.getByRole('main').getByRole('link', { name: 'Go to the home page' });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Featured courses' })).toBeVisible();
});

test('the home page shows published course cards; a card opens the course with its outline', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn to plan and protect your watershed, in your language');
  const featured = page.getByRole('region', { name: 'Featured courses' });
  const cards = featured.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);

  const firstLink = cards.first().getByRole('heading', { level: 3 }).getByRole('link');
  const title = (await firstLink.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await firstLink.click();

  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Course outline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Module 1: / })).toBeVisible();
  // A visitor is invited to sign in, coming back to this course afterwards.
  const courseId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('link', { name: 'Sign in to start' })).toHaveAttribute(
    'href',
    `/signin?returnTo=${encodeURIComponent(`/courses/${courseId}`)}`,
  );
});

test('/courses lists the published courses and an unknown course id says so', async ({ page }) => {
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Courses' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.goto('/courses/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
});

test('the footer shows up to 4 course links, Show More to /courses, and the copyright', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  // The footer is made live (and fetches its course links) as it nears the screen, as the reader scrolls to it.
  await footer.scrollIntoViewIfNeeded();
  const courseLinks = footer.locator('a[href^="/courses/"]');
  await expect(courseLinks.first()).toBeVisible();
  const count = await courseLinks.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(4);
  await expect(footer.getByText('© 2025')).toBeVisible();

  const showMore = footer.getByRole('link', { name: 'Show More →' });
  await expect(showMore).toHaveAttribute('href', '/courses');
  await showMore.click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

  // A footer course link opens that course.
  const first = footer.locator('a[href^="/courses/"]').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 2, name: 'Course outline' })).toBeVisible();
});

test('the header nav marks the active page and opens each page', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  const pages = [
    { link: 'About', path: '/about', heading: 'About Jal Shiksha' },
    { link: 'Resources', path: '/resources', heading: 'Resources' },
    { link: 'Contact', path: '/contact', heading: 'Contact us' },
    { link: 'Courses', path: '/courses', heading: 'Courses' },
    { link: 'Home', path: '/', heading: 'Learn to plan and protect your watershed, in your language' },
  ];
  for (const target of pages) {
    await nav.getByRole('link', { name: target.link }).click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: target.link })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/signup');
  await header.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/signin');
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button opens the menu, which navigates and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The desktop nav and language select are hidden at this width.
    await expect(page.locator('#language-desktop')).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();

    const closeButton = page.getByRole('button', { name: 'Close menu' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByLabel('Language', { exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Login' })).toBeVisible();

    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

    // The language select inside the menu switches to Hindi.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByLabel('Language', { exact: true }).selectOption('hi');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(menu.getByRole('link', { name: 'होम' })).toBeVisible();
    await menu.getByRole('link', { name: 'लॉगिन' }).click();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/courses', '/signin']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });
});

/**
 * What a phone downloads before the home page can answer a tap. The first view's scripts must not
 * carry the validation library (one value imported from the contracts' full entry instead of
 * `@jal/contracts/core` brings it and every schema: 35 KB gzip more), and stay within 110 KB gzip.
 */
test('the first view of / carries no validation library and at most 110 KB of JavaScript gzip', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const url of scripts) {
    const body = await (await page.request.get(url)).body();
    gzipBytes += gzipSync(body).length;
    expect(body.includes('ZodError'), `${url} carries the validation library`).toBe(false);
  }
  expect(gzipBytes / 1024).toBeLessThan(110);
});
