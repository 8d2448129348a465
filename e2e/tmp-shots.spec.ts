import { expect, signInWithApi, test } from './fixtures';
import { SITE_WIDE } from './site-wide';

const OUT = '/tmp/p/shots';

test('shots', { tag: SITE_WIDE }, async ({ page, adminApi, learner }) => {
  test.setTimeout(240_000);
  const json = async <T>(r: Awaited<ReturnType<typeof adminApi.post>>) => ((await r.json()) as { data: T }).data;
  const course = await json<{ id: string }>(await adminApi.post('/api/v1/courses/admin', { data: { titleTranslations: { en: 'Rain and the ridge: a short check', hi: 'वर्षा और रिज: एक छोटी जाँच' } } }));
  const cur = await json<{ modules: { id: string }[] }>(await adminApi.post(`/api/v1/courses/admin/${course.id}/modules`, { data: { titleTranslations: { en: 'Check', hi: 'जाँच' } } }));
  const o = (en: string, hi: string, correct = false) => ({ text: { en, hi }, correct });
  await adminApi.post(`/api/v1/courses/admin/${course.id}/modules/${cur.modules[0]!.id}/lessons`, { data: { kind: 'quiz', titleTranslations: { en: 'Rain on the ridge', hi: 'रिज पर वर्षा' }, durationMinutes: 5, content: { passingScore: 100, questions: [
    { prompt: { en: 'Where does rain on a ridge go?', hi: 'रिज पर गिरी वर्षा कहाँ जाती है?' }, multiple: false, options: [o('Down the slope', 'ढलान से नीचे', true), o('Uphill', 'ऊपर की ओर'), o('Nowhere', 'कहीं नहीं'), o('Into the clouds', 'बादलों में')], explanation: { en: 'Downhill.', hi: 'नीचे।' } },
  ] } } });
  await adminApi.put(`/api/v1/courses/admin/${course.id}`, { data: { status: 'published' } });
  await signInWithApi(page, learner.email);
  await page.goto('/courses/watershed-basics/lms');
  await page.getByRole('button', { name: 'Start learning' }).click();
  await expect(page).toHaveURL(/\/learn\//);
  const text = page.url();
  await page.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button').last().click();
  await expect(page.locator('main video')).toHaveCount(1);
  const video = page.url();
  await page.goto(`/courses/${course.id}/lms`);
  await page.getByRole('button', { name: 'Start learning' }).click();
  await expect(page.locator('main fieldset')).toHaveCount(1);
  const quiz = page.url();
  for (const lang of ['en', 'hi']) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      for (const [name, url] of [['text', text], ['video', video], ['quiz', quiz]] as const) {
        await page.goto(url);
        await expect(page.locator('main h1')).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}.png` });
        if (width === 360 && name === 'text' && lang === 'hi') await page.screenshot({ path: `${OUT}/${name}-${width}-${lang}-full.png`, fullPage: true });
      }
    }
  }
  // pass and complete
  await page.goto(quiz);
  await page.locator('input[type=radio]').first().waitFor();
  const right = page.getByRole('radio', { name: 'ढलान से नीचे' });
  await right.check();
  await page.getByRole('button', { name: 'मेरे उत्तर जाँचें' }).click();
  await page.getByRole('navigation', { name: 'पाठ नेविगेशन' }).getByRole('button').last().click();
  await expect(page).toHaveURL(/complete$/);
  const done = page.url();
  for (const lang of ['en', 'hi']) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await page.goto(done);
      await expect(page.locator('main h1')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/complete-${width}-${lang}.png`, fullPage: true });
    }
  }
  // expanded compact alert + tools at 360
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(text);
  await page.getByRole('button', { name: 'पूरा पढ़ें' }).click();
  await page.getByRole('button', { name: /और साधन/ }).click();
  await page.screenshot({ path: `${OUT}/text-360-hi-expanded.png` });
  await page.getByRole('button', { name: 'सभी पाठ' }).click();
  await page.screenshot({ path: `${OUT}/text-360-hi-drawer.png` });
  await adminApi.delete(`/api/v1/courses/admin/${course.id}`);
});
