import { generate } from 'otplib';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInWithApi, test, useLanguage, LEARNER_PASSWORD, type Learner } from './fixtures';

const PHONE = { width: 360, height: 740 };
const STEP_SECONDS = 30;

/** The code an authenticator app would show `stepsAhead` steps of 30 s from now. */
const codeFor = (secret: string, stepsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * STEP_SECONDS });

/** Signs out through the phone menu and the account menu, as a learner on a phone would. */
async function signOut(page: Page, learner: Learner) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'मेनू खोलें' }).click();
  await header.getByRole('button', { name: `स्वागत है, ${learner.name}` }).click();
  // The account menu's own Logout, beside the header's.
  await header.getByRole('navigation', { name: 'आपका खाता' }).getByRole('button', { name: 'लॉगआउट' }).click();
  await expect(page).toHaveURL('/');
}

/** The password step, which for an account with two-step sign-in leads to the code step. */
async function passwordStep(page: Page, learner: Learner) {
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.locator('#signin-email').fill(learner.email);
  await main.locator('#signin-password').fill(LEARNER_PASSWORD);
  await main.locator('form button[type="submit"]').click();
  await expect(main.getByRole('heading', { level: 2, name: 'दो-चरणीय साइन-इन' })).toBeFocused();
  await expect(page).toHaveURL(/\/signin(\?|$)/);
  return main;
}

test('a learner on a phone, in Hindi, turns on two-step sign-in and signs in with a code, then with a recovery code', async ({
  page,
  learner,
}) => {
  // Two sign-ins through both steps and two axe scans: longer than most journeys on a busy machine.
  test.slow();
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'hi');
  await signInWithApi(page, learner.email);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'दो-चरणीय साइन-इन' });
  await expect(section.getByText('दो-चरणीय साइन-इन बंद है।', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'दो-चरणीय साइन-इन चालू करें' }).click();
  await expect(section.getByRole('img', { name: 'ऑथेंटिकेटर ऐप में दो-चरणीय साइन-इन चालू करने का QR कोड' })).toBeVisible();
  const secret = (await section.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(page);

  const enrolmentCode = await codeFor(secret);
  await section.getByLabel('6 अंकों का कोड').fill(enrolmentCode);
  await section.getByRole('button', { name: 'दो-चरणीय साइन-इन चालू करें' }).click();
  const codes = section.getByRole('list', { name: 'रिकवरी कोड' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  const recoveryCode = (await codes.getByRole('listitem').first().innerText()).trim();
  await section.getByRole('button', { name: 'मैंने कोड सहेज लिए हैं' }).click();
  await expect(section.getByText('दो-चरणीय साइन-इन चालू है। 10 रिकवरी कोड बचे हैं।')).toBeVisible();

  await signOut(page, learner);
  const step = await passwordStep(page, learner);
  await expectNoAxeViolations(page);
  // The code that turned it on was used once already: it is refused, so no code counts twice.
  await step.getByLabel('6 अंकों का कोड').fill(enrolmentCode);
  await step.getByRole('button', { name: 'जाँचें और साइन इन करें' }).click();
  await expect(step.getByText('कोड सही नहीं है। अपने फ़ोन का समय जाँचें और सबसे नया कोड आज़माएँ।')).toBeVisible();
  // The next step's code is always newer than the one used (the server allows one step either
  // side for a phone's clock), so the test need not wait up to 30 s for the app's next code.
  await step.getByLabel('6 अंकों का कोड').fill(await codeFor(secret, 1));
  await step.getByRole('button', { name: 'जाँचें और साइन इन करें' }).click();
  await expect(page).toHaveURL('/courses', { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: 'मेनू खोलें' })).toBeVisible();

  await signOut(page, learner);
  const again = await passwordStep(page, learner);
  await again.getByRole('button', { name: 'इसके बजाय रिकवरी कोड इस्तेमाल करें' }).click();
  await again.getByLabel('रिकवरी कोड').fill(recoveryCode);
  await again.getByRole('button', { name: 'जाँचें और साइन इन करें' }).click();
  await expect(page).toHaveURL('/courses', { timeout: 15_000 });
  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'दो-चरणीय साइन-इन' }).getByText('दो-चरणीय साइन-इन चालू है। 9 रिकवरी कोड बचे हैं।'),
  ).toBeVisible();
});
