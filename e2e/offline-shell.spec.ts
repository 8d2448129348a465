import type { APIRequestContext, Page } from '@playwright/test';
import { expect, LEARNER_PASSWORD, signInWithApi, test, useLanguage } from './fixtures';

/**
 * The installable, offline app shell (docs/decisions/022): the service worker keeps the pages a
 * visitor has opened, so they open again without a network, in the language chosen; the manifest
 * names the app in that language; a new version waits until the visitor presses Reload.
 */

test.use({ serviceWorkers: 'allow' });

type CourseSummary = { id: string; titleTranslations: { en: string; hi: string } };

async function firstPublishedCourse(request: APIRequestContext): Promise<CourseSummary> {
  const response = await request.get('/api/v1/courses?status=published&limit=1');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { courses: CourseSummary[] } };
  return data.courses[0]!;
}

/** Resolves once a service worker controls the page (the app registers it after its first view). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** The PNG's width and height, from its header. */
function pngSize(bytes: Buffer): [number, number] {
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test('pages opened once open again in Hindi with the network off', async ({ page, context, request }) => {
  const course = await firstPublishedCourse(request);
  await useLanguage(page, 'hi');
  const heading = page.getByRole('heading', { level: 1 });
  const pages: [string, string][] = [
    ['/', 'अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में'],
    ['/courses', 'पाठ्यक्रम'],
    [`/courses/${course.id}`, course.titleTranslations.hi],
  ];
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(heading).toHaveText(title);
    await waitForWorker(page);
  }

  await context.setOffline(true);
  for (const [url, title] of pages) {
    await page.goto(url);
    await expect(heading).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('navigation', { name: 'मुख्य नेविगेशन' }).getByRole('link', { name: 'होम' })).toBeVisible();
    await page.reload();
    await expect(heading).toHaveText(title);
  }

  // A page never opened has no strings kept: the bare shell says calmly, in Hindi, that it was not
  // saved, with the way to the downloads and a retry.
  await page.goto('/about');
  await expect(page.getByText('आप ऑफ़लाइन हैं और यह पेज इस फ़ोन पर सहेजा नहीं गया था।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरे डाउनलोड खोलें' })).toHaveAttribute('href', '/downloads');
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await context.setOffline(false);
});

test('after sign-out nothing of the learner shows: not on going back, nor on a reload without a network', async ({
  page,
  context,
  request,
  learner,
}) => {
  const course = await firstPublishedCourse(request);
  const login = await request.post('/api/v1/user/login', { data: { email: learner.email, password: LEARNER_PASSWORD } });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  expect((await request.post(`/api/v1/courses/${course.id}/enroll`, { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  await signInWithApi(page, learner.email);
  const theirs = page.getByRole('main').getByText(course.titleTranslations.en, { exact: true });
  const header = page.getByRole('banner');

  // Their courses, from the server's HTML, kept by the service worker once it is there.
  await page.goto('/my-learning');
  await expect(theirs.first()).toBeVisible();
  await waitForWorker(page);
  await page.reload();
  await expect(theirs.first()).toBeVisible();
  await expect(header.getByText(`Welcome, ${learner.name}`)).toBeVisible();

  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  // Back to their page: it asks them to sign in, and shows nothing of theirs.
  await page.goBack();
  await expect(page).toHaveURL(/\/signin/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await expect(page.getByText(learner.name)).toHaveCount(0);

  // Without a network, the page they had open is not on the phone any more.
  await context.setOffline(true);
  await page.goto('/my-learning');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(theirs).toHaveCount(0);
  await expect(page.getByText(learner.name)).toHaveCount(0);
  expect(await page.locator('#boot-data').count()).toBe(0);
  await context.setOffline(false);
});

test('the manifest is linked, valid, and names the app in the chosen language', async ({ page, request }) => {
  await page.goto('/');
  const link = page.locator('link[rel="manifest"]');
  await expect(link).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0d1726');

  // Chromium's own reading of the manifest finds nothing wrong. (Whether it would offer to install
  // cannot be asked here: a test's browser context is a private window, where it never does.)
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);

  const manifests = [
    ['/manifest.webmanifest', 'en', 'Jal Shiksha'],
    ['/manifest-hi.webmanifest', 'hi', 'जल शिक्षा'],
  ] as const;
  for (const [url, lang, name] of manifests) {
    const response = await request.get(url);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: { src: string; sizes: string; purpose: string }[] };
    expect(manifest).toMatchObject({
      lang,
      name,
      short_name: name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b5cad',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()).join('x')).toBe(icon.sizes);
    }
  }
});

test('a Hindi reader gets the Hindi manifest', async ({ page }) => {
  await useLanguage(page, 'hi');
  await page.goto('/courses');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest-hi.webmanifest');
  const cdp = await page.context().newCDPSession(page);
  await expect.poll(async () => (await cdp.send('Page.getAppManifest')).url).toMatch(/\/manifest-hi\.webmanifest$/);
});

/**
 * Installs another version of the worker beside the running one, as the browser does when /sw.js
 * changes after a release. (The browser fetches a worker's script itself, out of the test's
 * reach, so the new version comes under a new address instead: to the page, the same event.)
 */
async function installNextVersion(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' });
  });
}

test('a new version announces itself and takes over only when Reload is pressed', async ({ page, request }, testInfo) => {
  // A second version of the worker installs (it precaches the whole build) and four screenshots are taken.
  test.setTimeout(60_000);
  const course = await firstPublishedCourse(request);
  await page.goto(`/courses/${course.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.titleTranslations.en);
  await waitForWorker(page);
  // Anything the page holds is lost by a reload: this mark tells whether one happened.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  await installNextVersion(page);
  const notice = page.locator('#update-notice').getByRole('status');
  await expect(notice).toHaveText(/A new version is ready/, { timeout: 20_000 });
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // How it looks, at a phone's width and a desktop's, in English and Hindi.
  for (const language of ['en', 'hi']) {
    if (language === 'hi') await page.locator('#language-bar').selectOption('hi');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: testInfo.outputPath(`update-notice-${language}-${width}.png`) });
    }
  }
  await expect(notice).toHaveText(/नया संस्करण तैयार है/);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await notice.getByRole('button', { name: 'फिर से लोड करें' }).click();
  await page.waitForFunction(() => !(window as { stillTheSamePage?: boolean }).stillTheSamePage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.titleTranslations.hi);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?next-version$/);
});
