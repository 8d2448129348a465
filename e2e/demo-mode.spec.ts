import { ACCOUNTS, DEMO_PASSWORD, expect, expectNoAxeViolations, signInWithApi, test, uniqueName, useLanguage } from './fixtures';
import { DEMO_END } from './demo-end';

// These tests end demo mode on their own server (playwright.config.ts), one after the other:
// the warning first, then the ending, then what the ending leaves behind.
test.describe.configure({ mode: 'serial' });

const OWNER_PASSWORD = 'Tanker-river-42';
/** The password the demo super admin gives the owner's new account. */
const GIVEN_PASSWORD = 'Given-by-demo-admin-9';

test.describe('demo mode, and the way out of it', { tag: DEMO_END }, () => {
  let owner: { email: string; password: string };

  test('every dashboard page warns while demo mode is on: a super admin is given the way out, others whom to ask', async ({ page }) => {
    await signInWithApi(page, ACCOUNTS.admin.email);
    await page.goto('/dashboard/courses');
    const warning = page.getByRole('alert').filter({ hasText: 'Demo mode is on' });
    await expect(warning).toContainText('Anyone can sign in as super admin with the password published on the sign-in page.');
    await expect(warning).toContainText('Ask a super admin to end demo mode');
    await expect(warning.getByRole('link')).toHaveCount(0);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
    await expect(warning).toBeVisible();
  });

  test('the warning reads in Hindi too, and passes axe', async ({ page }) => {
    await useLanguage(page, 'hi');
    await signInWithApi(page, ACCOUNTS.superAdmin.email);
    await page.goto('/dashboard/users');
    const warning = page.getByRole('alert').filter({ hasText: 'डेमो मोड चालू है' });
    await expect(warning).toContainText('कोई भी मुख्य प्रशासक बनकर साइन इन कर सकता है');
    await expect(warning.getByRole('link', { name: 'डेमो मोड बंद करें' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a super admin of the install’s own ends demo mode after confirming', async ({ page }) => {
    // The demo super admin makes the install's own super admin, as the demo-mode page asks.
    await signInWithApi(page, ACCOUNTS.superAdmin.email);
    await page.goto('/dashboard/demo-mode');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo mode' })).toBeVisible();
    await expect(page.getByText('First create a super admin account of your own')).toBeVisible();
    await expect(page.getByRole('button', { name: 'End demo mode' })).toBeDisabled();
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    owner = { email: `${uniqueName('owner')}@example.org`, password: OWNER_PASSWORD };
    const created = await page.request.post('/api/v1/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Install Owner', role: 'SUPER_ADMIN', email: owner.email, password: GIVEN_PASSWORD },
    });
    expect(created.status()).toBe(201);

    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(owner.email);
    await main.getByLabel('Password', { exact: true }).fill(GIVEN_PASSWORD);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The demo super admin knows the password it gave: the owner chooses their own first.
    await expect(page).toHaveURL(/\/set-password\?returnTo=/);
    await page.getByLabel('New password', { exact: true }).fill(owner.password);
    await page.getByLabel('Type the new password again').fill(owner.password);
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page).toHaveURL('/dashboard/courses');

    await page.getByRole('alert').getByRole('link', { name: 'End demo mode' }).click();
    await expect(page).toHaveURL('/dashboard/demo-mode');
    await expect(page.getByRole('heading', { level: 2, name: 'Demo mode is on' })).toBeVisible();
    await page.getByRole('button', { name: 'End demo mode' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'End demo mode?' });
    await expect(dialog).toContainText('demo accounts will be disabled and signed out');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'End demo mode' }).click();

    await expect(page.getByText('Demo mode has ended.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Demo mode is off' })).toBeVisible();
    await expect(page.getByText(`Ended by ${owner.email}`)).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Demo mode is on' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Demo mode is off' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Demo mode is on' })).toHaveCount(0);
  });

  test('the sign-in page offers no demo accounts any more, and a demo learner cannot sign in', async ({ page }) => {
    await page.goto('/signin');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: /^Use the/ })).toHaveCount(0);
    expect(await page.content()).not.toContain(DEMO_PASSWORD);

    await main.getByLabel('Email', { exact: true }).fill(ACCOUNTS.user.email);
    await main.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await main.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    const login = await page.request.post('/api/v1/user/login', { data: { email: ACCOUNTS.user.email, password: DEMO_PASSWORD } });
    expect(login.status()).toBe(401);
  });
});
