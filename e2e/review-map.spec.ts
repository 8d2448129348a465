import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { districtArchive, placeIn } from '../apps/api/src/modules/map-tiles/test-archive';
import {
  expect,
  expectNoAxeViolations,
  LEARNER_PASSWORD,
  signInWithApi,
  test,
  uniqueName,
  useLanguage,
  waitForHydration,
} from './fixtures';
import { SITE_WIDE } from './site-wide';

type Strings = Record<string, Record<'en' | 'hi', string>>;
const STRINGS: Strings = Object.fromEntries(
  ['map-tiles', 'practical-reviews'].flatMap((name) =>
    Object.entries(JSON.parse(readFileSync(new URL(`../packages/ui-strings/strings/${name}.json`, import.meta.url), 'utf8')) as Strings),
  ),
);
const hi = (key: string) => STRINGS[key]!.hi;

/** The district's one vector tile, and the well at its centre: its roads, river and village lie around the required circle. */
const TILE = { z: 12, x: 2941, y: 1745 };
const WELL = placeIn(TILE.z, TILE.x, TILE.y, [2048, 2048]);

/** A published course whose one lesson is a practical: one photo and the place, inside a circle round the well. */
async function publishPracticalCourse(adminApi: APIRequestContext) {
  const json = async <T>(response: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  const title = uniqueName('Wells on the map');
  const course = await json<{ id: string }>(
    await adminApi.post('/api/v1/courses/admin', { data: { titleTranslations: { en: title, hi: title } } }),
  );
  const curriculum = await json<{ modules: { id: string }[] }>(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules`, { data: { titleTranslations: { en: 'Field', hi: 'मैदान' } } }),
  );
  const withLesson = await json<{ modules: { lessons: { id: string }[] }[] }>(
    await adminApi.post(`/api/v1/courses/admin/${course.id}/modules/${curriculum.modules[0]!.id}/lessons`, {
      data: {
        kind: 'practical',
        titleTranslations: { en: 'Photograph the village well', hi: 'गाँव के कुएँ की फ़ोटो लें' },
        durationMinutes: 20,
        content: {
          instructions: { en: 'Photograph the well from 5 m.', hi: 'कुएँ की फ़ोटो 5 मीटर से लें।' },
          photos: { min: 1, max: 1, captions: [{ en: 'The well', hi: 'कुआँ' }] },
          voiceNote: { requirement: 'none', maxSeconds: 60 },
          numbers: [],
          place: {
            required: true,
            accuracyMetres: 50,
            area: { type: 'circle', lat: WELL.latitude, lon: WELL.longitude, radiusMetres: 300 },
          },
          rubric: {
            passMark: 2,
            criteria: [
              {
                label: { en: 'The well is seen', hi: 'कुआँ दिखता है' },
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

/** The learner's submission, sent as the phone sends it: 120 m north-east of the well, to within 25 m. */
async function sendPractical(request: APIRequestContext, token: string, course: { id: string; lessonId: string }) {
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post(`/api/v1/courses/${course.id}/enroll`, { headers })).ok()).toBe(true);
  const now = new Date().toISOString();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6f8f4f' } })
    .jpeg()
    .toBuffer();
  const response = await request.post(`/api/v1/courses/${course.id}/lessons/${course.lessonId}/practical-submissions`, {
    headers,
    multipart: {
      submission: JSON.stringify({
        idempotencyKey: uniqueName('map'),
        submittedAt: now,
        sentAt: now,
        timeZoneOffsetMinutes: 330,
        place: { latitude: WELL.latitude + 0.0008, longitude: WELL.longitude + 0.0009, accuracyMetres: 25, capturedAt: now },
        numbers: [],
      }),
      photo: { name: 'well.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** Whether this browser draws WebGL 2 (headless Chromium does, through SwiftShader). */
const drawsWebGl = (page: Page) => page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'));

test.describe('the review map on the district base map', () => {
  test(`an administrator loads the district's map, and the reviewer sees the place on it, in Hindi ${SITE_WIDE}`, async ({
    adminApi,
    browser,
    baseURL,
    request,
    learner,
  }) => {
    test.setTimeout(90_000);
    const course = await publishPracticalCourse(adminApi);
    const login = await request.post('/api/v1/user/login', { data: { email: learner.email, password: LEARNER_PASSWORD } });
    const submissionId = await sendPractical(request, ((await login.json()) as { data: { token: string } }).data.token, course);

    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInWithApi(page, 'admin@jalshiksha.org');
    await useLanguage(page, 'hi');
    try {
      // The administrator uploads the district's PMTiles file from the organizations page.
      await page.goto('/dashboard/masters/organizations');
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 2, name: hi('mapTiles.title') })).toBeVisible();
      await page
        .getByLabel(new RegExp(hi('mapTiles.choose')))
        .setInputFiles({ name: 'district.pmtiles', mimeType: 'application/octet-stream', buffer: districtArchive() });
      await expect(page.getByRole('heading', { level: 3, name: /Test district/ })).toBeVisible();
      await expect(page.getByText('© Test survey of the district')).toBeVisible();
      await expectNoAxeViolations(page);

      // The reviewer opens the submission: the place on the base map, drawn by MapLibre.
      await page.goto(`/dashboard/reviews/${submissionId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'गाँव के कुएँ की फ़ोटो लें' })).toBeVisible();
      const plainMap = page.getByRole('img', { name: hi('reviews.map.label') });
      await expect(plainMap).toBeVisible();
      if (await drawsWebGl(page)) {
        const canvas = page.locator('canvas.maplibregl-canvas');
        await expect(page.getByText('आधार नक्शा: © Test survey of the district')).toBeVisible({ timeout: 20_000 });
        await expect(canvas).toBeVisible();
        // The tiles are drawn: much of the map is the district's land, and its pond is there (the styled colours of
        // the earth and water layers), not the empty background alone.
        const { data, info } = await sharp(await canvas.screenshot())
          .raw()
          .toBuffer({ resolveWithObject: true });
        const share = ([red, green, blue]: number[]) => {
          let count = 0;
          for (let at = 0; at < data.length; at += info.channels)
            if (Math.abs(data[at]! - red!) <= 3 && Math.abs(data[at + 1]! - green!) <= 3 && Math.abs(data[at + 2]! - blue!) <= 3) count++;
          return count / (info.width * info.height);
        };
        expect(share([0xef, 0xec, 0xe3]), 'land').toBeGreaterThan(0.2);
        expect(share([0xa9, 0xd3, 0xe8]), 'pond').toBeGreaterThan(0.005);
      } else {
        // No WebGL: the plain map is the map, and MapLibre's code was never fetched.
        await expect(page.locator('canvas')).toHaveCount(0);
      }
      await expectNoAxeViolations(page);
    } finally {
      await adminApi.delete('/api/v1/map-tiles');
      await context.close();
    }
  });
});
