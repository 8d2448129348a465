import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test, expectNoAxeViolations, pathOf, signInWithApi, signInWithPassword, useLanguage } from './fixtures';

/**
 * The learner's journey from the catalogue to a verified certificate, with reloads on the way,
 * and axe on every page visited. The seeded course "Watershed Basics" has eight lessons:
 * text, video, text, document, video, text, document, quiz.
 */
const COURSE = 'Watershed Basics: From Ridge to Valley';
const LESSONS = [
  'A watershed is a drainage area',
  'Walking the ridge line',
  'The ridge-to-valley approach',
  'Field guide: reading drainage lines on a toposheet',
  'Soil erosion and silt: what happens downstream',
  'Stakeholders and the Gram Panchayat',
  'Checklist: forming a Watershed Committee',
  'Check your understanding: watershed basics',
] as const;

const lessonHeading = (page: Page, index: number) => page.getByRole('heading', { level: 1, name: LESSONS[index] });

async function expectLesson(page: Page, index: number) {
  await expect(lessonHeading(page, index)).toBeVisible();
  await expectNoAxeViolations(page);
}

/** Each seeded video lasts 16-22 s; the server completes it once 90 % of that has played on its clock. */
const WATCH_SHARE = 0.95;

/**
 * Really watches the video: plays it (muted, as a page may without a click) at normal speed to
 * 95 % of its length, pauses there, and waits for the save. The server counts watched time on
 * its own clock, so neither seeking nor a faster speed would get the lesson completed sooner.
 */
async function watchVideo(page: Page) {
  const video = page.locator('video');
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve) => {
        if (element.readyState >= 1) resolve();
        else element.addEventListener('loadedmetadata', () => resolve(), { once: true });
      }),
  );
  const hint = page.getByText('Watch the video nearly to the end to complete this lesson.');
  await expect(hint).toBeVisible();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  const saved = page.waitForResponse((response) => response.url().endsWith('/position') && response.request().method() === 'PUT');
  // Paused by the page itself as soon as the mark is passed, so the video never reaches its end first.
  await video.evaluate(
    (element: HTMLVideoElement, share: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (element.currentTime < element.duration * share) return;
          element.removeEventListener('timeupdate', check);
          element.pause();
          resolve();
        };
        element.addEventListener('timeupdate', check);
      }),
    WATCH_SHARE,
  );
  expect((await saved).ok()).toBe(true);
  await expect(hint).toHaveCount(0);
}

async function complete(page: Page, label: string, next: number) {
  await page.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button', { name: label }).click();
  await expect(lessonHeading(page, next)).toBeVisible();
}

/**
 * Answers the seeded quiz right (the first options, and the first two of the multiple choice) or
 * wrong, naming the options by id: each learner sees them in an order of their own.
 */
async function answerQuiz(page: Page, right: boolean) {
  await expect(page.locator('fieldset')).toHaveCount(3);
  for (const id of right ? ['q1-a', 'q2-a', 'q2-b', 'q3-a'] : ['q1-b', 'q2-c', 'q3-b']) {
    await page.locator(`main input[value="${id}"]`).check();
  }
  await page.getByRole('button', { name: 'Check my answers' }).click();
}

