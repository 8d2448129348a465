import type { Locator, Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, reach, useLanguage } from './fixtures';

// The course strip (section 4) and the curriculum showcase (section 5) of the landing page. The
// strip moves a row of every published course sideways as the page scrolls; the showcase picks one
// of ten modules with numbered selectors and runs its chapters on an endless belt that a hovered
// chapter tag stops with that chapter centred.

type ApiCourse = { id: string; title: string; titleTranslations: Record<string, string> };

async function publishedCourses(page: Page): Promise<ApiCourse[]> {
  const response = await page.request.get('/api/v1/courses?status=published&limit=50');
  return ((await response.json()) as { data: { courses: ApiCourse[] } }).data.courses;
}

const strip = (page: Page) => page.getByRole('list', { name: 'Published courses' });

/** The scroll position at which the strip's band pins, with the row at its start. */
function bandStart(page: Page): Promise<number> {
  return page.evaluate(() => {
    const band = document.getElementById('course-strip-label')!.parentElement!;
    return band.parentElement!.getBoundingClientRect().top + window.scrollY - parseFloat(getComputedStyle(band).top);
  });
}
const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? NaN;

/**
 * The belt has stopped: it says so (data-moving="false"), none of its animations or transitions is
 * running, and `card` keeps its place over ten animation frames.
 */
async function expectBeltStill(page: Page, card: Locator) {
  const belt = page.locator('[data-moving]');
  await expect(belt).toHaveAttribute('data-moving', 'false');
  await expect
    .poll(() => belt.evaluate((element) => element.getAnimations().every((animation) => animation.playState !== 'running')))
    .toBe(true);
  const places = await card.evaluate(
    (element) =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const look = () => {
          seen.push(element.getBoundingClientRect().left);
          if (seen.length < 10) requestAnimationFrame(look);
          else resolve(seen);
        };
        requestAnimationFrame(look);
      }),
  );
  expect(new Set(places).size, `the card moved: ${places.join(', ')}`).toBe(1);
}

