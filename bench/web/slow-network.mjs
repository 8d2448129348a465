// Cold loads of the public pages on a slow network, as a learner on a weak rural link with a
// low-end phone sees them: Chromium's own network emulation (400 ms round trip, 400 kbit/s each
// way), its CPU 4x slower, a 360x740 phone screen, nothing cached and no service worker. For each
// page: the first and largest paints, the bytes that had arrived when the first paint happened,
// the long tasks, and how far the first paint is from the physical floor, the time the HTML alone
// needs to cross this link.
import { median, medianBy } from '../lib/median.mjs';
import { launchBareChromium } from './bare-chromium.mjs';
import { baselinePages, documentHeaders } from './baseline-pages.mjs';
import { blockServiceWorker, longTasksOf, recordedPaints, recordPaints } from './observed-paints.mjs';

const RTT_MS = 400;
const BYTES_PER_SECOND = 400e3 / 8;
const CONDITIONS = { offline: false, latency: RTT_MS, downloadThroughput: BYTES_PER_SECOND, uploadThroughput: BYTES_PER_SECOND };
// A phone with a 720x1480 screen shows 360 CSS pixels across at twice the density.
const PHONE = { width: 360, height: 740, deviceScaleFactor: 2, mobile: true };
const LOADS = 3;
// The cookie that carries a visitor's language to the server, as the web app sets it.
const LANGUAGE_COOKIE = 'language';
// The session cookie the server sets at sign-in.
const SESSION_COOKIE = 'token';
export const SLOW_BUDGET = { fcpMs: 1800, floorRatio: 1.6, longTaskMs: 50 };

/**
 * No page can paint before its HTML has arrived: one round trip to open the connection, one for
 * the request, then the compressed HTML at the link's speed. Chromium's emulation adds its
 * latency once per request and opens connections for free, so a load may beat this floor by up
 * to one round trip; a real network would not let it.
 */
const floorMs = (htmlBytes) => 2 * RTT_MS + (htmlBytes / BYTES_PER_SECOND) * 1000;

/**
 * One cold load of `url` in a fresh context: what the page recorded, and the responses' ends on the
 * browser's clock. With `language`, the visitor chose that language on an earlier visit. With
 * `baseline` ({ html, headers }), the browser is handed that as the document at `url` (a baseline
 * page): only its long tasks count, as its document never crossed the emulated link.
 */
async function coldLoad(browser, url, { language, baseline, session } = {}) {
  const page = await browser.newPage();
  try {
    let documentResponse;
    const finished = [];
    page.on('Network.responseReceived', (event) => {
      if (event.type === 'Document' && !documentResponse)
        documentResponse = { id: event.requestId, timing: event.response.timing, headerBytes: event.response.encodedDataLength };
    });
    page.on('Network.loadingFinished', (event) =>
      finished.push({ id: event.requestId, at: event.timestamp, bytes: event.encodedDataLength }),
    );
    await page.send('Network.enable');
    await page.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.send('Network.emulateNetworkConditions', CONDITIONS);
    await page.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.send('Emulation.setDeviceMetricsOverride', PHONE);
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page.addInitScript(recordPaints);
    await page.addInitScript(blockServiceWorker);
    if (language) await page.send('Network.setCookie', { url, name: LANGUAGE_COOKIE, value: language });
    if (session) await signIn(page, url, session);
    if (baseline) await page.fulfill(url, { contentType: 'text/html; charset=utf-8', headers: baseline.headers, body: baseline.html });
    await page.goto(url, { timeout: 120_000 });
    const paints = await recordedPaints(page);
    if (baseline) return { fcp: paints.fcp, longTasks: longTasksOf(paints) };
    const documentSent = await page.evaluate(() => performance.getEntriesByType('navigation')[0].requestStart);
    if (!documentResponse) throw new Error(`${url}: no document response seen`);
    const documentTiming = documentResponse.timing;
    // The page's times are milliseconds from its time origin; CDP's are seconds on the browser's
    // monotonic clock. Both clocks record one same moment: the document request being sent (the
    // page's navigation entry `requestStart`, CDP's `requestTime + sendStart`, read from the same
    // load timing). That moment maps the first paint onto CDP's clock, without wall time, whose
    // offset from the monotonic clock can drift and differs between the browser's processes.
    const fcpAt = documentTiming.requestTime + (documentTiming.sendStart + paints.fcp - documentSent) / 1000;
    // A response counts once its last byte arrived (`loadingFinished`) before the first paint;
    // `encodedDataLength` is every byte received for it, headers included, as compressed on the wire.
    const beforePaint = finished.filter((response) => response.at <= fcpAt);
    // The HTML as this load received it, compressed: every byte of the document's response but its
    // headers (the response's length when it is received). Read from the load itself: the server
    // answers a page's first request with a quickly compressed copy and every later one with its
    // smallest (apps/api/src/lib/compressed-copies.ts), so a request of the benchmark's own could
    // see another copy than the load did.
    const documentBytes = finished.find((response) => response.id === documentResponse.id)?.bytes;
    if (documentBytes === undefined) throw new Error(`${url}: the document never finished loading`);
    return {
      htmlBytes: documentBytes - documentResponse.headerBytes,
      fcp: paints.fcp,
      content: contentTime(paints),
      lcp: paints.lcp,
      lcpElement: paints.lcpElement,
      bytesBeforePaint: beforePaint.reduce((sum, response) => sum + response.bytes, 0),
      responsesBeforePaint: beforePaint.length,
      longTasks: longTasksOf(paints),
    };
  } finally {
    await page.close();
  }
}