test('a learner goes from the catalogue to a verified certificate, and every step survives a reload', async ({ page, learner }) => {
  test.setTimeout(240_000);
  await useLanguage(page, 'en');
  await page.goto('/courses');
  await page.getByRole('link', { name: COURSE }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await expectNoAxeViolations(page);

  // A visitor signs in and comes back to the course.
  const coursePath = pathOf(page);
  await page.getByRole('link', { name: 'Sign in to start' }).click();
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  await signInWithPassword(page, learner.email);
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));

  await page.getByRole('button', { name: 'Start learning' }).click();
  await expectLesson(page, 0);
  await expect(page).toHaveURL(/\/learn\/[0-9a-f-]{36}\/[0-9a-f-]{36}$/);
  const courseId = new URL(page.url()).pathname.split('/')[2] ?? '';
  await page.reload();
  await expect(lessonHeading(page, 0)).toBeVisible();
  await complete(page, 'Mark as complete and continue', 1);

  // The video: watch it, reload, and it resumes where it was paused.
  await expectNoAxeViolations(page);
  await watchVideo(page);
  await page.reload();
  await expect(lessonHeading(page, 1)).toBeVisible();
  const resumed = await page.locator('video').evaluate(
    (element: HTMLVideoElement) =>
      new Promise<[number, number]>((resolve) => {
        const read = () => setTimeout(() => resolve([element.currentTime, element.duration]), 200);
        if (element.readyState >= 1) read();
        else element.addEventListener('loadedmetadata', read, { once: true });
      }),
  );
  expect(resumed[0]).toBeGreaterThan(resumed[1] - 3);
  await complete(page, 'Continue', 2);
  await expectNoAxeViolations(page);
  await complete(page, 'Mark as complete and continue', 3);

  // Opening the course's player without a lesson resumes at the current one.
  await page.goto(`/learn/${courseId}`);
  await expectLesson(page, 3);
  await expect(page.getByRole('link', { name: /Download the PDF/ })).toHaveAttribute('href', /^\/api\/v1\/media\//);
  await complete(page, 'Mark as read and continue', 4);
  await watchVideo(page);
  await complete(page, 'Continue', 5);
  await complete(page, 'Mark as complete and continue', 6);
  await complete(page, 'Mark as read and continue', 7);

  // The quiz: fail (told how many answers were right, not which), retry, pass (each one explained).
  await expectNoAxeViolations(page);
  await answerQuiz(page, false);
  await expect(page.getByText('Not passed yet')).toBeVisible();
  await expect(page.getByText(/^You got [0-2] of 3 answers right\.$/)).toBeVisible();
  await expect(page.getByText('You will see which answers were right once you pass.')).toBeVisible();
  await expect(page.getByText('Incorrect')).toHaveCount(0);
  await expect(page.getByText('Correct', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(lessonHeading(page, 7)).toBeVisible();
  await answerQuiz(page, false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await answerQuiz(page, true);
  await expect(page.getByText('Well done, you passed!')).toBeVisible();
  await expect(page.getByText('You got 3 of 3 answers right.')).toBeVisible();
  await expect(page.getByText('Correct', { exact: true })).toHaveCount(3);
  await page.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button', { name: 'Continue' }).click();

  // The last lesson leads to the celebration with the certificate, then the LMS page has it too, after a reload as well.
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/complete$`));
  await expect(page.getByText('You have completed this course')).toBeVisible();
  const certificate = page.getByRole('region', { name: 'Your certificate' });
  await expect(certificate).toBeVisible();
  await page.getByRole('link', { name: 'Back to the course page' }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/${courseId}/lms$`));
  await expect(certificate).toBeVisible();
  await page.reload();
  await expect(certificate).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100');
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    certificate.getByRole('link', { name: 'Download certificate (PDF)' }).click(),
  ]);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await certificate.getByRole('link', { name: 'Open the verification page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Valid certificate' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(learner.name, { exact: true })).toBeVisible();
  await expect(main.getByText(COURSE, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('in Hindi on a phone: the LMS page, the player and its outline drawer pass axe', async ({ page, learner }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await useLanguage(page, 'hi');
  await signInWithApi(page, learner.email);
  await page.goto('/courses/gis-remote-sensing-for-watershed-planning/lms');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('आपने यह पाठ्यक्रम अभी शुरू नहीं किया है', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'सीखना शुरू करें' }).click();
  await expect(page).toHaveURL(/\/learn\//);
  const bar = page.getByRole('navigation', { name: 'पाठ नेविगेशन' });
  await expect(bar).toBeVisible();
  await expectNoAxeViolations(page);

  const opener = page.getByRole('button', { name: 'सभी पाठ' });
  await opener.click();
  const drawer = page.getByRole('dialog', { name: 'पाठ्यक्रम की रूपरेखा' });
  await expect(drawer).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  const first = await page.getByRole('heading', { level: 1 }).textContent();
  await bar.getByRole('button').last().click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first ?? '');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(first ?? '');
  await expectNoAxeViolations(page);

  await page.goto('/verify/JS-0000-0000');
  await expect(page.getByRole('heading', { level: 1, name: 'अज्ञात प्रमाणपत्र कोड' })).toBeVisible();
  await expectNoAxeViolations(page);
});
