import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseAdminDetail, PlayerLesson, StoredPractical } from '@jal/contracts';
import { body } from '../../test/body.js';
import { buildCourse, buildEnrolment, buildSignedInUser, type SignedInUser } from '../../test/factories.js';
import { practicalExample, WELL } from '../../test/practical-example.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let editor: SignedInUser;
let courseId: string;
let moduleId: string;

beforeAll(async () => {
  t = await createTestApp();
  editor = await buildSignedInUser(t.app, { role: 'ADMIN' });
  const course = await buildCourse(t.app, { modules: [['text']] });
  courseId = course.id;
  moduleId = course.lessons[0]!.moduleId;
});
afterAll(async () => {
  await t?.close();
});

const practicalLesson = (content: unknown) => ({
  kind: 'practical',
  titleTranslations: { en: "Measure an open well's water level", hi: 'खुले कुएँ का जल स्तर नापें' },
  durationMinutes: 60,
  content,
});
const addLesson = (content: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/courses/admin/${courseId}/modules/${moduleId}/lessons`,
    headers: editor.headers,
    payload: practicalLesson(content),
  });

describe('practical lessons in the course editor', () => {
  it('stores a practical with ids made for its numbers, criteria and levels, and the player shows it', async () => {
    const response = await addLesson(practicalExample());
    expect(response.statusCode, response.body).toBe(201);
    const lesson = body<CourseAdminDetail>(response).data.modules[0]!.lessons.find((candidate) => candidate.kind === 'practical')!;
    const content = lesson.content as StoredPractical;
    expect(content.numbers?.[0]?.id).toBe('depth');
    expect(
      content.rubric.criteria.every((criterion) => /^c-/.test(criterion.id) && criterion.levels.every((level) => /^l-/.test(level.id))),
    ).toBe(true);
    expect(content.place.area).toEqual({ type: 'circle', lat: WELL.lat, lon: WELL.lon, radiusMetres: 200 });

    // Sent back as it was stored (what the web editor does), it is accepted unchanged.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/courses/admin/${courseId}/lessons/${lesson.id}`,
      headers: editor.headers,
      payload: practicalLesson(content),
    });
    expect(again.statusCode, again.body).toBe(200);
    const kept = body<CourseAdminDetail>(again).data.modules[0]!.lessons.find((candidate) => candidate.id === lesson.id)!;
    expect(kept.content).toEqual(content);

    const learner = await buildSignedInUser(t.app);
    await buildEnrolment(t.app, learner, { id: courseId });
    // The practical comes after the text lesson: open it for the player once the text lesson is done.
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${courseId}/next`, headers: learner.headers, payload: {} });
    const player = await t.app.inject({ method: 'GET', url: `/api/v1/courses/${courseId}/lessons/${lesson.id}`, headers: learner.headers });
    expect(player.statusCode, player.body).toBe(200);
    const shown = body<PlayerLesson>(player).data;
    expect(shown.kind).toBe('practical');
    expect(shown.content).toMatchObject({ kind: 'practical', instructions: practicalExample().instructions, photos: { min: 2, max: 3 } });

    // Nobody completes a practical by asking: a reviewer's acceptance will.
    const complete = await t.app.inject({
      method: 'POST',
      url: `/api/v1/courses/${courseId}/next`,
      headers: learner.headers,
      payload: { lessonId: lesson.id },
    });
    expect(complete.statusCode).toBe(409);
  });

  it('accepts a GeoJSON Polygon as the area', async () => {
    const ring: [number, number][] = [
      [76.05, 22.96],
      [76.06, 22.96],
      [76.06, 22.97],
      [76.05, 22.97],
      [76.05, 22.96],
    ];
    const response = await addLesson(
      practicalExample({ place: { required: false, accuracyMetres: 100, area: { type: 'Polygon', coordinates: [ring] } } }),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  const example = practicalExample();
  const refusals: [string, unknown, string][] = [
    ['more photos at least than at most', { ...example, photos: { ...example.photos, min: 4 } }, 'content.photos.min'],
    ['eleven photos', { ...example, photos: { min: 1, max: 11, captions: Array(11).fill({ en: 'x' }) } }, 'content.photos.max'],
    [
      'a caption missing',
      { ...example, photos: { ...example.photos, captions: example.photos.captions.slice(0, 2) } },
      'content.photos.captions',
    ],
    ['an unknown voice note requirement', { ...example, voiceNote: { requirement: 'sometimes' } }, 'content.voiceNote.requirement'],
    [
      'a voice note longer than two minutes',
      { ...example, voiceNote: { requirement: 'required', maxSeconds: 121 } },
      'content.voiceNote.maxSeconds',
    ],
    [
      'a number whose range is upside down',
      { ...example, numbers: [{ label: { en: 'Depth' }, unit: 'm', min: 10, max: 1 }] },
      'content.numbers.0.min',
    ],
    ['a number without a label', { ...example, numbers: [{ label: { en: '' }, unit: 'm', min: 0, max: 1 }] }, 'content.numbers.0.label.en'],
    ['an accuracy of 0 m', { ...example, place: { required: true, accuracyMetres: 0 } }, 'content.place.accuracyMetres'],
    [
      'a circle of no size',
      { ...example, place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: 22.9, lon: 76, radiusMetres: 0 } } },
      'content.place.area.radiusMetres',
    ],
    [
      'a latitude off the globe',
      { ...example, place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: 95, lon: 76, radiusMetres: 10 } } },
      'content.place.area.lat',
    ],
    [
      'a polygon that does not close',
      {
        ...example,
        place: {
          required: true,
          accuracyMetres: 50,
          area: {
            type: 'Polygon',
            coordinates: [
              [
                [76, 22],
                [77, 22],
                [77, 23],
                [76, 23],
              ],
            ],
          },
        },
      },
      'content.place.area.coordinates.0',
    ],
    [
      'an area of another shape',
      { ...example, place: { required: true, accuracyMetres: 50, area: { type: 'Point', coordinates: [76, 22] } } },
      'content.place.area.type',
    ],
    ['a pass mark beyond the rubric', { ...example, rubric: { ...example.rubric, passMark: 5 } }, 'content.rubric.passMark'],
    [
      'a criterion with one level',
      { ...example, rubric: { passMark: 1, criteria: [{ label: { en: 'Done' }, levels: [{ label: { en: 'Yes' }, points: 1 }] }] } },
      'content.rubric.criteria.0.levels',
    ],
    ['no instructions in English', { ...example, instructions: { hi: 'केवल हिन्दी' } }, 'content.instructions.en'],
    ['a field nobody asked for', { ...example, deadline: 'tomorrow' }, 'deadline'],
  ];
  it.each(refusals)('refuses %s with 400 and the field', async (_name, content, field) => {
    const response = await addLesson(content);
    expect(response.statusCode, response.body).toBe(400);
    const answer = response.json<{ errorCode: string; errors: Record<string, string> }>();
    expect(answer.errorCode).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.errors)).toContain(field);
  });
});
