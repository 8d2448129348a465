import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { ACCOUNTS, expect, expectNoAxeViolations, signInWithApi, test, uniqueName, useLanguage, waitForHydration } from './fixtures';
import { SITE_WIDE } from './site-wide';

type Strings = Record<string, Record<'en' | 'hi', string>>;
/** The interface's own Hindi, so the steps read the page as a Hindi reader does. */
const STRINGS: Strings = Object.fromEntries(
  ['practical-submissions', 'practical-reviews'].flatMap((name) =>
    Object.entries(JSON.parse(readFileSync(new URL(`../packages/ui-strings/strings/${name}.json`, import.meta.url), 'utf8')) as Strings),
  ),
);
const hi = (key: string, values: Record<string, string | number> = {}) => {
  const text = STRINGS[key]?.hi;
  if (!text) throw new Error(`no string ${key}`);
  return Object.entries(values).reduce((result, [name, value]) => result.replace(`{{${name}}}`, String(value)), text);
};

/** The well, and the circle the practical must be done in. */
const WELL = { latitude: 25.45, longitude: 78.57 };

/** A published course whose one lesson is a practical: one photo, a depth, the place, a rubric of one criterion. */
async function publishPracticalCourse(adminApi: APIRequestContext) {
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const title = uniqueName('Open wells');
  const course = await json<{ id: string }>(
    await adminApi.post('/api/v1/courses/admin', { data: { titleTranslations: { en: title, hi: title } } }),
  );
  const curriculum = await json<{ modules: { id: string }[] }>(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules`, {
      data: { titleTranslations: { en: 'In the field', hi: 'मैदान में' } },
    }),
  );
  const withLesson = await json<{ modules: { lessons: { id: string }[] }[] }>(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules/${curriculum.modules[0]!.id}/lessons`, {
      data: {
        kind: 'practical',
        titleTranslations: { en: "Measure an open well's water level", hi: 'खुले कुएँ का जल स्तर नापें' },
        durationMinutes: 30,
        content: {
          instructions: {
            en: 'Lower the tape until it touches the water, read the depth, and photograph the well.',
            hi: 'फ़ीता पानी छूने तक नीचे उतारें, गहराई पढ़ें, और कुएँ की फ़ोटो लें।',
          },
          photos: { min: 1, max: 1, captions: [{ en: 'The well from 5 m', hi: '5 मीटर दूर से कुआँ' }] },
          voiceNote: { requirement: 'none', maxSeconds: 60 },
          numbers: [{ label: { en: 'Depth to water', hi: 'पानी तक गहराई' }, unit: 'm', min: 0, max: 60 }],
          place: {
            required: true,
            accuracyMetres: 50,
            area: { type: 'circle', lat: WELL.latitude, lon: WELL.longitude, radiusMetres: 500 },
          },
          rubric: {
            passMark: 2,
            criteria: [
              {
                label: { en: 'The tape is read at the water', hi: 'फ़ीता पानी पर पढ़ा गया' },
                levels: [
                  { label: { en: 'No', hi: 'नहीं' }, points: 0 },
                  { label: { en: 'Yes', hi: 'हाँ' }, points: 2 },
                ],
              },
            ],
          },
        },
      },
    }),
  );
  await json(await adminApi.put(`/api/v1/courses/admin/${course.id}`, { data: { status: 'published' } }));
  return { id: course.id, lessonId: withLesson.modules[0]!.lessons[0]!.id };
}

