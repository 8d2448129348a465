import type { Locator, Page } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoAxeViolations, signInWithApi, uniqueName, useLanguage } from './fixtures';
import { SITE_WIDE } from './site-wide';

/** Axe once the page's toasts have gone: they are transient and drawn by the shared toaster. */
async function checkAxe(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

const MODULE = { en: 'Why store rainwater', hi: 'वर्षा जल का भंडारण क्यों' };

const box = (page: Page | Locator, name: string) => page.getByRole('textbox', { name, exact: true });

// Publishing changes the catalogue every visitor sees.
test(
  'an admin builds a bilingual course with a text lesson and a quiz, publishes it, and a learner sees it in Hindi',
  { tag: SITE_WIDE },
  async ({ page, browser }) => {
    test.setTimeout(90_000);
    // A course of this test's own: the test may run again on the same database.
    const stamp = uniqueName('pond');
    const TITLE = { en: `Farm Ponds ${stamp}`, hi: `खेत तालाब ${stamp}` };
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Watershed Basics' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'New course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible();
    await checkAxe(page);
    await box(page, 'Title (English) *').fill(TITLE.en);
    await box(page, 'Title (Hindi)').fill(TITLE.hi);
    await box(page, 'Description (English)').fill('Plan, dig and keep a farm pond.');
    await box(page, 'Description (Hindi)').fill('खेत तालाब की योजना, खुदाई और रखरखाव।');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('conservation');
    await page.getByText('Illustration 5', { exact: true }).click();
    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: TITLE.en })).toBeVisible();

    // A module, then a text lesson in it.
    await page.getByRole('button', { name: 'Add module' }).click();
    await box(page, 'Module title (English)').fill(MODULE.en);
    await box(page, 'Module title (Hindi)').fill(MODULE.hi);
    await page.getByRole('button', { name: 'Save module' }).click();
    await expect(page.getByRole('heading', { level: 3, name: `Module 1: ${MODULE.en}` })).toBeVisible();

    await page.getByRole('button', { name: `Add lesson to “${MODULE.en}”` }).click();
    await box(page, 'Lesson title (English)').fill('Rain on the land');
    await box(page, 'Lesson title (Hindi)').fill('भूमि पर वर्षा');
    await box(page, 'Lesson text (English)').fill('Rain **soaks** into the ground.\n\n- Ponds\n- Tanks');
    await box(page, 'Lesson text (Hindi)').fill('वर्षा का जल **ज़मीन** में रिसता है।');
    await expect(page.getByRole('region', { name: 'Preview (English)' }).getByText('soaks', { exact: true })).toBeVisible();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await expect(page.getByText('Rain on the land', { exact: true })).toBeVisible();

    // A quiz lesson with one single-answer question.
    await page.getByRole('button', { name: `Add lesson to “${MODULE.en}”` }).click();
    await box(page, 'Lesson title (English)').fill('Check yourself');
    await box(page, 'Lesson title (Hindi)').fill('स्वयं जाँचें');
    await page.getByRole('combobox', { name: 'Kind of lesson' }).selectOption('quiz');
    const question = page.getByRole('group', { name: 'Question 1' });
    await box(question, 'Question (English)').fill('Where does rain water go?');
    await box(question, 'Question (Hindi)').fill('वर्षा का जल कहाँ जाता है?');
    await box(question, 'Option 1 (English)').fill('Into the ground');
    await box(question, 'Option 1 (Hindi)').fill('ज़मीन में');
    await box(question, 'Option 2 (English)').fill('Nowhere');
    await box(question, 'Option 2 (Hindi)').fill('कहीं नहीं');
    await question.getByRole('radio', { name: 'Option 1 is correct' }).check();
    await checkAxe(page);
    await page.getByRole('button', { name: 'Save lesson' }).click();
    await expect(page.getByText('Check yourself', { exact: true })).toBeVisible();
    await expect(page.getByText('Modules: 1 · Lessons: 2 · Length: 20 min')).toBeVisible();

    // Publish.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('published');
    await page.getByRole('button', { name: 'Save course' }).click();
    await expect(page.locator('h1 + span')).toHaveText('Published');
    await checkAxe(page);

    // A visitor reading Hindi finds it at once in the catalogue and on its page.
    const visitor = await browser.newPage();
    await useLanguage(visitor, 'hi');
    await visitor.goto(`/courses?search=${encodeURIComponent(stamp)}`);
    const card = visitor.getByRole('link', { name: new RegExp(TITLE.hi) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(visitor.getByRole('heading', { level: 1, name: TITLE.hi })).toBeVisible();
    await expect(visitor.getByText(MODULE.hi).first()).toBeVisible();
    await expect(visitor.getByText('स्वयं जाँचें').first()).toBeVisible();
    await visitor.close();
  },
);

test('asks before deleting, and the course list keeps its filters in the URL', async ({ page, createDraftCourse }) => {
  const course = await createDraftCourse('Draft to keep');
  await signInWithApi(page, ACCOUNTS.admin.email);
  await page.goto(`/dashboard/courses?status=draft&q=${encodeURIComponent(course.title)}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
  const row = page
    .getByRole('listitem')
    .filter({ has: page.getByText('Draft', { exact: true }) })
    .filter({ hasText: course.title });
  const remove = row.getByRole('button', { name: /^Delete/ });
  await remove.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
});

test('the course pages pass axe in Hindi too, with a lesson editor open', async ({ page }) => {
  await useLanguage(page, 'hi');
  await signInWithApi(page, ACCOUNTS.admin.email);
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'पाठ्यक्रम' })).toBeVisible();
  // A seeded course with lessons: other tests add (and remove) courses of their own meanwhile.
  const edit = page
    .getByRole('listitem')
    .filter({ hasText: 'जलग्रहण क्षेत्र की मूल बातें' })
    .getByRole('link', { name: /संपादित करें$/ })
    .first();
  await expect(edit).toBeVisible();
  await expectNoAxeViolations(page);
  await edit.click();
  await expect(page.getByRole('heading', { level: 2, name: 'पाठ्यचर्या' })).toBeVisible();
  await expectNoAxeViolations(page);
  // A lesson's Edit button is named after its lesson, "पाठ “…” संपादित करें"; the module's are not.
  await page
    .getByRole('button', { name: /^पाठ “.+” संपादित करें$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 4, name: 'पाठ संपादित करें' })).toBeVisible();
  await expectNoAxeViolations(page);
});
