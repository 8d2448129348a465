import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, signInWithApi, signInWithPassword, test, useLanguage, LEARNER_PASSWORD } from './fixtures';

const PHONE = { width: 360, height: 740 };
const GIS_COURSE = 'gis-remote-sensing-for-watershed-planning';

test("a learner's language and text size follow them to a new browser", async ({ page, browser, learner }, testInfo) => {
  await signInWithPassword(page, learner.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText(learner.email)).toBeVisible();
  await expectNoAxeViolations(page);

  const preferences = page.getByRole('region', { name: 'Preferences' });
  await preferences.getByLabel('Language').selectOption('hi');
  await preferences.getByLabel('Text size').selectOption('20');
  await preferences.getByRole('button', { name: 'Save' }).click();
  // Applied here at once.
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('style', /font-size: 20px/);

  const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const phone = await other.newPage();
    await signInWithPassword(phone, learner.email);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(phone.locator('html')).toHaveAttribute('style', /font-size: 20px/);
    const header = phone.getByRole('banner');
    await expect(header.getByRole('link', { name: 'मेरी पढ़ाई' })).toBeVisible();
    // The name opens the account menu, in Hindi too.
    await header.getByRole('button', { name: `स्वागत है, ${learner.name}` }).click();
    await header.getByRole('link', { name: 'प्रोफ़ाइल' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'पसंद' }).getByLabel('अक्षरों का आकार')).toHaveValue('20');
  } finally {
    await other.close();
  }
});

test("'Download my data' gives the learner's email and enrolment as JSON", async ({ page, request, learner }) => {
  const login = await request.post('/api/v1/user/login', { data: { email: learner.email, password: LEARNER_PASSWORD } });
  const { data } = (await login.json()) as { data: { token: string } };
  const enrolled = await request.post(`/api/v1/courses/${GIS_COURSE}/enroll`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(enrolled.status()).toBe(201);

  await signInWithApi(page, learner.email);
  await page.goto('/profile');
  // This test is about the file; a tap before the app has started is the early-input test's.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^jal-shiksha-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as {
    account: { email: string };
    enrolments: { course: string }[];
  };
  expect(exported.account.email).toBe(learner.email);
  expect(exported.enrolments).toHaveLength(1);
  expect(exported.enrolments[0]?.course).toMatch(/GIS/);
});

test('a learner deletes their account in Hindi on a phone, and cannot sign in again', async ({ page, request, learner }) => {
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'hi');
  await signInWithApi(page, learner.email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'आपकी प्रोफ़ाइल' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'मेरा खाता हटाएँ' }).click();
  const dialog = page.getByRole('dialog', { name: 'क्या आप अपना खाता हमेशा के लिए हटाना चाहते हैं?' });
  await dialog.getByLabel('आपका पासवर्ड').fill(LEARNER_PASSWORD);
  await dialog.getByLabel('पुष्टि के लिए अपना ईमेल पता लिखें').fill('someone-else@example.org');
  await dialog.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }).click();
  await expect(dialog.getByText('यह आपके खाते का ईमेल पता नहीं है। इसे ठीक वैसा ही लिखें।')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  await dialog.getByLabel('पुष्टि के लिए अपना ईमेल पता लिखें').fill(learner.email.toUpperCase());
  await dialog.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByText('आपका खाता हटा दिया गया है। जल शिक्षा के साथ सीखने के लिए धन्यवाद।')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  const again = await request.post('/api/v1/user/login', { data: { email: learner.email, password: LEARNER_PASSWORD } });
  expect(again.status()).toBe(401);
});

test('the privacy notice, the terms and the sign-up form read well and pass axe, in Hindi on a phone and in English', async ({ page }) => {
  for (const [language, viewport] of [
    ['hi', PHONE],
    ['en', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.evaluate((lang) => localStorage.setItem('language', lang), language);
    await page.goto('/privacy');
    const hindi = language === 'hi';
    await expect(page.getByRole('heading', { level: 1, name: hindi ? 'गोपनीयता सूचना' : 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: hindi ? 'आपके अधिकार' : 'Your rights' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: hindi ? 'उपयोग की शर्तें' : 'Terms of use' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/signup');
    const consent = page.getByRole('checkbox', {
      name: hindi ? 'मैंने गोपनीयता सूचना पढ़ ली है और उपयोग की शर्तें मुझे स्वीकार हैं' : 'I have read the Privacy notice and accept the Terms of use',
    });
    await expect(consent).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The notice opens in a new tab, so the half-typed form stays.
  await page.getByLabel('Full name', { exact: true }).fill('Kamla Devi');
  const [notice] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Privacy notice' }).click()]);
  await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Kamla Devi');
});

test('My devices on a phone, in Hindi: another device is signed out after a confirmation', async ({ page, request, learner }, testInfo) => {
  // The learner's laptop.
  const laptop = await request.post('/api/v1/user/login', {
    data: { email: learner.email, password: LEARNER_PASSWORD },
    headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0' },
  });
  expect(laptop.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await useLanguage(page, 'hi');
  await signInWithApi(page, learner.email);
  await page.goto('/profile');
  const devices = page.getByRole('region', { name: 'मेरे डिवाइस' });
  const list = devices.getByRole('list', { name: 'आपके खाते में साइन इन किए गए डिवाइस' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'यह डिवाइस' })).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
  await devices.screenshot({ path: testInfo.outputPath('my-devices-hi-360.png') });

  await devices.getByRole('button', { name: 'साइन आउट करें Windows पर Firefox' }).click();
  await page.getByRole('alertdialog', { name: 'क्या इस डिवाइस को साइन आउट करें?' }).getByRole('button', { name: 'साइन आउट करें' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const token = ((await laptop.json()) as { data: { token: string } }).data.token;
  expect((await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
});