/**
 * The session a signed-in learner's browser holds: the cookie the server reads to render their
 * pages, and the token the app reads from local storage.
 */
async function signIn(page, url, session) {
  await page.send('Network.setCookie', { url, name: SESSION_COOKIE, value: session.token, httpOnly: true });
  await page.send('Page.addScriptToEvaluateOnNewDocument', {
    source: `localStorage.setItem('authToken', ${JSON.stringify(session.token)}); localStorage.setItem('currentUser', ${JSON.stringify(JSON.stringify(session.user))});`,
  });
}

/**
 * When the page's content was on the screen: the moment its <main> first held 90% of the text it
 * ends with (the page is loaded and the network quiet by then), or its first paint if that came
 * later. A page whose HTML carries its content has it at its first paint; a page the app draws,
 * once the app has run and its data has come.
 */
function contentTime(paints) {
  const final = paints.mainText.at(-1)?.length ?? 0;
  const there = paints.mainText.find((sample) => sample.length >= 0.9 * final)?.at ?? paints.fcp;
  return Math.max(paints.fcp, there);
}

const longestTask = (run) => Math.max(0, ...run.longTasks.map((task) => task.duration));
/** The longest task once the page's script had arrived: the app's own start and hydration, not the HTML's layout. */
const longestAppTask = (run) => Math.max(0, ...run.longTasks.filter((task) => task.afterScript).map((task) => task.duration));

/**
 * `pages` are [name, url, session?] triples (a session: { token, user } of a signed-in learner, whose
 * own pages these are), each loaded as a first visit in English, then by a visitor who
 * chose Hindi. Each is loaded LOADS times cold; the run with the median first paint is kept whole,
 * so its figures (paints, bytes, long tasks) all describe one load. The longest task of each load
 * is kept too: the budget is read on their median, as FCP's is, since one load on a shared machine
 * may be slowed by something else.
 */