test.describe('course strip', () => {
  test('shows the published courses in reverse order, and a card opens its course', async ({ page }) => {
    const courses = await publishedCourses(page);
    expect(courses.length).toBeGreaterThan(1);
    await page.goto('/');
    await reach(page, '#course-strip-heading');
    const cards = strip(page).getByRole('link');
    await expect(cards).toHaveCount(courses.length);
    const reversed = [...courses].reverse();
    for (const [index, course] of reversed.entries()) {
      await expect(cards.nth(index)).toHaveAttribute('href', `/courses/${course.id}`);
      await expect(cards.nth(index)).toContainText(course.title);
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Courses for every step of watershed work' })).toBeAttached();

    // The row moves while the page scrolls: bring it to rest at its start before clicking.
    await page.evaluate((y) => window.scrollTo(0, y), await bandStart(page));
    await cards.first().click();
    await expect(page).toHaveURL(`/courses/${reversed[0]!.id}`);
  });

  test('moves the row sideways as the page scrolls, and brings a card reached with Tab into view', async ({ page }) => {
    await page.goto('/');
    await reach(page, '#course-strip-heading');
    const cards = strip(page).getByRole('link');
    await expect(cards.first()).toBeVisible();
    // Scroll to where the band pins, then further: one pixel of scroll moves the row one pixel.
    const start = await bandStart(page);
    await page.evaluate((y) => window.scrollTo(0, y), start);
    await expect.poll(() => left(cards.first())).toBeGreaterThan(0);
    const before = await left(cards.first());
    await page.evaluate((y) => window.scrollTo(0, y + 400), start);
    await expect.poll(() => left(cards.first())).toBeCloseTo(before - 400, -1);

    // Keyboard: Tab from the first card to the last; the page scrolls so that it is on screen.
    await page.evaluate((y) => window.scrollTo(0, y), start);
    await cards.first().focus();
    const count = await cards.count();
    for (let i = 1; i < count; i++) await page.keyboard.press('Tab');
    await expect(cards.last()).toBeFocused();
    await expect.poll(async () => (await cards.last().boundingBox())!.x).toBeGreaterThanOrEqual(0);
    const box = (await cards.last().boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    await expect(cards.last()).toBeInViewport({ ratio: 0.9 });
  });

  test('is a plain sideways list under reduced motion, and never scrolls the page sideways at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await reach(page, '#curriculum-heading');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    const list = strip(page);
    await expect(list).toHaveCSS('overflow-x', 'auto');
    await expect(list).toHaveCSS('transform', 'none');
    await list.evaluate((element) => element.scrollBy(600, 0));
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe('curriculum showcase', () => {
  test('numbered selectors switch modules, with mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    await reach(page, '#curriculum-heading');
    const tabs = page.getByRole('tablist', { name: 'Curriculum modules' }).getByRole('tab');
    await expect(tabs).toHaveCount(10);
    for (let i = 0; i < 10; i++) await expect(tabs.nth(i)).toHaveText(new RegExp(`^${String(i + 1).padStart(2, '0')}`));
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Concept of Watershed');

    await tabs.nth(4).click();
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Data Collection');
    await expect(panel.getByRole('group', { name: 'Chapters of this module' }).getByRole('button')).toHaveCount(3);

    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(5)).toBeFocused();
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Operations of Planning');
    await expect(panel.getByRole('list', { name: 'Chapter cards' }).getByRole('listitem')).toHaveCount(7);
  });

  test('the belt moves, stops on a hovered chapter tag with that chapter in the middle, and has a pause button', async ({ page }) => {
    await page.goto('/');
    await reach(page, '#curriculum-heading');
    const panel = page.getByRole('tabpanel');
    const firstCard = panel.getByRole('list', { name: 'Chapter cards' }).getByRole('listitem').first();
    // The cards never stand still, so Playwright's scrolling (which waits for that) is not used.
    await page.evaluate(() => document.querySelector('[data-moving]')!.scrollIntoView({ block: 'center' }));
    const x0 = await left(firstCard);
    await expect.poll(() => left(firstCard)).toBeLessThan(x0 - 20);

    // Hover tag 3: the belt stops with chapter 3 (in any copy) centred on screen.
    await panel.getByRole('button', { name: '3 Theory' }).hover();
    await expectBeltStill(page, firstCard);
    const centred = await page.evaluate(() => {
      const title = document.getElementById('curriculum-chapter-1-3')!.textContent;
      return Array.from(document.querySelectorAll('[data-moving] li'))
        .filter((item) => item.querySelector('h4')?.textContent === title)
        .map((item) => {
          const box = item.getBoundingClientRect();
          return Math.abs(box.left + box.width / 2 - window.innerWidth / 2);
        });
    });
    expect(Math.min(...centred)).toBeLessThan(4);
    const held = await left(firstCard);

    await page.mouse.move(0, 0);
    await expect.poll(() => left(firstCard)).not.toBe(held);

    await panel.getByRole('button', { name: 'Pause the moving chapters' }).click();
    await page.mouse.move(0, 0);
    await expect(panel.getByRole('button', { name: 'Play the moving chapters' })).toBeVisible();
    await expectBeltStill(page, firstCard);
  });

  test('is a plain list without the copies or the pause button under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await reach(page, '#curriculum-heading');
    const panel = page.getByRole('tabpanel');
    const belt = panel.getByRole('region', { name: 'Chapter cards' });
    await expect(belt.locator('ul')).toHaveCount(1);
    await expect(belt).toHaveCSS('overflow-x', 'auto');
    await expect(panel.locator('[data-moving]')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Pause the moving chapters' })).toHaveCount(0);
  });
});

for (const language of ['en', 'hi'] as const) {
  test(`both sections pass axe in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page }) => {
    await useLanguage(page, language);
    await page.goto('/');
    await reach(page, '#curriculum-heading');
    await expect(page.locator('#course-strip-label')).toBeVisible();
    await page.locator('#curriculum-heading').scrollIntoViewIfNeeded();
    if (language === 'hi') await expect(page.getByRole('tablist', { name: 'पाठ्यचर्या के मॉड्यूल' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
