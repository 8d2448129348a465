import { expect, test, ACCOUNTS, signIn, useLanguage } from './fixtures';

test('switching to Hindi changes the UI and <html lang>, survives a reload, and back to English', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');

  const select = page.getByLabel('Language', { exact: true });
  await expect(select).toHaveValue('en');
  await expect(select.locator('option')).toHaveText(['English', 'हिन्दी']);
  await select.selectOption('hi');

  const hindiNav = page.getByRole('navigation', { name: 'मुख्य नेविगेशन' });
  await expect(hindiNav.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(hindiNav.getByRole('link', { name: 'पाठ्यक्रम' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में');
  await expect(page.getByRole('banner').getByRole('link', { name: 'लॉगिन' })).toBeVisible();
  await expect(page.getByLabel('भाषा', { exact: true })).toHaveValue('hi');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

  await page.reload();
  await expect(hindiNav.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'hi');
  await expect(page.locator('#language-bar')).toHaveValue('hi');

  // Hindi stays while moving around the site, including pages that load their own strings.
  await hindiNav.getByRole('link', { name: 'पाठ्यक्रम' }).click();
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'पाठ्यक्रम' })).toBeVisible();

  await page.locator('#language-bar').selectOption('en');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await page.reload();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(html).toHaveAttribute('lang', 'en');
});

test('a stored Hindi choice applies from the first page load', async ({ page }) => {
  await useLanguage(page, 'hi');
  await page.goto('/signin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'साइन इन करें' })).toBeVisible();
  await expect(page.getByLabel('ईमेल', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'प्रशासक खाते का उपयोग करें', exact: true })).toBeVisible();
  // The API answers in English; the toast says it in the page's language. No such account, so no account's count of failures moves.
  await page.getByLabel('ईमेल', { exact: true }).fill('nobody-here@example.org');
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByText('ईमेल या पासवर्ड गलत है।')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toHaveCount(0);
});

test('a signed-in learner is greeted by the Hindi name in Hindi', async ({ page }) => {
  await useLanguage(page, 'hi');
  await signIn(page, ACCOUNTS.user.email);
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('banner').getByText(`स्वागत है, ${ACCOUNTS.user.hindiName}`)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'लॉगआउट' })).toBeVisible();
});
