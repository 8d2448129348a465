import { readFile } from 'node:fs/promises';
import { expect, test, ACCOUNTS, expectNoAxeViolations, signInWithApi, useLanguage } from './fixtures';

test.describe('audit log', () => {
  test('a super admin deletes a course, then finds the change in the audit log and its CSV', async ({ page, createDraftCourse }) => {
    const course = await createDraftCourse('Audited draft');
    await useLanguage(page, 'en');
    await signInWithApi(page, ACCOUNTS.superAdmin.email);
    await page.goto(`/dashboard/courses?status=draft&q=${encodeURIComponent(course.title)}`);
    const row = page.getByRole('listitem').filter({ hasText: course.title });
    await row.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete this course?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: course.title })).toHaveCount(0);

    await page.getByRole('navigation', { name: 'Dashboard pages' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Area' }).selectOption('course');
    await page.getByRole('searchbox', { name: 'Who (email)' }).fill('superadmin@');
    await page.getByRole('searchbox', { name: 'Who (email)' }).press('Enter');
    await expect(page).toHaveURL(/area=course&actor=superadmin%40/);
    // The draft's creation by the fixture's administrator drops out once the actor filter applies.
    await expect(page.getByRole('row').filter({ hasText: course.id })).toHaveCount(1);
    const entry = page.getByRole('row').filter({ hasText: course.id });
    await expect(entry).toContainText('course.delete');
    await expect(entry).toContainText(ACCOUNTS.superAdmin.email);
    await expect(entry).toContainText('Super administrator');
    // The deletion's notice fades out by itself: the scan reads the page once it has gone.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^jal-shiksha-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.toString('utf8');
    expect(text).toContain('"Time","Actor email"');
    expect(text).toMatch(new RegExp(`"superadmin@jalshiksha.org","SUPER_ADMIN","[^"]+","course.delete","course","${course.id}"`));
  });

  test('an administrator neither sees nor opens the audit log', async ({ page }) => {
    await useLanguage(page, 'en');
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/audit-log');
    await expect(page).toHaveURL(/\/dashboard\/courses$/);
    const navigation = page.getByRole('navigation', { name: 'Dashboard pages' });
    await expect(navigation.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  });

  test('the audit log passes axe in Hindi on a phone, without scrolling sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, 'hi');
    await signInWithApi(page, ACCOUNTS.superAdmin.email);
    await page.goto('/dashboard/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeVisible();
    await expect(page.getByText('ऑडिट लॉग लोड हो रहा है...')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
  });
});
