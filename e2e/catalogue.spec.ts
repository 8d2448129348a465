import type { Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, pathOf, signInWithPassword, useLanguage } from './fixtures';

/** The six published courses of the seed, by title (English and Hindi). */
const GROUNDWATER = { en: 'Groundwater Recharge and Well Monitoring', hi: 'भूजल पुनर्भरण और कुओं की निगरानी' };
const DPR = { en: 'Participatory Planning and the Detailed Project Report (DPR)', hi: 'सहभागी नियोजन और विस्तृत परियोजना रिपोर्ट (DPR)' };
const GIS = { en: 'GIS and Remote Sensing for Watershed Planning', hi: 'जलग्रहण योजना के लिए GIS और सुदूर संवेदन' };
const BASICS = { en: 'Watershed Basics: From Ridge to Valley', hi: 'जलग्रहण क्षेत्र की मूल बातें: शिखर से घाटी तक' };

const cards = (page: Page) => page.getByRole('main').getByRole('article');
/** The card titles; `toHaveText` waits while the previous list stays on screen during a load. */
const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');

async function openCatalogue(page: Page, path = '/courses') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 2, name: /courses? found|पाठ्यक्रम मिल/ })).toBeVisible();
}

test.describe('course catalogue', () => {
  test('search narrows the list, in English and in Hindi, and Back restores it', async ({ page }) => {
    await openCatalogue(page);
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: '6 courses found' })).toBeVisible();

    const search = page.getByLabel('Search by course title');
    await search.fill('groundwater');
    await expect(page).toHaveURL(/\/courses\?q=groundwater$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText([GROUNDWATER.en]);
    await expect(page.getByRole('heading', { level: 2, name: '1 course found' })).toBeVisible();

    // A Hindi word finds the course by its Hindi title, even with the page in English.
    await search.fill('निगरानी');
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText([GROUNDWATER.en]);

    await search.fill('no such course anywhere');
    await expect(page.getByText('No courses match “no such course anywhere”.')).toBeVisible();
    // The search is in the address before it is cleared: Back comes back to it.
    await expect(page).toHaveURL(/\/courses\?q=no(\+|%20)such(\+|%20)course(\+|%20)anywhere$/);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(search).toHaveValue('');
    expect(pathOf(page)).toBe('/courses');

    // The typing was one history entry: Back returns to the last search.
    await page.goBack();
    await expect(search).toHaveValue('no such course anywhere');
    await page.goBack();
    await expect(cards(page)).toHaveCount(6);
  });

  test('filters by level and by category, kept in the URL', async ({ page }) => {
    await openCatalogue(page);
    await page.getByLabel('Level').selectOption({ label: 'Advanced' });
    await expect(page).toHaveURL(/\/courses\?level=advanced$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardTitles(page)).toHaveText([DPR.en]);

    await page.getByLabel('Level').selectOption({ label: 'All levels' });
    await page.getByLabel('Category').selectOption({ label: 'GIS and remote sensing (1)' });
    await expect(page).toHaveURL(/\/courses\?category=gis$/);
    await expect(cardTitles(page)).toHaveText([GIS.en]);

    // A shared link opens the same list.
    await openCatalogue(page, '/courses?level=intermediate&category=groundwater');
    await expect(page.getByLabel('Level')).toHaveValue('intermediate');
    await expect(page.getByLabel('Category')).toHaveValue('groundwater');
    await expect(cardTitles(page)).toHaveText([GROUNDWATER.en]);

    // A draft's category offers nothing to a visitor.
    await expect(page.getByLabel('Category').locator('option[value="climate"]')).toHaveCount(0);
  });

  test('shows no paging controls when every course fits on one page', async ({ page }) => {
    await openCatalogue(page);
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'Pages of courses' })).toHaveCount(0);
  });

  test('a card opens the course page with its outline', async ({ page }) => {
    await openCatalogue(page);
    await page.getByRole('main').getByRole('link', { name: BASICS.en }).click();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: BASICS.en })).toBeVisible();
    await expect(page).toHaveTitle(`${BASICS.en} | Jal Shiksha`);
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );

    const outline = page.getByRole('region', { name: 'Course outline' });
    await expect(outline.getByRole('heading', { level: 3 }).first()).toHaveText(/^Module 1: .+/);
    const modules = outline.locator('details');
    expect(await modules.count()).toBeGreaterThan(1);
    await expect(modules.first()).toHaveAttribute('open', '');
    await expect(modules.nth(1)).not.toHaveAttribute('open');
    const firstLessons = modules.first().getByRole('listitem');
    await expect(firstLessons.first()).toBeVisible();
    await expect(firstLessons.first()).toContainText(/(Reading|Video|Document|Quiz) · \d+ minutes?/);
    // The second module opens on demand.
    await modules.nth(1).locator('summary').click();
    await expect(modules.nth(1).getByRole('listitem').first()).toBeVisible();

    await expect(page.getByRole('region', { name: 'About this course' })).toContainText('English, हिन्दी');
    const image = page.getByRole('main').getByRole('img').first();
    await expect(image).toHaveAttribute('loading', 'eager');
  });

  test('an unknown, draft or malformed course shows not found with a way back', async ({ page }) => {
    for (const path of [
      '/courses/00000000-0000-4000-8000-000000000000',
      '/courses/climate-resilient-agriculture-in-watersheds',
      `/courses/${encodeURIComponent("bad'id")}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
    }
    await page.getByRole('link', { name: 'See all courses' }).click();
    await expect(cards(page)).toHaveCount(6);
  });

  test('a visitor is sent to sign in and comes back to the course', async ({ page, learner }) => {
    await openCatalogue(page);
    await page.getByRole('main').getByRole('link', { name: GROUNDWATER.en }).click();
    await expect(page.getByRole('heading', { level: 1, name: GROUNDWATER.en })).toBeVisible();
    const coursePath = new URL(page.url()).pathname;
    await page.getByRole('link', { name: 'Sign in to start' }).click();
    expect(pathOf(page)).toBe(`/signin?returnTo=${encodeURIComponent(coursePath)}`);
    await signInWithPassword(page, learner.email);
    await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
    await expect(page.getByRole('button', { name: 'Start learning' })).toBeVisible();
  });
});

for (const language of ['en', 'hi'] as const) {
  test.describe(`catalogue accessibility (${language === 'en' ? 'English' : 'Hindi'})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, language);
    });

    test('the catalogue, a filtered and an empty list have no WCAG 2.2 AA violations', async ({ page }) => {
      await openCatalogue(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(cards(page)).toHaveCount(6);
      await expectNoAxeViolations(page);

      await openCatalogue(page, '/courses?level=advanced');
      await expect(cards(page)).toHaveCount(1);
      await expect(cardTitles(page)).toHaveText([DPR[language]]);
      await expectNoAxeViolations(page);

      await openCatalogue(page, `/courses?q=${encodeURIComponent('zzzz')}`);
      await expect(cards(page)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a course page has no WCAG 2.2 AA violations', async ({ page }) => {
      await openCatalogue(page, `/courses?q=${encodeURIComponent(language === 'hi' ? 'भूजल' : 'groundwater')}`);
      await page.getByRole('main').getByRole('link', { name: GROUNDWATER[language] }).click();
      await expect(page.getByRole('heading', { level: 1, name: GROUNDWATER[language] })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: language === 'hi' ? 'पाठ्यक्रम की रूपरेखा' : 'Course outline' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
