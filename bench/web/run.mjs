// Web benchmark: the JavaScript the first view of `/` loads (gzip and as transferred), and
// Lighthouse mobile scores (simulated slow 4G and a 4× slower CPU) for `/`, `/courses`, one
// course page and `/about`, against the production build; cold loads of the same pages, and of
// the demo learner's My learning, LMS page and player, on a slow network (slow-network.mjs); then loads with the network off (a repeat visit of `/`, a lesson of
// a downloaded course) against the same loads with it on, and the demo course's download size at
// each video quality. Prints figures and budgets; writes bench/results/web-latest.md.
// Usage: npm run bench:web (BENCH_PORT sets the server's port; a free one otherwise)
// With BENCH_JS_ONLY=1 it prints the first view's JavaScript only (seconds, not minutes) and writes nothing;
// with BENCH_OFFLINE_ONLY=1 the offline figures only, with BENCH_SLOW_ONLY=1 the slow-network
// figures only, and writes nothing.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForQuietMachine } from '../lib/quiet-machine.mjs';
import { observedPaints } from './observed-paints.mjs';
import { signedInPages } from './demo-learner.mjs';
import { offlineLoads, offlineSizes } from './offline-loads.mjs';
import { slowNetworkLines, slowNetworkLoads, slowNetworkMarkdown } from './slow-network.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const BUDGET = { firstViewJsGzipKb: 150, performance: 95, lcpMs: 2500, cls: 0.1 };
/**
 * The first view's JavaScript (gzip) in the previous release, measured by this script: each run
 * prints the growth since, for the reviewer to weigh against what the release added. Features may
 * grow it on purpose, so only the budget above gives a verdict. Update it at each release.
 */
const PREVIOUS_RELEASE_JS_GZIP_KB = 96.9;
const launchOptions = () => ({ executablePath: chromePath, args: chromeFlags.filter((flag) => !flag.startsWith('--headless')) });

function offlineLines(loads, sizes) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  const ratio = (row) => (row.offline / row.online).toFixed(2);
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  return [
    'Largest paint, network off vs on (slow 4G), CPU 4x, repeat visit with the service worker, median of 3:',
    `  / : offline ${ms(loads.home.offline)}, online ${ms(loads.home.online)} (ratio ${ratio(loads.home)}; <= 2.5 s: ${verdict(loads.home.offline <= BUDGET.lcpMs)})`,
    `  downloaded lesson : offline ${ms(loads.lesson.offline)}, online ${ms(loads.lesson.online)} (ratio ${ratio(loads.lesson)}; <= 2.5 s: ${verdict(loads.lesson.offline <= BUDGET.lcpMs)})`,
    `Demo course download (${sizes.items} files, ${sizes.lessons} lessons): ${sizes.sizes.map((row) => `${row.quality} ${mb(row.bytes)}`).join(', ')}`,
  ];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become healthy in 120 s');
}

/** Every script the first view of `/` loads, with its gzip size and the bytes actually sent. */
async function firstViewJavaScript(base) {
  const browser = await chromium.launch(launchOptions());
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  const list = await Promise.all(scripts);
  await browser.close();
  return list;
}

