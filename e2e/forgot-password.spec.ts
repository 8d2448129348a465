import { startMailCatcher, resetLinkIn, type MailCatcher } from '../apps/api/src/test/mail-catcher';
import { createLearner, expect, pathOf, test } from './fixtures';
import { SMTP_PORT } from './ports';

const NEW_PASSWORD = 'Naya-jharna-2026';

// The main test server sends its mail here (SMTP_URL in playwright.config.ts).
let mail: MailCatcher;
test.beforeAll(async () => {
  mail = await startMailCatcher({ port: SMTP_PORT });
});
test.afterAll(async () => {
  await mail.close();
});

test('a forgotten password is reset through the emailed link, which then works no more', async ({ page, request, baseURL }) => {
  // An account of the test's own: the other tests run beside it on the same server.
  const learner = await createLearner(request, 'Kamla Reset Learner');

  await page.goto('/signin');
  await page.getByRole('main').getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'If an account exists for this address, we have sent a link to it.',
  );

  const caught = await mail.next(learner.email, 15_000);
  expect(caught.message.subject).toBe('Set a new password for Jal Shiksha');
  const { link } = resetLinkIn(caught);
  // The link leads to PUBLIC_URL, the address the tests open.
  expect(link.startsWith(`${baseURL}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('New password again', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL('/signin');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');

  // The link was for one use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Teesra-kuan-2026');
  await page.getByLabel('New password again', { exact: true }).fill('Teesra-kuan-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This link no longer works');

  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.locator('#signin-email').fill(learner.email);
  await main.locator('#signin-password').fill(NEW_PASSWORD);
  await main.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/, { timeout: 15_000 });
  expect(pathOf(page)).toBe('/courses');
});
