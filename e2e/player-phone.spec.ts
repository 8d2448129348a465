import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signInWithApi, test, uniqueName, useLanguage } from './fixtures';
import { publishQuizCourse } from './quiz-course';
import { SITE_WIDE } from './site-wide';

/**
 * The lesson's first content starts on the first screen, without scrolling: the top of its box
 * inside the viewport, with at least `showing` pixels of it above the lesson bar stuck to the
 * bottom of the screen. Returns where it starts.
 */
async function expectOnFirstScreen(page: Page, content: Locator, what: string, showing = 48) {
  await expect(content).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${what}: the page has not been scrolled`).toBe(0);
  const box = await content.boundingBox();
  const bar = await page.getByRole('navigation', { name: 'पाठ नेविगेशन' }).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !bar || !viewport) throw new Error(`${what}: no box, lesson bar or viewport`);
  test.info().annotations.push({ type: 'first content top', description: `${what}: ${Math.round(box.y)} of ${viewport.height} px` });
  expect(box.y, `${what} starts below the top of the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what} starts on the first screen`).toBeLessThan(viewport.height);
  expect(box.y + showing, `${what} shows above the lesson bar`).toBeLessThanOrEqual(bar.y);
  return { top: box.y, half: viewport.height / 2 };
}

/** A published course of one quiz: two questions of four options. */
function publishPhoneQuiz(adminApi: APIRequestContext) {
  const option = (hi: string, correct = false) => ({ text: { en: hi, hi }, correct });
  const explanation = { en: 'Water moves downhill.', hi: 'पानी ढलान से नीचे बहता है।' };
  return publishQuizCourse(adminApi, {
    title: uniqueName('Phone quiz'),
    lessonTitle: { en: 'Rain on the ridge', hi: 'रिज पर वर्षा' },
    questions: [
      {
        prompt: { en: 'Where does rain on a ridge go?', hi: 'रिज पर गिरी वर्षा कहाँ जाती है?' },
        multiple: false,
        options: [option('ढलान से नीचे', true), option('ऊपर की ओर'), option('कहीं नहीं'), option('बादलों में')],
        explanation,
      },
      {
        prompt: { en: 'Which slow the runoff?', hi: 'अपवाह को क्या धीमा करते हैं?' },
        multiple: true,
        options: [option('मेड़', true), option('कंटूर खाई', true), option('पक्की सड़क'), option('खुला खेत')],
        explanation,
      },
    ],
  });
}

// Publishing a course changes the catalogue every visitor sees.
test(
  'on a 360 × 740 phone in Hindi each lesson starts on the first screen, quiz answers survive a reload, and the last pass celebrates',
  { tag: SITE_WIDE },
  async ({ page, adminApi, learner }) => {
    test.setTimeout(90_000);
    const quiz = await publishPhoneQuiz(adminApi);
    try {
      await page.setViewportSize({ width: 360, height: 740 });
      await useLanguage(page, 'hi');
      await signInWithApi(page, learner.email);

      // The demo course's text lesson, under the site's alert.
      await page.goto('/courses/watershed-basics/lms');
      await page.getByRole('button', { name: 'सीखना शुरू करें' }).click();
      await expect(page).toHaveURL(/\/learn\//);
      // Whichever alert is current (other tests on this server change it), it keeps to one line here.
      await expect(page.getByRole('button', { name: 'पूरा पढ़ें' })).toBeVisible();
      const text = await expectOnFirstScreen(page, page.getByRole('main').getByText('जलग्रहण क्षेत्र भूमि का वह क्षेत्र है'), 'text lesson');
      expect(text.top, 'the text starts in the top half of the screen').toBeLessThan(text.half);
      await expectNoAxeViolations(page);

      // Its video lesson.
      const bar = page.getByRole('navigation', { name: 'पाठ नेविगेशन' });
      await bar.getByRole('button').last().click();
      await expect(page.locator('main video')).toHaveCount(1);
      await expectOnFirstScreen(page, page.locator('main video'), 'video lesson');

      // The quiz: first question on the first screen; a choice made survives a reload.
      await page.goto(`/courses/${quiz.id}/lms`);
      await page.getByRole('button', { name: 'सीखना शुरू करें' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'रिज पर वर्षा' })).toBeVisible();
      await expectOnFirstScreen(page, page.locator('main fieldset').first(), 'quiz');
      await page.getByRole('radio', { name: 'ढलान से नीचे' }).check();
      await page.getByRole('checkbox', { name: 'मेड़' }).check();
      await page.reload();
      await expect(page.getByRole('radio', { name: 'ढलान से नीचे' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'मेड़' })).toBeChecked();
      await expect(page.getByRole('checkbox', { name: 'कंटूर खाई' })).not.toBeChecked();

      // Passing the course's last lesson leads to the celebration, with the certificate.
      await page.getByRole('checkbox', { name: 'कंटूर खाई' }).check();
      await page.getByRole('button', { name: 'मेरे उत्तर जाँचें' }).click();
      await expect(page.getByText('2 में से 2 उत्तर सही हैं।')).toBeVisible();
      await bar.getByRole('button').last().click();
      await expect(page).toHaveURL(new RegExp(`/courses/${quiz.id}/complete$`));
      await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
      await expect(page.getByText('आपने यह पाठ्यक्रम पूरा कर लिया है')).toBeVisible();
      const certificate = page.getByRole('region', { name: 'आपका प्रमाणपत्र' });
      await expect(certificate.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', /\/pdf/);
      await expect(page.getByRole('link', { name: 'मेरी पढ़ाई' })).toHaveAttribute('href', '/my-learning');
      await expectNoAxeViolations(page);

      // The answers were cleared with the attempt: a reload of the quiz shows none chosen again.
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: 'रिज पर वर्षा' })).toBeVisible();
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('quiz-answers:')))).toEqual([]);
    } finally {
      await adminApi.delete(`/api/v1/courses/admin/${quiz.id}`);
    }
  },
);
