import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const path = process.argv[2] ?? '/about';
const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await page.goto('http://127.0.0.1:5000' + path);
await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 60000 });
await page.waitForTimeout(2000);
await browser.stopTracing();
await browser.close();
const events = JSON.parse(readFileSync('/tmp/trace.json', 'utf8')).traceEvents;
const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
const t0 = onMain.find((e) => e.name === 'navigationStart')?.ts ?? Math.min(...onMain.filter((e) => e.ts).map((e) => e.ts));
for (const task of onMain.filter((e) => e.name === 'RunTask' && e.dur > 50000 / 4)) {
  const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.dur > 2000);
  const top = inside.filter((e) => !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur));
  console.log(`task ${(task.dur / 1000).toFixed(0)} ms at ${((task.ts - t0) / 1000).toFixed(0)}`);
  for (const e of top) console.log(`   ${e.name} ${(e.dur / 1000).toFixed(1)} ms ${JSON.stringify(e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.beginData?.url ?? '').slice(0, 80)}`);
  const all = {};
  for (const e of inside) all[e.name] = (all[e.name] ?? 0) + e.dur / 1000;
  console.log('   all:', Object.entries(all).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', '));
}
