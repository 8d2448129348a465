import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, signInWithApi, passwordOf } from './fixtures';

/**
 * Downloading a course for use without a network (docs/decisions/027): the learner downloads
 * Watershed Basics at 240p on the LMS page, sees the progress in bytes, loses the network half-way
 * (the download goes on from where it was once the network is back), and then, offline, reloads
 * the LMS page and a text lesson with its figure, plays and seeks the video and a lesson read
 * aloud (downloaded in Opus alone), opens the PDF, lists the download on the downloads page and
 * deletes it.
 */

test.use({ serviceWorkers: 'allow' });

const COURSE = 'Watershed Basics: From Ridge to Valley';
const LESSON = 'A watershed is a drainage area';

type OfflineItem = { url: string; kind: string; lessonId: string | null; sizeBytes: number };

async function courseId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/courses?status=published&limit=50');
  const { data } = (await response.json()) as { data: { courses: { id: string; title: string }[] } };
  const course = data.courses.find((entry) => entry.title === COURSE);
  expect(course, COURSE).toBeDefined();
  return course!.id;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/user/login', { data: { email, password: passwordOf(email) } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The progress bar's bytes done, as the page shows them (aria-valuenow is the percentage). */
/** Loads `src` in a new `<video>` or `<audio>` of the page and seeks to `fromEnd` seconds before its end: where it got to. */
function seekNearTheEnd(page: Page, tag: 'video' | 'audio', src: string, fromEnd: number): Promise<number> {
  return page.evaluate(
    async ({ tag, src, fromEnd }) => {
      const element = document.createElement(tag);
      element.muted = true;
      element.src = src;
      document.body.append(element);
      await new Promise((resolve, reject) => {
        element.addEventListener('loadedmetadata', resolve, { once: true });
        element.addEventListener('error', () => reject(new Error(`the ${tag} did not load`)), { once: true });
      });
      element.currentTime = element.duration - fromEnd;
      await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
      return element.currentTime;
    },
    { tag, src, fromEnd },
  );
}

const percentDone = (page: Page) => page.getByRole('progressbar', { name: 'Download progress' }).getAttribute('aria-valuenow');

test('a course downloaded on Wi-Fi opens, plays and seeks without a network', async ({ page, context, request, learner }) => {
  test.setTimeout(120_000);
  const id = await courseId(request);
  const auth = { authorization: `Bearer ${await tokenOf(request, learner.email)}` };
  expect((await request.post(`/api/v1/courses/${id}/enroll`, { headers: auth })).ok()).toBe(true);
  // As the page asks: in English, with the audio format Chromium plays. The server reads the text
  // lessons aloud in the background after it starts: the package lists their Opus files once made.
  const packageItems = async () => {
    const probe = await request.get(`/api/v1/courses/${id}/offline?quality=240p&language=en&audio=opus`, { headers: auth });
    expect(probe.ok()).toBe(true);
    return ((await probe.json()) as { data: { items: OfflineItem[] } }).data.items;
  };
  await expect
    .poll(async () => (await packageItems()).filter((item) => item.kind === 'audio' && item.url.endsWith('&format=opus')).length, {
      timeout: 60_000,
      message: 'the text lessons are read aloud in Opus after start-up',
    })
    .toBe(3);
  const items = await packageItems();

  await signInWithApi(page, learner.email);
  await page.goto(`/courses/${id}/lms`);
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  // The sizes are shown before anything is fetched; the download is slowed so that it can be cut.
  const panel = page.getByRole('region', { name: 'Use this course without a network' });
  await panel.getByRole('radio', { name: /Low \(240p\)/ }).check();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 256 * 1024,
    uploadThroughput: 256 * 1024,
  });
  await panel.getByRole('button', { name: 'Download for offline' }).click();
  await expect(panel.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuetext', /of/);
  await expect.poll(async () => Number(await percentDone(page)), { timeout: 15_000 }).toBeGreaterThan(0);

  // The network goes half-way: paused, with the reason; back, it goes on from where it was.
  await context.setOffline(true);
  await expect(panel.getByText('You are offline. The download is paused')).toBeVisible();
  const before = Number(await percentDone(page));
  await page.evaluate(() => {
    const bar = document.querySelector('[role="progressbar"][aria-valuetext*="of"]');
    const seen: number[] = [];
    Object.assign(window, { downloadProgressSeen: seen });
    if (bar) new MutationObserver(() => seen.push(Number(bar.getAttribute('aria-valuenow')))).observe(bar, { attributes: true });
  });
  await context.setOffline(false);
  await expect(panel.getByText('Available offline')).toBeVisible({ timeout: 20_000 });
  const seen = await page.evaluate(() => (window as unknown as { downloadProgressSeen: number[] }).downloadProgressSeen);
  expect(Math.min(before, ...seen)).toBe(before);
  await cdp.detach();

  // Offline: the LMS page, a lesson, the video (with a seek) and the PDF.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expect(panel.getByText('Available offline')).toBeVisible();
  await page.getByRole('link', { name: LESSON }).click();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LESSON })).toBeVisible();
  // The text lesson's figure comes from the download too (the lesson was never opened online).
  const figure = page.getByRole('img', { name: /^Map of a watershed/ });
  await expect(figure).toBeVisible();
  await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  const video = items.find((item) => item.kind === 'video');
  const pdf = items.find((item) => item.kind === 'document');
  expect(video && pdf).toBeTruthy();
  const seeked = await seekNearTheEnd(page, 'video', video!.url, 5);
  expect(seeked).toBeGreaterThan(10);
  const pdfAnswer = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return [response.status, response.headers.get('content-type'), (await response.arrayBuffer()).byteLength] as const;
  }, pdf!.url);
  expect(pdfAnswer).toEqual([200, 'application/pdf', pdf!.sizeBytes]);
  // A lesson read aloud, downloaded in Opus alone, plays and seeks offline.
  const audio = items.find((item) => item.kind === 'audio');
  expect(items.filter((item) => item.kind === 'audio').every((item) => item.url.endsWith('&format=opus'))).toBe(true);
  const heard = await seekNearTheEnd(page, 'audio', audio!.url, 2);
  expect(heard).toBeGreaterThan(10);

  // The downloads page lists it; Delete asks first.
  await page.goto('/downloads');
  const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: COURSE }) });
  await expect(entry).toContainText('Available offline');
  await expect(entry).toContainText('Low (240p)');
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await entry.getByRole('button', { name: `Delete ${COURSE}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${COURSE}” was deleted from this phone.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'No courses downloaded yet' })).toBeVisible();
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('course-')))).toEqual([]);
});
