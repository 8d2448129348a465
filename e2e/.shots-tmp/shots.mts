import { chromium, type Page } from '@playwright/test';
const BASE = 'http://127.0.0.1:3917';
const OUT = '/tmp/shots-demo';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });

async function login(email: string) {
  const r = await fetch(`${BASE}/api/v1/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo@1234' }) });
  const { data } = (await r.json()) as { data: { token: string; user: unknown } };
  return { ...data, email };
}
async function pageFor(session: { token: string; user: unknown; email?: string } | null, lang: 'en' | 'hi', width: number) {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: width < 400 ? 740 : 900 } });
  const page = await context.newPage();
  if (session?.email) {
    const r = await page.request.post('/api/v1/user/login', { data: { email: session.email, password: 'Demo@1234' } });
    session = ((await r.json()) as { data: { token: string; user: unknown } }).data;
  }
  await page.addInitScript(({ s, l }) => {
    localStorage.setItem('language', l);
    if (s) { localStorage.setItem('authToken', s.token); localStorage.setItem('currentUser', JSON.stringify(s.user)); }
  }, { s: session, l: lang });
  return page;
}
async function shot(page: Page, path: string, name: string) {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 }).catch(() => {});
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
  await page.context().close();
}
const which = process.argv[2];
const trainer = await login('trainer@jalshiksha.org');
if (which === 'reviews') {
  const q = await fetch(`${BASE}/api/v1/practical-reviews`, { headers: { authorization: `Bearer ${trainer.token}` } }).then((r) => r.json()) as any;
  console.log(JSON.stringify(q.data.items.map((i: any) => [i.id, i.learner.name, i.flags])));
  for (const lang of ['en', 'hi'] as const) for (const w of [360, 1280]) {
    await shot(await pageFor(trainer, lang, w), `/dashboard/reviews/${q.data.items[1].id}`, `review-sunita-${lang}-${w}`);
  }
  const ramesh = await login('ramesh.kushwaha@demo.jalshiksha.org');
  const lms = await fetch(`${BASE}/api/v1/courses/groundwater-recharge-and-well-monitoring/lms`, { headers: { authorization: `Bearer ${ramesh.token}` } }).then((r) => r.json()) as any;
  const lesson = lms.data.modules.at(-1).lessons.at(-1);
  console.log(lesson.title, lesson.state, lms.data.progress);
  for (const lang of ['en', 'hi'] as const) await shot(await pageFor(ramesh, lang, 360), `/learn/${lms.data.course?.id ?? lms.data.id}/${lesson.id}`, `lesson-ramesh-${lang}-360`);
}
if (which === 'verify') {
  const code = process.argv[3];
  for (const lang of ['en', 'hi'] as const) for (const w of [360, 1280]) await shot(await pageFor(null, lang, w), `/verify/${code}`, `verify-${lang}-${w}`);
}
await browser.close();
