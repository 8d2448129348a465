import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, expectNoAxeViolations, signInWithApi, uniqueName, useLanguage } from './fixtures';
import { publishQuizCourse } from './quiz-course';
import { SITE_WIDE } from './site-wide';

/** A published course of one quiz lesson: one question, the first option is right. */
async function publishWaitQuiz(adminApi: APIRequestContext) {
  const course = await publishQuizCourse(adminApi, {
    title: uniqueName('Quiz wait'),
    lessonTitle: { en: 'Where rain goes', hi: 'वर्षा का जल कहाँ जाता है' },
    questions: [
      {
        prompt: { en: 'Where does most rain on a treated slope go?', hi: 'उपचारित ढलान पर अधिकतर वर्षा का जल कहाँ जाता है?' },
        multiple: false,
        options: [
          { text: { en: 'Into the ground', hi: 'ज़मीन में' }, correct: true },
          { text: { en: 'Straight to the river', hi: 'सीधे नदी में' }, correct: false },
        ],
        explanation: { en: 'Bunds slow the water so it soaks in.', hi: 'मेड़ें पानी को धीमा करती हैं, जिससे वह ज़मीन में रिसता है।' },
      },
    ],
  });
  return course.id;
}

async function failOnce(page: Page) {
  // After Try again the form opens once the next attempt's order of the options has arrived.
  const wrong = page.getByRole('radio', { name: 'Straight to the river' });
  await expect(wrong).toBeEnabled();
  await expect(wrong).not.toBeChecked();
  await wrong.check();
  await expect(wrong).toBeChecked();
  await page.getByRole('button', { name: 'Check my answers' }).click();
  await expect(page.getByText('You got 0 of 1 answers right.')).toBeVisible();
}

// Publishing a course changes the catalogue every visitor sees.
test(
  'after three failed attempts the quiz asks the learner to wait, in English and Hindi',
  { tag: SITE_WIDE },
  async ({ page, adminApi, learner }) => {
    test.setTimeout(60_000);
    const courseId = await publishWaitQuiz(adminApi);
    try {
      await useLanguage(page, 'en');
      await signInWithApi(page, learner.email);
      await page.goto(`/courses/${courseId}/lms`);
      await page.getByRole('button', { name: 'Start learning' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Where rain goes' })).toBeVisible();

      await failOnce(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await failOnce(page);
      await page.getByRole('button', { name: 'Try again' }).click();
      await failOnce(page);
      // The third failure sets a wait: no way to try again until it is over.
      await expect(page.getByText('Take a short break')).toBeVisible();
      await expect(page.getByText('You can try again in 1 minute.')).toBeVisible();
      await expect(page.getByText(/^0:5\d|^1:00$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // The server keeps the wait: after a reload, in Hindi, answers cannot be sent.
      await page.evaluate(() => localStorage.setItem('language', 'hi'));
      await page.reload();
      await expect(page.getByText('थोड़ा विराम लें')).toBeVisible();
      await expect(page.getByText(/आप (1 मिनट|\d+ सेकंड) बाद फिर से प्रयास कर सकते हैं।/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'मेरे उत्तर जाँचें' })).toBeDisabled();
      await expectNoAxeViolations(page);
    } finally {
      await adminApi.delete(`/api/v1/courses/admin/${courseId}`);
    }
  },
);
