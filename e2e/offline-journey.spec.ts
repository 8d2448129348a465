import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInWithApi, test, useLanguage, passwordOf } from './fixtures';

/**
 * The whole offline journey, as a field worker lives it: the demo course is downloaded on the
 * office Wi-Fi; the network goes; every lesson is learnt without it (texts, PDFs, both videos
 * watched to the end, the quiz answered); the network comes back; the server counts each
 * completion and marks the quiz, once each, and the certificate follows. On a phone, in Hindi: the
 * same steps in English are covered by the download test (e2e/offline-download.spec.ts), the
 * offline completion test (e2e/offline-progress.spec.ts) and the online journey to the certificate
 * (e2e/learning.spec.ts), so the suite watches the videos in real time once less.
 */

test.use({ serviceWorkers: 'allow' });

type Language = 'en' | 'hi';
type Strings = Record<string, Record<Language, string>>;

/** The interface's own strings, so the same steps read the page in either language. */
const STRINGS: Strings = Object.fromEntries(
  ['learn', 'downloads', 'offline-learning'].flatMap((name) =>
    Object.entries(JSON.parse(readFileSync(new URL(`../packages/ui-strings/strings/${name}.json`, import.meta.url), 'utf8')) as Strings),
  ),
);
const say = (key: string, language: Language) => {
  const text = STRINGS[key]?.[language];
  if (!text) throw new Error(`no string ${key}`);
  return text;
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Lesson = { id: string; kind: 'text' | 'video' | 'document' | 'quiz'; titleTranslations: Record<string, string> };
type Lms = {
  course: { id: string; titleTranslations: Record<string, string> };
  modules: { lessons: Lesson[] }[];
  progress: { percent: number; completedLessons: number };
  certificate: unknown;
};

async function enrolInDemoCourse(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/user/login', { data: { email, password: passwordOf(email) } });
  const headers = { authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
  const enrolled = await request.post('/api/v1/courses/watershed-basics/enroll', { headers });
  expect(enrolled.ok()).toBe(true);
  const lms = async () => ((await (await request.get('/api/v1/courses/watershed-basics/lms', { headers })).json()) as { data: Lms }).data;
  return { lms, first: await lms() };
}

/** Plays the video (muted, as a page may without a click) to its last seconds, then pauses it. */
async function watchToTheEnd(page: Page) {
  const video = page.locator('video');
  await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<void>((resolve, reject) => {
        if (element.readyState >= 1) resolve();
        element.addEventListener('loadedmetadata', () => resolve(), { once: true });
        element.addEventListener('error', () => reject(new Error('the video did not load offline')), { once: true });
      }),
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    return element.play();
  });
  // Each demo video has its own length: played to nearly its end, as a learner would.
  const seconds = await video.evaluate((element: HTMLVideoElement) => element.duration);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 45_000 })
    .toBeGreaterThanOrEqual(seconds * 0.95);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
}

/**
 * Answers the seeded quiz right: the first option of each single choice, the first two of the
 * multiple one. Named by option id, since each learner sees the options in an order of their own.
 */
async function answerQuizRight(page: Page, language: Language) {
  await expect(page.locator('fieldset')).toHaveCount(3);
  for (const id of ['q1-a', 'q2-a', 'q2-b', 'q3-a']) await page.locator(`main input[value="${id}"]`).check();
  await page.getByRole('button', { name: say('learn.quiz.submit', language) }).click();
}

const SCREENS = [{ language: 'hi' as const, viewport: { width: 360, height: 780 } }];

for (const { language, viewport } of SCREENS) {
  test(`${language} at ${viewport.width} px: the demo course is downloaded, learnt offline to the end, and certified once back online`, async ({
    page,
    context,
    request,
    learner,
  }) => {
    test.setTimeout(200_000);
    await page.setViewportSize(viewport);
    await useLanguage(page, language);
    const { lms, first } = await enrolInDemoCourse(request, learner.email);
    const lessons = first.modules.flatMap((module) => module.lessons);
    const titleOf = (lesson: Lesson) => lesson.titleTranslations[language] ?? lesson.titleTranslations.en ?? '';
    const courseTitle = first.course.titleTranslations[language] ?? '';
    await signInWithApi(page, learner.email);

    // On the Wi-Fi: the download, at the smallest quality.
    await page.goto(`/courses/${first.course.id}/lms`);
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
    const panel = page.getByRole('region', { name: say('downloads.heading', language) });
    await panel.getByRole('radio', { name: new RegExp(escape(say('downloads.qualityName.240p', language))) }).check();
    await panel.getByRole('button', { name: say('downloads.button.download', language) }).click();
    await expect(panel.getByText(say('downloads.status.complete', language), { exact: true })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);

    // The network goes: the course opens again from the phone, and every lesson is learnt.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: courseTitle })).toBeVisible();
    await page
      .getByRole('link', { name: titleOf(lessons[0]!) })
      .first()
      .click();
    const bar = page.getByRole('navigation', { name: say('learn.bar.label', language) });
    for (const lesson of lessons) {
      await expect(page.getByRole('heading', { level: 1, name: titleOf(lesson) })).toBeVisible();
      if (lesson.kind === 'quiz') {
        await answerQuizRight(page, language);
        await expect(page.getByText(say('learn.offline.answersSaved', language))).toBeVisible();
        await expectNoAxeViolations(page);
        break;
      }
      if (lesson.kind === 'video') await watchToTheEnd(page);
      await bar.getByRole('button', { name: say(`learn.complete.${lesson.kind}`, language) }).click();
    }
    // What waits to be sent is counted in the header: seven completions, the video reports and the answers.
    const badge = page.getByText(
      new RegExp(`^${escape(say('offlineSync.waitingLabel_other', language)).replace('\\{\\{count\\}\\}', '(\\d+)')}$`),
    );
    await expect(badge).toHaveCount(1);
    expect(Number((await badge.textContent())?.match(/\d+/)?.[0])).toBeGreaterThan(8);
    await page.reload();
    await expect(page.getByText(say('learn.offline.answersSaved', language))).toBeVisible();

    // Back online: everything is sent, the quiz is marked, the last completion follows, and the certificate.
    await context.setOffline(false);
    await expect(page.getByText(say('offlineSync.quizPassed', language).replace('{{score}}', '100'))).toBeVisible({ timeout: 30_000 });
    await expect(badge).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await lms()).progress.completedLessons, { timeout: 20_000 }).toBe(lessons.length);
    const after = await lms();
    expect(after.progress.percent).toBe(100);
    expect(after.certificate).not.toBeNull();
    await page.goto(`/courses/${first.course.id}/lms`);
    await expect(page.getByRole('region', { name: say('lms.certificate.title', language) })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: say('lms.progress.label', language) })).toHaveAttribute('aria-valuenow', '100');

    // The downloads page lists the course, ready for the next time the network goes.
    await page.goto('/downloads');
    await expect(page.getByRole('heading', { level: 1, name: say('downloads.title', language) })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: courseTitle }) })).toContainText(
      say('downloads.status.complete', language),
    );
    await expectNoAxeViolations(page);
  });
}
