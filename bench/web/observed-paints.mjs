// The first and largest paints as Chromium itself reports them (PerformanceObserver) during a real
// load under applied throttling: CPU 4x slower (DevTools' CPU throttling) and the network
// emulated at Lighthouse's slow-4G figures (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up).
// Lighthouse's own LCP is simulated from an unthrottled trace; this is the measured counterpart.
// The recorder also keeps the long tasks, for the loads of slow-network.mjs. Both drive the
// browser through bare-chromium.mjs, so the pages run nothing but their own code.
import { medianBy } from '../lib/median.mjs';
import { launchBareChromium } from './bare-chromium.mjs';

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };

/**
 * Runs in the page before its own scripts (an init script, so it must not use anything from this
 * module). The observers are buffered, so entries from before they were registered count too.
 * Long animation frames are kept only to name the scripts that ran inside each long task: a long
 * task's own attribution names the frame, never the script.
 */
export function recordPaints() {
  const paints = { fcp: null, lcp: null, lcpElement: '', longTasks: [], frames: [], mainText: [] };
  window.__paints = paints;
  // How much text the page's <main> holds, each time it changes (as the HTML arrives, or as the
  // app draws), for the moment its content is there (contentTime in slow-network.mjs).
  // textContent, not innerText: it asks for no layout.
  const sampleMainText = () => {
    const length = document.querySelector('main')?.textContent.length ?? 0;
    if (paints.mainText.at(-1)?.length !== length) paints.mainText.push({ at: performance.now(), length });
  };
  new MutationObserver(sampleMainText).observe(document, { childList: true, subtree: true, characterData: true });
  const observe = (type, record) => {
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    paints.lcp = entry.startTime;
    paints.lcpElement = entry.element?.tagName.toLowerCase() ?? '';
  });
  observe('longtask', (entry) => paints.longTasks.push({ start: entry.startTime, duration: entry.duration, name: entry.name }));
  observe('long-animation-frame', (entry) =>
    paints.frames.push({
      start: entry.startTime,
      end: entry.startTime + entry.duration,
      // The frame's rendering: style, layout and paint after its scripts (0 when it had none).
      rendering: entry.styleAndLayoutStart > 0 ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
      scripts: entry.scripts.map((script) =>
        script.sourceURL === document.URL ? 'a script in the HTML' : script.sourceURL.split('/').pop() || script.invoker,
      ),
    }),
  );
}

/**
 * Runs in the page before its own scripts: the service worker's registration does nothing, so a
 * load fetches only what the page itself needs, not the worker's offline copies.
 */
export function blockServiceWorker() {
  if (navigator.serviceWorker) navigator.serviceWorker.register = async () => undefined;
}

/**
 * Waits until the page reported its first and largest paints, then answers what it recorded, with
 * `scriptArrived`: when the page's own script (its entry module) had arrived (null for a page
 * without one). Tasks from then on are the app's code at work; those before, the HTML's. The
 * smaller files preloaded beside the entry arrive sooner, but none of their code runs before the
 * entry's.
 */
export async function recordedPaints(page) {
  // A slowed CPU may report the paints after the network went quiet: wait for them.
  await page.waitFor(() => window.__paints.fcp !== null && window.__paints.lcp !== null, { timeout: 30_000 });
  // LCP entries stop at the first input; none happens here, so the last one is final.
  return page.evaluate(() => {
    const entry = document.querySelector('script[type="module"][src]');
    const arrival = entry ? performance.getEntriesByName(entry.src, 'resource')[0] : undefined;
    return { ...window.__paints, scriptArrived: arrival ? arrival.responseEnd : null };
  });
}

/**
 * Each long task with the scripts that ran in it and the time its frame spent rendering (style,
 * layout, paint), or its own attribution when neither is known (a document's set-up, parsing), and
 * whether it started once the page's own script had arrived (`afterScript`).
 */
export function longTasksOf(paints) {
  return paints.longTasks.map((task) => {
    const end = task.start + task.duration;
    const frames = paints.frames.filter((frame) => frame.start < end && frame.end > task.start);
    const scripts = new Set(frames.flatMap((frame) => frame.scripts));
    const rendering = Math.max(0, ...frames.map((frame) => frame.rendering ?? 0));
    const parts = [...scripts];
    if (rendering >= 10) parts.push(`rendering ${rendering.toFixed(0)} ms`);
    return {
      start: task.start,
      duration: task.duration,
      attribution: parts.length > 0 ? parts.join(', ') : task.name,
      afterScript: paints.scriptArrived !== null && task.start >= paints.scriptArrived,
    };
  });
}

/** Loads each URL three times in a fresh mobile-sized context and keeps the median run. */
export async function observedPaints(urls, { executablePath, args }) {
  const browser = await launchBareChromium({ executablePath, args });
  const results = [];
  try {
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const page = await browser.newPage();
        try {
          await page.send('Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true });
          await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.send('Network.enable');
          await page.send('Network.emulateNetworkConditions', SLOW_4G);
          await page.addInitScript(recordPaints);
          await page.goto(url, { timeout: 60_000 });
          runs.push(await recordedPaints(page));
        } finally {
          await page.close();
        }
      }
      results.push(medianBy(runs, (load) => load.lcp));
    }
  } finally {
    await browser.close();
  }
  return results;
}
