import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signInWithApi, test, useLanguage, passwordOf } from './fixtures';

/**
 * A text lesson read aloud by the server (docs/decisions/029, 146): in Hindi, a learner opens the
 * demo course's first lesson, sees what listening costs before anything is fetched, changes the
 * speed, plays the Hindi audio (Opus, which Chromium plays) and hears it advance.
 */

const COURSE = 'watershed-basics';

type LessonAudio = { language: string; url: string; sizeBytes: number; durationSeconds: number | null };
type PlayerLesson = { id: string; content: { kind: string; audio?: LessonAudio[] } };

async function learnerHeaders(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/user/login', { data: { email, password: passwordOf(email) } });
  return { authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` };
}

test('in Hindi, a text lesson is heard at the chosen speed, fetched only once Listen is pressed', async ({ page, request, learner }) => {
  const headers = await learnerHeaders(request, learner.email);
  expect((await request.post(`/api/v1/courses/${COURSE}/enroll`, { headers })).ok()).toBe(true);
  const lms = (await (await request.get(`/api/v1/courses/${COURSE}/lms`, { headers })).json()) as {
    data: { course: { id: string }; modules: { lessons: { id: string; kind: string }[] }[] };
  };
  const courseId = lms.data.course.id;
  const lessonId = lms.data.modules[0]!.lessons.find((lesson) => lesson.kind === 'text')!.id;
  // The server reads the published lessons aloud in the background after it starts.
  await expect
    .poll(
      async () => {
        const lesson = (await (await request.get(`/api/v1/courses/${courseId}/lessons/${lessonId}`, { headers })).json()) as {
          data: PlayerLesson;
        };
        return lesson.data.content.audio?.map((audio) => audio.language) ?? [];
      },
      { timeout: 60_000, message: 'the lesson is read aloud after start-up' },
    )
    .toContain('hi');

  const audioRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/audio/')) audioRequests.push(sent.url());
  });
  await useLanguage(page, 'hi');
  await signInWithApi(page, learner.email);
  await page.goto(`/learn/${courseId}/${lessonId}`);
  const listen = page.getByRole('region', { name: /^सुनें \(\d+ मिनट · \d+(\.\d)? (KB|MB)\)$/ });
  const open = listen.getByRole('button', { name: /^सुनें/ });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  // Folded into one line, the Listen control leaves the lesson's text on a phone's first screen.
  expect((await listen.boundingBox())?.height).toBeLessThan(60);
  await expectNoAxeViolations(page);

  // Pressing Listen opens the player and starts it: only now is anything fetched.
  expect(audioRequests, 'nothing is fetched before Listen is pressed').toEqual([]);
  await open.click();
  const audio = listen.locator('audio');
  // Chromium plays Opus: of the two files it fetches the Opus one, a third of the MP3's bytes.
  await expect(audio.locator('source').first()).toHaveAttribute('type', 'audio/ogg; codecs=opus');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentSrc))
    .toMatch(/\/audio\/hi\?v=[0-9a-f]+&format=opus$/);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.duration)).toBeGreaterThan(10);
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime)).toBeGreaterThan(0.3);
  expect(audioRequests.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // The speed is the learner's, and the next visit starts at it.
  await listen.getByRole('button', { name: '1.25×' }).click();
  await expect(listen.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
  expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.25);
  await audio.evaluate((element: HTMLAudioElement) => element.pause());
  await page.reload();
  await listen.getByRole('button', { name: /^सुनें/ }).click();
  await expect(listen.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
  expect(await listen.locator('audio').evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.25);
});