export async function slowNetworkLoads(pages, { executablePath, args }) {
  const browser = await launchBareChromium({ executablePath, args });
  const rows = [];
  const visits = [
    ...pages.map(([name, url, session]) => [name, url, undefined, session]),
    ...pages.map(([name, url, session]) => [`${name} in Hindi`, url, 'hi', session]),
  ];
  try {
    // Not counted: the first load in a fresh browser also pays for the browser's own start (its
    // first page process, its font caches), which a phone's browser, long running, has behind it.
    await coldLoad(browser, visits[0][1]);
    for (const [name, url, language, session] of visits) {
      const runs = [];
      for (let i = 0; i < LOADS; i++) runs.push(await coldLoad(browser, url, { language, session }));
      const run = medianBy(runs, (load) => load.fcp);
      const floor = floorMs(run.htmlBytes);
      rows.push({
        name,
        floor,
        ratio: run.fcp / floor,
        ...run,
        longestTasks: runs.map(longestTask),
        longestAppTasks: runs.map(longestAppTask),
      });
    }
    // The baselines borrow the first page's origin (their fonts come from it) and its font faces.
    const first = pages[0][1];
    const source = await fetch(first);
    const headers = documentHeaders(source);
    for (const [name, path, html] of baselinePages(await source.text())) {
      const url = new URL(path, first).href;
      const runs = [];
      for (let i = 0; i < LOADS; i++) runs.push(await coldLoad(browser, url, { baseline: { html, headers } }));
      rows.push({ name, baseline: true, ...medianBy(runs, (load) => load.fcp) });
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => value.toFixed(0);
const verdict = (ok) => (ok ? 'met' : 'MISSED');
const longTaskTotal = (row) => row.longTasks.reduce((sum, task) => sum + task.duration, 0);
const describeLongest = (row) => `${row.longestTasks.map(ms).join(', ')} ms, median ${ms(median(row.longestTasks))}`;
const describeLongestApp = (row) => `${row.longestAppTasks.map(ms).join(', ')} ms, median ${ms(median(row.longestAppTasks))}`;
const describeTasks = (row) =>
  row.longTasks.map((task) => `${ms(task.duration)} ms at ${ms(task.start)} ms (${task.attribution})`).join('; ') || 'none';

export const SLOW_NETWORK_TITLE = `Slow network, cold load: Chromium's emulation (${RTT_MS} ms round trip, ${(BYTES_PER_SECOND * 8) / 1000} kbit/s each way), CPU 4x, ${PHONE.width}x${PHONE.height} at ${PHONE.deviceScaleFactor}x, no cache, no service worker; the load with the median FCP of ${LOADS}`;

const pagesOf = (rows) => rows.filter((row) => !row.baseline);
const BASELINE_NOTE =
  "baselines: no script, sent with the site's own headers and loaded the same way in this run: a heading and a paragraph, then a line in each size and weight the pages use; their long tasks are what any page costs in this browser on this machine (bench/web/baseline-pages.mjs)";

/** The printed table, each page's long tasks beside the baselines', and the budgets. */
export function slowNetworkLines(allRows) {
  const rows = pagesOf(allRows);
  const header = ['page', 'FCP ms', 'content ms', 'LCP ms', 'before FCP', 'long tasks', 'HTML br', 'floor ms', 'FCP/floor'];
  const cells = rows.map((row) => [
    row.name,
    ms(row.fcp),
    ms(row.content),
    ms(row.lcp),
    `${kb(row.bytesBeforePaint)} (${row.responsesBeforePaint})`,
    `${row.longTasks.length} / ${ms(longTaskTotal(row))} ms`,
    kb(row.htmlBytes),
    ms(row.floor),
    row.ratio.toFixed(2),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...cells].map((line) => line[i].length)));
  const line = (values) => values.map((value, i) => (i === 0 ? value.padEnd(widths[i]) : value.padStart(widths[i]))).join('  ');
  return [
    `${SLOW_NETWORK_TITLE}:`,
    line(header),
    ...cells.map(line),
    `(content: when <main> first held 90% of the text it ends with, or the first paint if later; before FCP: the bytes of the responses, in brackets, that had fully arrived when the first paint happened; floor: ${2 * RTT_MS} ms + compressed HTML / ${BYTES_PER_SECOND / 1000} KB/s)`,
    ...rows.map((row) => `  long tasks on ${row.name}: ${describeTasks(row)}`),
    ...allRows.filter((row) => row.baseline).map((row) => `  long tasks on the ${row.name}: ${describeTasks(row)}`),
    `  (${BASELINE_NOTE})`,
    ...rows.map(
      (row) =>
        `  ${row.name}: FCP ${(row.fcp / 1000).toFixed(2)} s (<= ${SLOW_BUDGET.fcpMs / 1000} s: ${verdict(row.fcp <= SLOW_BUDGET.fcpMs)}), FCP / floor ${row.ratio.toFixed(2)} (<= ${SLOW_BUDGET.floorRatio}: ${verdict(row.ratio <= SLOW_BUDGET.floorRatio)}), longest task of each load ${describeLongest(row)} (<= ${SLOW_BUDGET.longTaskMs} ms: ${verdict(median(row.longestTasks) <= SLOW_BUDGET.longTaskMs)}; once the script had arrived: ${describeLongestApp(row)})`,
    ),
  ];
}

/** The same figures as a Markdown table, for the results file. */
export function slowNetworkMarkdown(allRows) {
  const rows = pagesOf(allRows);
  return [
    '| page | FCP (ms) | content (ms) | LCP (ms) | bytes before first paint | long tasks | long tasks total (ms) | longest task of each load (ms) | the same, once the script had arrived (ms) | floor (ms) | FCP / floor |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${ms(row.fcp)} | ${ms(row.content)} | ${ms(row.lcp)} | ${row.bytesBeforePaint} | ${row.longTasks.length} | ${ms(longTaskTotal(row))} | ${row.longestTasks.map(ms).join(', ')} | ${row.longestAppTasks.map(ms).join(', ')} | ${ms(row.floor)} | ${row.ratio.toFixed(2)} |`,
    ),
    '',
    `${SLOW_NETWORK_TITLE} (bench/web/slow-network.mjs). Content: when the page's \`<main>\` first held 90% of the text it ends with (the page loaded and the network quiet), or the first paint if later, which for a page the app draws is once its code and its data have come. Signed-in pages are the demo learner's, with their session. Bytes before first paint: every byte received (compressed, headers included) for the responses that had fully arrived when the first paint happened. Floor: the time the compressed HTML alone (as that load received it) needs on this link, ${2 * RTT_MS} ms (two round trips) + its bytes at ${BYTES_PER_SECOND / 1000} KB/s. Each page is loaded as a first visit in English, then by a visitor who chose Hindi. Long tasks: those of the load with the median FCP, and the longest task of each of the ${LOADS} loads, of all and of those that started once the page's own script had arrived (the app's start and hydration: the smaller files preloaded beside it arrive sooner, but run only with it; before it, the browser lays out the HTML as it arrives, as on the baselines below). 0: none over 50 ms. Budgets: FCP ≤ ${SLOW_BUDGET.fcpMs / 1000} s, FCP / floor ≤ ${SLOW_BUDGET.floorRatio} and no task over ${SLOW_BUDGET.longTaskMs} ms (the median of the loads' longest) on every page.`,
    '',
    'Long tasks of the load with the median FCP (duration, start, and the scripts that ran in them):',
    '',
    ...rows.map((row) => `- ${row.name}: ${describeTasks(row)}`),
    ...allRows.filter((row) => row.baseline).map((row) => `- the ${row.name}: ${describeTasks(row)}`),
    '',
    `The ${BASELINE_NOTE}.`,
  ];
}
