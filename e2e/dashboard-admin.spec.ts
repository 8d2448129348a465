import type { APIRequestContext } from '@playwright/test';
import { expect, test, ACCOUNTS, expectNoAxeViolations, signIn, signInWithApi, uniqueName, useLanguage } from './fixtures';
import { SITE_WIDE } from './site-wide';

/** The Hindi header link to the About page, as seeded. */
const ABOUT_IN_HINDI = 'हमारे बारे में';

/** Sets the Hindi text of a UI string back through the admin API. */
async function restoreHindi(adminApi: APIRequestContext, key: string, text: string) {
  const list = await adminApi.get('/api/v1/translations', { params: { search: key } });
  const { data } = (await list.json()) as { data: { items: { key: string; ids: Record<string, string> }[] } };
  const id = data.items.find((item) => item.key === key)?.ids.hi;
  expect(id, `the Hindi row of ${key}`).toBeTruthy();
  const saved = await adminApi.put(`/api/v1/translations/${id}`, { data: { text } });
  expect(saved.ok(), `restoring ${key}: HTTP ${saved.status()}`).toBe(true);
}

test.describe('dashboard administration', () => {
  test('an admin edits a Hindi string and the site shows it', { tag: SITE_WIDE }, async ({ page, adminApi }) => {
    await useLanguage(page, 'en');
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/translations');
    await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
    await page.getByLabel(/Search keys and text/).fill('nav.about');
    const row = page.getByRole('listitem').filter({ has: page.locator('code', { hasText: /^nav\.about$/ }) });
    const hindi = row.getByLabel(/Hindi/);
    await expect(hindi).toHaveValue(ABOUT_IN_HINDI);
    await expectNoAxeViolations(page);
    try {
      await hindi.fill('संस्था परिचय');
      await row.getByRole('button', { name: /Save/ }).click();
      await expect(page.getByText('1 key saved.')).toBeVisible();

      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await page.goto('/about');
      await expect(page.getByRole('banner').getByRole('link', { name: 'संस्था परिचय' }).first()).toBeVisible();
    } finally {
      await restoreHindi(adminApi, 'nav.about', ABOUT_IN_HINDI);
    }
  });

  test('an admin creates an alert and the banner shows it', { tag: SITE_WIDE }, async ({ page }) => {
    await useLanguage(page, 'en');
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/alerts');
    const message = `Check dam inspection on Friday ${uniqueName('alert')}`;
    await page.getByRole('button', { name: 'Create alert' }).first().click();
    await page.getByLabel('Message in English').fill(message);
    await page.getByLabel('Message in Hindi').fill('शुक्रवार को चेक डैम निरीक्षण');
    await page.getByLabel('Alert type').selectOption('warning');
    await expectNoAxeViolations(page);
    await page.locator('form').getByRole('button', { name: 'Create alert' }).click();
    await expect(page.getByText('Alert created.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: message }).getByText('Showing on the site now')).toBeVisible();

    await page.goto('/');
    await expect(page.getByText(message)).toBeVisible();
  });

  test('an organization manager creates a learner in its organization and cannot reach other pages', async ({ page }) => {
    // It visits every dashboard page the manager may not open, each a full load: more than the default time.
    test.slow();
    await useLanguage(page, 'en');
    await signIn(page, ACCOUNTS.organization.email);
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    const navigation = page.getByRole('navigation', { name: 'Dashboard pages' });
    await expect(navigation.getByRole('link')).toHaveText(['Users', 'Practicals to review']);

    const email = `${uniqueName('learner')}@example.org`;
    await page.getByRole('button', { name: 'Create user' }).first().click();
    await expect(
      page.getByText("The user belongs to your organization: a learner, or a trainer who reviews its learners' field practicals."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Full name').fill('Sushila Ahirwar');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Sushila@123');
    await page.locator('form').getByRole('button', { name: 'Create user' }).click();
    await expect(page.getByText('User created.')).toBeVisible();
    const created = page.getByRole('listitem').filter({ hasText: email });
    await expect(created).toContainText('Learner · Bundelkhand Jal Seva Sanstha');

    for (const path of [
      '/dashboard/translations',
      '/dashboard/alerts',
      '/dashboard/masters/organizations',
      '/dashboard/reports',
      '/dashboard/courses',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/users$/);
      // The redirect has finished once the users page shows: only then open the next address.
      await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a destructive action asks first in a dialog that keeps focus', async ({ page }) => {
    await useLanguage(page, 'en');
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/alerts');
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this alert?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
