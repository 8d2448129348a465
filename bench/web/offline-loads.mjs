// Loads without a network: `/` on a repeat visit and a lesson of a downloaded course, with the
// network off, against the same loads with the network on (slow 4G, as observed-paints.mjs) in the
// same run: the baseline the offline figures are compared with. And the demo course's download
// size at each video quality, as the server describes its offline package.
import { chromium } from '@playwright/test';
import { median } from '../lib/median.mjs';
import { api, DEMO_COURSE, DEMO_LEARNER } from './demo-learner.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const QUALITIES = ['240p', '360p', 'original'];

function recordLargestPaint() {
  window.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** The largest paint of a reload of the open page, the network on (slow 4G) or off; CPU 4x slower either way. */
async function reloadPaint(context, page, offline) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await context.setOffline(offline);
  if (!offline) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.reload({ waitUntil: offline ? 'load' : 'networkidle' });
  await page.waitForFunction(() => window.__lcp !== null, undefined, { timeout: 30_000 });
  await page.waitForTimeout(300);
  const lcp = await page.evaluate(() => window.__lcp);
  await context.setOffline(false);
  if (!offline)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await cdp.detach();
  return lcp;
}

/** Three reloads each way, medians. */
async function repeatLoads(context, page) {
  const online = [];
  const offline = [];
  for (let i = 0; i < 3; i++) {
    online.push(await reloadPaint(context, page, false));
    offline.push(await reloadPaint(context, page, true));
  }
  return { online: median(online), offline: median(offline) };
}

/**
 * The demo course's download at each quality. The server makes the videos' smaller copies in the
 * background after it starts: the sizes are read once the 240p package is smaller than the original.
 */
export async function offlineSizes(base) {
  const { token } = await api(base, '/v1/user/login', { method: 'POST', body: DEMO_LEARNER });
  await fetch(`${base}/api/v1/courses/${DEMO_COURSE}/enroll`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const read = () => api(base, `/v1/courses/${DEMO_COURSE}/offline?quality=240p&purpose=sizes`, { token });
  let pack = await read();
  for (let i = 0; i < 60 && new Set(pack.sizes.map((size) => size.totalBytes)).size < 2; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    pack = await read();
  }
  const byQuality = new Map(pack.sizes.map((size) => [size.quality, size.totalBytes]));
  return {
    items: pack.items.length,
    lessons: pack.lessons.length,
    sizes: QUALITIES.map((quality) => ({ quality, bytes: byQuality.get(quality) ?? NaN })),
  };
}

/** Repeat-visit loads of `/` and of a downloaded lesson, the network on and off. */
export async function offlineLoads(base, { executablePath, args }) {
  const browser = await chromium.launch({ executablePath, args });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      serviceWorkers: 'allow',
    });
    await context.addInitScript(recordLargestPaint);
    const page = await context.newPage();

    // `/`: the first visit installs the worker, which keeps the page for the next one.
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.reload({ waitUntil: 'networkidle' });
    const home = await repeatLoads(context, page);

    // A lesson of the demo course, downloaded at 240p from the LMS page.
    // Signed in through the browser's own request, so it holds the session cookie like a learner
    // who signed in: the server then draws the lesson page, not a redirect to the sign-in page.
    const signIn = await context.request.post(`${base}/api/v1/user/login`, { data: DEMO_LEARNER });
    const { token, user } = (await signIn.json()).data;
    await fetch(`${base}/api/v1/courses/${DEMO_COURSE}/enroll`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    const lms = await api(base, `/v1/courses/${DEMO_COURSE}/lms`, { token });
    await page.evaluate(
      ([sessionToken, currentUser]) => {
        localStorage.setItem('authToken', sessionToken);
        localStorage.setItem('currentUser', JSON.stringify(currentUser));
      },
      [token, user],
    );
    await page.goto(`${base}/courses/${lms.course.id}/lms`, { waitUntil: 'networkidle' });
    // The whole course, from its panel (each module has a download button of its own too).
    const panel = page.getByRole('region', { name: 'Use this course without a network' });
    await panel.getByRole('radio', { name: /240p/ }).check();
    await panel.getByRole('button', { name: 'Download for offline' }).click();
    await panel.getByText('Available offline', { exact: true }).waitFor({ timeout: 60_000 });
    const firstLesson = lms.modules[0].lessons[0];
    await page.goto(`${base}/learn/${lms.course.id}/${firstLesson.id}`, { waitUntil: 'networkidle' });
    const lesson = await repeatLoads(context, page);
    return { home, lesson };
  } finally {
    await browser.close();
  }
}