/** One Lighthouse run; a run the tool itself could not finish (its `runtimeError`) is retried. */
async function lighthouseRun(url, attemptsLeft = 3) {
  const chrome = await launch({ chromePath, chromeFlags });
  let lhr;
  try {
    ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' }));
  } finally {
    await chrome.kill();
  }
  if (lhr.runtimeError) {
    console.log(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} (${lhr.runtimeError.message})`);
    if (attemptsLeft > 1) return lighthouseRun(url, attemptsLeft - 1);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    version: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'met' : 'MISSED');

if (!existsSync(join(root, 'apps/api/dist/server.js')) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'jal-bench-web-'));
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'true', DATABASE_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const cleanUp = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

try {
  await waitForHealth(base, server);
  const settled = await waitForQuietMachine();
  console.log(
    settled.quiet
      ? `Waited ${settled.seconds.toFixed(0)} s for the machine to go quiet (the server's start-up work).`
      : `WARNING: the machine was still busy after ${settled.seconds.toFixed(0)} s; the figures below shared its CPU.`,
  );
  const courses = await (await fetch(`${base}/api/v1/courses?status=published&limit=1`)).json();
  const courseId = courses.data.courses[0]?.id;

  const scripts = await firstViewJavaScript(base);
  const total = scripts.reduce(
    (sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip, transferred: sum.transferred + script.transferred }),
    {
      raw: 0,
      gzip: 0,
      transferred: 0,
    },
  );

  const pages = [
    ['/', '/'],
    ['/courses', '/courses'],
    ['course page', `/courses/${courseId}`],
    ['/about', '/about'],
  ];
  const pageUrls = pages.map(([name, path]) => [name, `${base}${path}`]);
  // On the slow network, the demo learner's own pages too.
  const slowPages = [...pageUrls, ...(await signedInPages(base))];

  if (process.env.BENCH_SLOW_ONLY === '1') {
    console.log(slowNetworkLines(await slowNetworkLoads(slowPages, launchOptions())).join('\n'));
    cleanUp();
    process.exit(0);
  }

  if (process.env.BENCH_OFFLINE_ONLY === '1') {
    console.log(offlineLines(await offlineLoads(base, launchOptions()), await offlineSizes(base)).join('\n'));
    cleanUp();
    process.exit(0);
  }

  if (process.env.BENCH_JS_ONLY === '1') {
    console.log(
      `First view of / : ${scripts.length} scripts, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.transferred)} KB transferred`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${script.url}  ${kb(script.gzip)} KB gzip`);
    cleanUp();
    process.exit(0);
  }

  const scores = [];
  for (const [name, path] of pages) scores.push({ name, path, ...(await lighthouseRun(`${base}${path}`)) });
  const observed = await observedPaints(
    pageUrls.map(([, url]) => url),
    launchOptions(),
  );
  scores.forEach((row, i) => Object.assign(row, { observed: observed[i] }));
  const slow = await slowNetworkLoads(slowPages, launchOptions());
  const loads = await offlineLoads(base, launchOptions());
  const sizes = await offlineSizes(base);
  const growth = total.gzip / 1024 - PREVIOUS_RELEASE_JS_GZIP_KB;
  const signed = (value) => `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;

  const lines = [];
  lines.push(
    `First view of / : ${scripts.length} scripts, ${kb(total.raw)} KB raw, ${kb(total.gzip)} KB gzip, ${kb(total.transferred)} KB transferred (brotli)`,
  );
  lines.push(`  budget gzip <= ${BUDGET.firstViewJsGzipKb} KB: ${verdict(total.gzip / 1024 <= BUDGET.firstViewJsGzipKb)}`);
  lines.push(`  since the previous release (${PREVIOUS_RELEASE_JS_GZIP_KB} KB gzip): ${signed(growth)} KB`);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) lines.push(`  ${script.url}  ${kb(script.gzip)} KB gzip`);
  lines.push('');
  lines.push(`Lighthouse ${scores[0].version} mobile (simulated slow 4G, 4x CPU slowdown):`);
  lines.push('page          score   FCP ms   LCP ms   TBT ms    CLS');
  for (const row of scores) {
    lines.push(
      `${row.name.padEnd(12)} ${String(row.score).padStart(6)} ${row.fcp.toFixed(0).padStart(8)} ${row.lcp.toFixed(0).padStart(8)} ${row.tbt.toFixed(0).padStart(8)} ${row.cls.toFixed(3).padStart(6)}`,
    );
  }
  for (const row of scores) {
    lines.push(
      `  ${row.name}: performance ${row.score} (>= ${BUDGET.performance}: ${verdict(row.score >= BUDGET.performance)}), LCP ${(row.lcp / 1000).toFixed(2)} s (<= 2.5 s: ${verdict(row.lcp <= BUDGET.lcpMs)}), CLS ${row.cls.toFixed(3)} (<= 0.1: ${verdict(row.cls <= BUDGET.cls)})`,
    );
  }
  lines.push('');
  lines.push('Measured in Chromium under applied throttling (CPU 4x, 150 ms / 1.6 Mbit/s), median of 3:');
  for (const row of scores) {
    const { fcp, lcp, lcpElement } = row.observed;
    lines.push(
      `  ${row.name}: FCP ${fcp.toFixed(0)} ms, LCP ${lcp.toFixed(0)} ms (<${lcpElement}>, <= 2.5 s: ${verdict(lcp <= BUDGET.lcpMs)})`,
    );
  }
  lines.push('');
  lines.push(...slowNetworkLines(slow));
  lines.push('');
  lines.push(...offlineLines(loads, sizes));
  console.log(lines.join('\n'));

  mkdirSync(join(root, 'bench/results'), { recursive: true });
  const markdown = [
    '# Web benchmark: latest run',
    '',
    'Written by `npm run bench:web` (bench/web/run.mjs) against the production build.',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Node: ${process.version}; CPU: ${cpus()[0]?.model ?? 'unknown'}, ${cpus().length} cores`,
    '',
    '| page | performance | FCP (ms) | LCP (ms) | TBT (ms) | CLS | measured FCP (ms) | measured LCP (ms) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...scores.map(
      (row) =>
        `| ${row.name} | ${row.score} | ${row.fcp.toFixed(0)} | ${row.lcp.toFixed(0)} | ${row.tbt.toFixed(0)} | ${row.cls.toFixed(3)} | ${row.observed.fcp.toFixed(0)} | ${row.observed.lcp.toFixed(0)} |`,
    ),
    '',
    `Performance, FCP, LCP, TBT and CLS: Lighthouse ${scores[0].version} mobile (simulated slow 4G, 4x CPU); budgets: performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs / 1000} s, CLS ≤ ${BUDGET.cls}.`,
    "Measured: the browser's own paint entries during a real load under applied throttling (CPU 4x, 150 ms latency,",
    '1.6 Mbit/s), median of 3 loads (bench/web/observed-paints.mjs).',
    '',
    `First view of \`/\`: ${scripts.length} scripts, ${kb(total.gzip)} KB gzip (budget ≤ ${BUDGET.firstViewJsGzipKb} KB), ${kb(total.transferred)} KB transferred (brotli); ${signed(growth)} KB since the previous release (${PREVIOUS_RELEASE_JS_GZIP_KB} KB).`,
    '',
    '## Slow network',
    '',
    ...slowNetworkMarkdown(slow),
    '',
    '## Without a network',
    '',
    '| load | network off (ms) | network on, slow 4G (ms) | off / on |',
    '| --- | ---: | ---: | ---: |',
    `| \`/\`, repeat visit | ${loads.home.offline.toFixed(0)} | ${loads.home.online.toFixed(0)} | ${(loads.home.offline / loads.home.online).toFixed(2)} |`,
    `| a lesson of the downloaded demo course | ${loads.lesson.offline.toFixed(0)} | ${loads.lesson.online.toFixed(0)} | ${(loads.lesson.offline / loads.lesson.online).toFixed(2)} |`,
    '',
    'Largest contentful paint of a reload with the service worker in control, CPU 4x slower, median of 3 (bench/web/offline-loads.mjs).',
    '',
    `Demo course download (${sizes.items} files, ${sizes.lessons} lessons), as the offline package describes it:`,
    '',
    '| quality | bytes | MB |',
    '| --- | ---: | ---: |',
    ...sizes.sizes.map((row) => `| ${row.quality} | ${row.bytes} | ${(row.bytes / 1e6).toFixed(2)} |`),
    '',
  ].join('\n');
  writeFileSync(join(root, 'bench/results/web-latest.md'), markdown);
  console.log('\nWrote bench/results/web-latest.md');
} finally {
  cleanUp();
}
