import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.goto('http://127.0.0.1:5000/about');
await page.waitForLoadState('networkidle');
await page.evaluate(() => sessionStorage.setItem('jal:dismissed-alert', document.querySelector('[role=status]') ? 'x' : 'x'));
const id = await page.evaluate(() =>
  fetch('/api/v1/alerts/current')
    .then((r) => r.json())
    .then((j) => j.data?.id),
);
await page.evaluate((i) => sessionStorage.setItem('jal:dismissed-alert', i), id);
await page.reload();
await page.waitForLoadState('networkidle');
await page.waitForTimeout(1000);
console.log('banner count after reload', await page.getByText(/^Monsoon batch 2025/).count());
await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
await page.waitForTimeout(1000);
console.log('after scrolling', await page.getByText(/^Monsoon batch 2025/).count());
await browser.close();
