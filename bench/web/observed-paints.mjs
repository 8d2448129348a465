// The first and largest paints as Chromium itself reports them (PerformanceObserver) during a real
// load under applied throttling: CPU 4x slower (DevTools' CPU throttling) and the network
// emulated at Lighthouse's slow-4G figures (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up).
// Lighthouse's own LCP is simulated from an unthrottled trace; this is the measured counterpart.
import { chromium } from '@playwright/test';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

function recordPaints() {
  window.__paints = { fcp: null, lcp: null, lcpElement: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') window.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__paints.lcp = entry.startTime;
      window.__paints.lcpElement = entry.element?.tagName.toLowerCase() ?? '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Loads each URL three times in a fresh mobile-sized context and keeps the median run. */
export async function observedPaints(urls, { executablePath, args }) {
  const browser = await chromium.launch({ executablePath, args });
  const results = [];
  try {
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
        await page.addInitScript(recordPaints);
        await page.goto(url, { waitUntil: 'networkidle' });
        // A slowed CPU may report the paints after the network went quiet: wait for them.
        await page.waitForFunction(() => window.__paints.fcp !== null && window.__paints.lcp !== null, undefined, { timeout: 30_000 });
        // LCP entries stop at the first input; none happens here, so the last one is final.
        runs.push(await page.evaluate(() => window.__paints));
        await context.close();
      }
      runs.sort((a, b) => a.lcp - b.lcp);
      results.push(runs[1]);
    }
  } finally {
    await browser.close();
  }
  return results;
}