/** Fills the form as a learner does: the photo from the gallery, the depth, the place. */
async function fillPractical(page: Page, depth: string) {
  // A camera's photo: it says when it was taken (India time, ten minutes ago).
  const takenAt = new Date(Date.now() + (330 - 10) * 60_000).toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f6f8f' } })
    .jpeg()
    .withExif({ IFD2: { DateTimeOriginal: takenAt, OffsetTimeOriginal: '+05:30' } })
    .toBuffer();
  await page
    .getByLabel(`${hi('practicalSubmissions.photo.choose')}: ${hi('practicalSubmissions.photo.slot', { number: 1, count: 1 })}`)
    .setInputFiles({ name: 'well.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByRole('img', { name: hi('practicalSubmissions.photo.preview', { number: 1 }) })).toBeVisible();
  await page.getByRole('textbox', { name: /पानी तक गहराई/ }).fill(depth);
  await page.getByRole('button', { name: hi('practicalSubmissions.place.record') }).click();
}

test.describe('field practicals', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test(`a learner sends a practical offline in Hindi, a reviewer sends it back, it comes again, is accepted and the course completes ${SITE_WIDE}`, async ({
    adminApi,
    browser,
    baseURL,
    learner,
  }) => {
    test.setTimeout(180_000);
    const course = await publishPracticalCourse(adminApi);
    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 360, height: 740 },
      geolocation: { ...WELL, accuracy: 12 },
      permissions: ['geolocation'],
    });
    const page = await phone.newPage();
    // One sign-in: a new one would end the session the page uses.
    const asLearner = { authorization: `Bearer ${await signInWithApi(page, learner.email)}` };
    await useLanguage(page, 'hi');
    const enrolled = await page.request.post(`/api/v1/courses/${course.id}/enroll`, { headers: asLearner });
    expect(enrolled.ok()).toBe(true);
    const lessonPage = `/learn/${course.id}/${course.lessonId}`;
    await page.goto(lessonPage);
    await waitForHydration(page);

    // Offline: the practical waits on the phone, and goes when the network returns.
    await fillPractical(page, '14.5');
    await phone.setOffline(true);
    await page.getByRole('button', { name: hi('practicalSubmissions.send.button') }).click();
    await expect(page.getByText(hi('practicalSubmissions.list.state.waiting')).first()).toBeVisible();
    await phone.setOffline(false);
    await expect(page.getByText(hi('practicalSubmissions.list.state.sent')).first()).toBeVisible({ timeout: 20_000 });
    // The photo was shrunk on the phone, and still says when the camera took it.
    const sent = await page.request.get(`/api/v1/courses/${course.id}/lessons/${course.lessonId}/practical-submissions`, {
      headers: asLearner,
    });
    const [first] = ((await sent.json()) as { data: { submissions: { photos: { exif: { takenAt: string } }[] }[] } }).data.submissions;
    const takenMinutesAgo = (Date.now() - Date.parse(first!.photos[0]!.exif.takenAt)) / 60_000;
    expect(takenMinutesAgo).toBeGreaterThan(8);
    expect(takenMinutesAgo).toBeLessThan(15);

    // The reviewer, on a phone in Hindi: sends it back with feedback.
    const desk = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
    const reviewer = await desk.newPage();
    await signInWithApi(reviewer, ACCOUNTS.admin.email);
    await useLanguage(reviewer, 'hi');
    await reviewer.goto('/dashboard/reviews');
    const item = reviewer.getByRole('listitem').filter({ hasText: learner.name });
    await item.getByRole('link', { name: new RegExp(hi('reviews.list.open')) }).click();
    await expect(reviewer.getByRole('heading', { level: 1, name: 'खुले कुएँ का जल स्तर नापें' })).toBeVisible();
    await expect(reviewer.getByRole('img', { name: hi('reviews.map.label') })).toBeVisible();
    await expectNoAxeViolations(reviewer);
    await reviewer.getByRole('radio', { name: /नहीं/ }).check();
    await reviewer.getByRole('button', { name: hi('reviews.action.return') }).click();
    await expect(reviewer.getByText(hi('reviews.feedback.required')).first()).toBeVisible();
    await reviewer.getByRole('textbox', { name: hi('reviews.feedback.label') }).fill('फ़ीता पानी की सतह पर पढ़ें और फ़ोटो में फ़ीता दिखाएँ।');
    await reviewer.getByRole('button', { name: hi('reviews.action.return') }).click();
    await expect(reviewer.getByText(hi('reviews.done.returned'))).toBeVisible();

    // The learner sees why, and sends it again.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText('फ़ीता पानी की सतह पर पढ़ें और फ़ोटो में फ़ीता दिखाएँ।')).toBeVisible();
    await expectNoAxeViolations(page);
    await fillPractical(page, '14.2');
    await page.getByRole('button', { name: hi('practicalSubmissions.send.button') }).click();
    await expect(page.getByText(hi('practicalSubmissions.list.state.sent')).first()).toBeVisible({ timeout: 20_000 });

    // Accepted: the lesson, and so the course, is complete.
    await reviewer.goto('/dashboard/reviews');
    await reviewer.getByRole('listitem').filter({ hasText: learner.name }).getByRole('link').click();
    await reviewer.getByRole('radio', { name: /हाँ/ }).check();
    await reviewer.getByRole('button', { name: hi('reviews.action.accept') }).click();
    await expect(reviewer.getByText(hi('reviews.done.accepted', { score: 2 }))).toBeVisible();
    const lms = await page.request.get(`/api/v1/courses/${course.id}/lms`, { headers: asLearner });
    const { data } = (await lms.json()) as { data: { progress: { percent: number }; certificate: unknown } };
    expect(data.progress.percent).toBe(100);
    expect(data.certificate).not.toBeNull();
    await page.reload();
    await expect(page.getByText(hi('practicalSubmissions.list.state.accepted')).first()).toBeVisible();
    await desk.close();
    await phone.close();
  });
});
